/// The shape of an email address, as the app's forms check it.
public enum EmailAddress {
    /// Whether `text` looks like `name@domain.tld`: one `@`, a name, a domain with a dot, no blanks.
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}
