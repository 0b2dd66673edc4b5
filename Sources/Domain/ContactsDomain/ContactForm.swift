import DomainSupport

/// The fields of a contact being added or edited, and the rules they must follow.
public struct ContactForm: Sendable, Hashable {
    /// A field of the form.
    public enum Field: String, Sendable, CaseIterable {
        case firstName
        case lastName
        case phone
        case email

        /// The field's label.
        public var label: String {
            switch self {
            case .firstName: "First name"
            case .lastName: "Last name"
            case .phone: "Phone"
            case .email: "Email"
            }
        }
    }

    /// What is wrong with a field.
    public enum Problem: Sendable, Hashable {
        /// The field is empty.
        case required
        /// The phone number has characters other than digits, spaces, `+`, `-`, `(` and `)`, or
        /// fewer than 3 digits.
        case invalidPhone
        /// The email address is not of the form `name@domain.tld`.
        case invalidEmail
    }

    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String
    /// The phone number.
    public var phone: String
    /// The email address.
    public var email: String

    /// Creates a form.
    public init(firstName: String = "", lastName: String = "", phone: String = "", email: String = "") {
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.email = email
    }

    /// The value of a field.
    public subscript(field: Field) -> String {
        get {
            switch field {
            case .firstName: firstName
            case .lastName: lastName
            case .phone: phone
            case .email: email
            }
        }
        set {
            switch field {
            case .firstName: firstName = newValue
            case .lastName: lastName = newValue
            case .phone: phone = newValue
            case .email: email = newValue
            }
        }
    }

    /// The problems of the form, in field order; empty when it can be saved. The first name and
    /// the phone are required; the last name and the email are optional, but an email must be valid.
    public var problems: [(field: Field, problem: Problem)] {
        var problems: [(Field, Problem)] = []
        if firstName.trimmed.isEmpty { problems.append((.firstName, .required)) }
        if phone.trimmed.isEmpty {
            problems.append((.phone, .required))
        } else if !Self.isPhone(phone) {
            problems.append((.phone, .invalidPhone))
        }
        if !email.trimmed.isEmpty, !EmailAddress.isValid(email.trimmed) {
            problems.append((.email, .invalidEmail))
        }
        return problems
    }

    static func isPhone(_ text: String) -> Bool {
        let allowed = Set("0123456789 +-()")
        return text.allSatisfy { allowed.contains($0) } && text.filter(\.isNumber).count >= 3
    }

}

extension ContactForm.Problem {
    /// How a Presenter words the problem for a field: `first name is required`
    public func message(for field: ContactForm.Field) -> String {
        switch self {
        case .required: "\(field.label.lowercased()) is required"
        case .invalidPhone:
            "\(field.label.lowercased()) may hold only digits, spaces and + - ( ), at least 3 digits"
        case .invalidEmail: "\(field.label.lowercased()) must look like name@example.com"
        }
    }
}

extension String {
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension ContactForm.Field {
    /// The word a form's action uses for the field: `first`, `last`, `phone`, `email`.
    public var command: String {
        switch self {
        case .firstName: "first"
        case .lastName: "last"
        case .phone: "phone"
        case .email: "email"
        }
    }

    /// What the action's argument is called in help: free text (`...`), the rest of the line.
    public var argument: String {
        switch self {
        case .firstName, .lastName: "NAME..."
        case .phone: "NUMBER..."
        case .email: "ADDRESS..."
        }
    }
}
