/// A user of the app, kept in `users.json`. The password is stored only as a slow, salted hash
/// (see ``PasswordHash``); a record from before it, with one salted SHA-256, still signs in and is
/// upgraded then.
public struct User: Codable, Sendable, Hashable {
    /// The user's name.
    public var name: String
    /// The email address the user signs in with, in lowercase.
    public var email: String
    /// The phone number, as typed (`555-123-4567`).
    public var phone: String
    var password: PasswordHash

    private enum CodingKeys: String, CodingKey {
        case name, email, phone, salt, passwordHash
    }

    init(name: String, email: String, phone: String, password: PasswordHash) {
        self.name = name
        self.email = email.lowercased()
        self.phone = phone
        self.password = password
    }

    /// Reads a record of `users.json`; a password hash this app does not know makes the file corrupt.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        email = try container.decode(String.self, forKey: .email)
        phone = try container.decode(String.self, forKey: .phone)
        let stored = try container.decode(String.self, forKey: .passwordHash)
        let salt = try container.decodeIfPresent(String.self, forKey: .salt)
        guard let password = PasswordHash(stored: stored, salt: salt) else {
            throw DecodingError.dataCorruptedError(
                forKey: .passwordHash, in: container,
                debugDescription: "not a password hash this app knows (pbkdf2-sha256$COST$SALT$HASH)")
        }
        self.password = password
    }

    /// Writes the record: the hash in `passwordHash`, and `salt` only for a hash of the old form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encodeIfPresent(password.storedSalt, forKey: .salt)
        try container.encode(password.stored, forKey: .passwordHash)
    }
}
