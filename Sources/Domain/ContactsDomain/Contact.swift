/// A person in the contacts book.
public struct Contact: Codable, Sendable, Hashable {
    /// The ids a contact may have: from 1 to 2,147,483,647. Decoding a contact with another id throws,
    /// so a data file holding one is reported as corrupt instead of trapping later.
    public static let ids: ClosedRange<Int> = 1...Int(Int32.max)

    /// Within ``ids``, a number unique in the contacts book.
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
    private enum CodingKeys: String, CodingKey {
        case id, firstName, lastName, phone, email
    }

    /// Decodes a contact, refusing an id outside ``ids``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        firstName = try container.decode(String.self, forKey: .firstName)
        lastName = try container.decode(String.self, forKey: .lastName)
        phone = try container.decode(String.self, forKey: .phone)
        email = try container.decode(String.self, forKey: .email)
        guard Self.ids.contains(id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container,
                debugDescription: "an id must be from \(Self.ids.lowerBound) to \(Self.ids.upperBound)")
        }
    }
}

extension Contact {
    /// The full name with the first letter of each word capitalised, as the Presenters show it:
    /// `ada lovelace` becomes `Ada Lovelace`.
    public var displayName: String {
        if let ascii = Self.asciiDisplayName(firstName, lastName) { return ascii }
        return "\(firstName) \(lastName)".split(separator: " ").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// One name (a first or a last name) as ``displayName`` shows it, each word's first letter
    /// capitalised: what a form shows of a stored `ada` is the `Ada` the list shows.
    public static func shownName(_ name: String) -> String {
        Contact(id: 1, firstName: name, lastName: "", phone: "", email: "").displayName
    }

    /// ``displayName`` for ASCII names, the common case, worked out on their bytes (the same words
    /// split at spaces, each first letter capitalised); `nil` for any other name.
    private static func asciiDisplayName(_ firstName: String, _ lastName: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(firstName.utf8.count + lastName.utf8.count + 1)
        var atWordStart = true
        // One name's bytes; false at the first byte that is not ASCII.
        func add(_ name: String) -> Bool {
            atWordStart = true
            for byte in name.utf8 {
                guard byte < 0x80 else { return false }
                if byte == 0x20 {
                    atWordStart = true
                } else if atWordStart {
                    if !bytes.isEmpty { bytes.append(0x20) }
                    atWordStart = false
                    bytes.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
                } else {
                    bytes.append(byte)
                }
            }
            return true
        }
        guard add(firstName), add(lastName) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
