import Foundation

/// Reads decimal numbers from text only when `Decimal` holds them exactly: the one place where a
/// link, a JSON value (a resumed stack, a storyboard's constant, a manifest) or an action argument
/// becomes a decimal. `Decimal` keeps at most 38 significant digits (a 128-bit mantissa) and a
/// power of ten from -128 to 127; a number beyond that is refused, never rounded.
enum ExactDecimal {
    /// The most significant digits every decimal keeps.
    static let maximumDigits = 38

    /// What a decimal can hold, for messages: "at most 38 significant digits, from 1e-128 to
    /// 3.4e165 in size".
    static let limits = "at most \(maximumDigits) significant digits, from 1e-128 to 3.4e165 in size"

    /// The decimal a number literal (`-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`, JSON's or a link's)
    /// stands for, or `nil` if it is not such a literal or `Decimal` cannot hold its value exactly.
    static func decimal(_ literal: some StringProtocol) -> Decimal? {
        guard let written = Normalized(literal: literal), written.digits.count <= maximumDigits,
            let decimal = Decimal(string: String(literal), locale: Locale(identifier: "en_US_POSIX")),
            !decimal.isNaN, Normalized(literal: decimal.description) == written
        else { return nil }
        return decimal
    }

    /// Whether `literal` is a number literal whose value `Decimal` cannot hold exactly (too many
    /// significant digits, or too large or too small): the case a message words with ``limits``.
    static func isInexact(_ literal: some StringProtocol) -> Bool {
        Normalized(literal: literal) != nil && decimal(literal) == nil
    }

    /// A number as its significant digits and the power of ten of the last one: `-12.50` is
    /// (negative, "125", -1), `0` is (positive, "", 0).
    private struct Normalized: Equatable {
        var negative = false
        var digits: [UInt8] = []
        var exponent = 0

        init?(literal: some StringProtocol) {
            var bytes = Array(literal.utf8)[...]
            if bytes.first == UInt8(ascii: "-") {
                negative = true
                bytes = bytes.dropFirst()
            }
            var fractionDigits = 0
            var seenPoint = false
            var seenDigit = false
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if byte == UInt8(ascii: ".") {
                    guard !seenPoint else { return nil }
                    seenPoint = true
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    seenDigit = true
                    if seenPoint { fractionDigits += 1 }
                    if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte) }
                } else {
                    return nil
                }
            }
            guard seenDigit else { return nil }
            var power = 0
            if !bytes.isEmpty {
                // An exponent: beyond nine digits it is out of any decimal's range, and kept at a
                // billion so that the arithmetic below cannot overflow.
                var exponentDigits = bytes.dropFirst()
                var exponentNegative = false
                if let sign = exponentDigits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    exponentNegative = sign == UInt8(ascii: "-")
                    exponentDigits = exponentDigits.dropFirst()
                }
                let significant = exponentDigits.drop { $0 == UInt8(ascii: "0") }
                guard !exponentDigits.isEmpty,
                    exponentDigits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                else { return nil }
                power =
                    significant.count > 9
                    ? 1_000_000_000 : significant.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                if exponentNegative { power = -power }
            }
            exponent = power - fractionDigits
            while digits.last == UInt8(ascii: "0") {
                digits.removeLast()
                exponent += 1
            }
            if digits.isEmpty {
                negative = false
                exponent = 0
            }
        }
    }
}
