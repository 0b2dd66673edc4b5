/// A person in the contacts book.
public struct Contact: Codable, Sendable, Hashable {
    /// A number unique in the contacts book.
    public var id: Int
    /// The first name, as typed.
    public var firstName: String
    /// The last name, as typed.
    public var lastName: String
    /// The phone number, as typed.
    public var phone: String
    /// The email address.
    public var email: String

    /// Creates a contact.
    public init(id: Int, firstName: String, lastName: String, phone: String, email: String) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.phone = phone
        self.email = email
    }

    /// A contact with the values of a form, trimmed of surrounding blanks.
    public init(id: Int, form: ContactForm) {
        self.init(
            id: id, firstName: form.firstName.trimmed, lastName: form.lastName.trimmed,
            phone: form.phone.trimmed,
            email: form.email.trimmed)
    }

    /// The contact's values as a form.
    public var form: ContactForm {
        ContactForm(firstName: firstName, lastName: lastName, phone: phone, email: email)
    }
}

extension Contact {
    /// The full name with the first letter of each word capitalised, as the Presenters show it:
    /// `ada lovelace` becomes `Ada Lovelace`.
    public var displayName: String {
        "\(firstName) \(lastName)".split(separator: " ").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
