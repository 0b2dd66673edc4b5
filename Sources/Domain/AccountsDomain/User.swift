import SceneRuntime

/// A user of the app, kept in `users.json`. The password is stored only as a salted SHA-256 hash.
public struct User: Codable, Sendable, Hashable {
    /// The user's name.
    public var name: String
    /// The email address the user signs in with, in lowercase.
    public var email: String
    /// The phone number, as typed (`555-123-4567`).
    public var phone: String
    var salt: String
    var passwordHash: String

    init(name: String, email: String, phone: String, password: String, salt: String) {
        self.name = name
        self.email = email.lowercased()
        self.phone = phone
        self.salt = salt
        self.passwordHash = Self.hash(password, salt: salt)
    }

    /// Whether `password` is this user's password.
    /// The comparison takes the same time wherever the hashes differ.
    func accepts(_ password: String) -> Bool {
        let given = Array(Self.hash(password, salt: salt).utf8)
        let stored = Array(passwordHash.utf8)
        guard given.count == stored.count else { return false }
        return zip(given, stored).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    static func hash(_ password: String, salt: String) -> String {
        SHA256.hexDigest(of: Array((salt + ":" + password).utf8))
    }
}
