import DomainSupport

/// The rules an email address and a password must follow to register.
public enum RegistrationRules {
    /// A rule that was broken.
    public enum Problem: Sendable, Hashable {
        /// The email address is not of the form `name@domain.tld`.
        case invalidEmail
        /// A user with this email address exists.
        case emailTaken
        /// The password has fewer than ``minimumPasswordLength`` characters.
        case passwordTooShort
        /// The password lacks a letter or a digit.
        case passwordNeedsLetterAndDigit
    }

    /// The shortest password accepted.
    public static let minimumPasswordLength = 8

    /// The rules broken by an email and a password; empty when they may register.
    public static func problems(email: String, password: String, isTaken: Bool) -> [Problem] {
        var problems: [Problem] = []
        if !EmailAddress.isValid(email) {
            problems.append(.invalidEmail)
        } else if isTaken {
            problems.append(.emailTaken)
        }
        if password.count < minimumPasswordLength { problems.append(.passwordTooShort) }
        if !password.contains(where: \.isLetter) || !password.contains(where: \.isNumber) {
            problems.append(.passwordNeedsLetterAndDigit)
        }
        return problems
    }
}
