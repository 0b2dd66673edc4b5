/// Amounts of money, kept in cents, and their limits.
///
/// A price is from $0.01 to $1,000,000.00; the total of a cart or an order is at most
/// $1,000,000,000.00. Every sum and product of amounts is checked against these limits, so no
/// amount a person types or a data file holds can overflow.
public enum Money {
    /// The price of one item, in cents: from $0.01 to $1,000,000.00.
    public static let prices: ClosedRange<Int> = 1...100_000_000
    /// The total of a cart or an order, in cents: up to $1,000,000,000.00.
    public static let totals: ClosedRange<Int> = 0...100_000_000_000

    /// `1999` cents as `$19.99`, and `100_000_000_000` as `$1,000,000,000.00`: the dollars in
    /// groups of three, as the README writes amounts; any `Int`, `Int.min` included.
    public static func dollars(_ cents: Int) -> String {
        let magnitude = cents.magnitude
        let remainder = magnitude % 100
        var whole = String(magnitude / 100)
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        return "\(cents < 0 ? "-" : "")$\(whole)\(grouped).\(remainder < 10 ? "0" : "")\(remainder)"
    }

    /// A price typed as dollars, `4.50`, `4.5` or `4`, as cents; `nil` unless it is ASCII digits
    /// with at most one point and two decimals, within ``prices``.
    public static func cents(parsing text: String) -> Int? {
        amount(parsing: text).flatMap { prices.contains($0) ? $0 : nil }
    }

    /// An amount typed as dollars, `4.50`, `0` or `12000000`, as cents, whatever its size; `nil`
    /// unless it is ASCII digits (at most nine before the point) with at most one point and two
    /// decimals. It tells a price out of range (`0`) from text that is no price at all (`four`).
    public static func amount(parsing text: String) -> Int? {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2, let wholePart = parts.first, (1...9).contains(wholePart.count),
            let whole = digits(wholePart)
        else { return nil }
        var cents = whole * 100
        if parts.count == 2 {
            let fractionPart = parts[1]
            guard (1...2).contains(fractionPart.count), let fraction = digits(fractionPart) else {
                return nil
            }
            cents += fractionPart.count == 1 ? fraction * 10 : fraction
        }
        return cents
    }

    /// `price` times `quantity`, or `nil` beyond ``totals`` (or below 0).
    public static func product(_ price: Int, _ quantity: Int) -> Int? {
        let (product, overflow) = price.multipliedReportingOverflow(by: quantity)
        return !overflow && totals.contains(product) ? product : nil
    }

    /// The sum of `amounts`, or `nil` if it, or any amount, is beyond ``totals`` (or below 0).
    public static func sum(_ amounts: some Sequence<Int>) -> Int? {
        var total = 0
        for amount in amounts {
            let (sum, overflow) = total.addingReportingOverflow(amount)
            guard !overflow, totals.contains(amount), totals.contains(sum) else { return nil }
            total = sum
        }
        return total
    }

    /// ASCII digits, at most 9 of them, as a number.
    private static func digits(_ text: Substring.UTF8View) -> Int? {
        guard text.count <= 9, text.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            return nil
        }
        return text.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
