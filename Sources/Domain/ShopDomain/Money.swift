/// Amounts of money, kept in cents.
public enum Money {
    /// `1999` cents as `$19.99`.
    public static func dollars(_ cents: Int) -> String {
        let remainder = abs(cents) % 100
        return "\(cents < 0 ? "-" : "")$\(abs(cents) / 100).\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
