import DomainSupport

/// Signs users in, registers them, and remembers who is signed in: `users.json` and
/// `session.json` in the data directory. Every read takes the files as they are now and every
/// change is a transaction (see `DataFile`); registering records the user and signs them in all or
/// nothing (see `DataTransaction`).
@MainActor public final class AccountsWorker {
    private struct SessionRecord: Codable, Sendable {
        var email: String? = nil
    }

    private let usersFile: DataFile<[User]>
    private let sessionFile: DataFile<SessionRecord>

    /// Opens the accounts of a data directory; a new one has the ``demoUser``.
    public init(dataDirectory: String) {
        usersFile = DataFile(
            directory: dataDirectory, name: "users.json", seed: { [Self.demoUser] }, empty: { [] })
        sessionFile = DataFile(
            directory: dataDirectory, name: "session.json", seed: { SessionRecord() },
            empty: { SessionRecord() })
    }

    /// Reads the files as they are now and says what is wrong with them, if anything, to show the user.
    public func checkFiles() -> DataFileError? {
        usersFile.read().problem ?? sessionFile.read().problem
    }

    private var users: [User] {
        usersFile.read().value
    }

    private var session: SessionRecord {
        sessionFile.read().value
    }

    /// The user signed in now, if any.
    public var signedInUser: User? {
        session.email.flatMap(user(withEmail:))
    }

    /// The user with an email address, ignoring case.
    public func user(withEmail email: String) -> User? {
        let wanted = email.lowercased()
        return users.first { $0.email == wanted }
    }

    /// Checks the credentials and, if they are right, signs the user in. An unknown email and a
    /// wrong password fail alike, with the same work (the password is hashed and compared either
    /// way), so that neither the error nor the time taken tells whether an account exists.
    public func signIn(email: String, password: String) throws(SignInError) -> User {
        if let problem = usersFile.read().problem { throw .storage(problem) }  // said, not taken for no user
        guard !email.isEmpty, !password.isEmpty else { throw .missingCredentials }
        let found = user(withEmail: email)
        let accepted = (found ?? Self.absentUser).accepts(password)
        guard let user = found, accepted else { throw .wrongCredentials }
        do {
            try saveSession(email: user.email)
        } catch {
            throw .storage(error)
        }
        return user
    }

    /// Signs the user out.
    public func signOut() throws(DataFileError) {
        try saveSession(email: nil)
    }

    /// Creates a user if the email and password follow ``RegistrationRules`` and signs them in,
    /// both or neither. Whether the email is taken is decided under the lock, against the users as
    /// they are then, so that two processes never register one address twice.
    public func register(name: String, email: String, password: String) throws(RegistrationError) -> User {
        let salt = String(UInt64.random(in: .min ... .max), radix: 16)
        let user = User(
            name: name.isEmpty ? email : name, email: email, phone: "", password: password, salt: salt)
        try DataTransaction.update(usersFile, sessionFile, storage: RegistrationError.storage) {
            (users: inout [User], session: inout SessionRecord) throws(RegistrationError) in
            let wanted = email.lowercased()
            let problems = RegistrationRules.problems(
                email: email, password: password, isTaken: users.contains { $0.email == wanted })
            guard problems.isEmpty else { throw .invalid(problems) }
            users.append(user)
            session = SessionRecord(email: user.email)
        }
        return user
    }

    private func saveSession(email: String?) throws(DataFileError) {
        try sessionFile.save(SessionRecord(email: email))
    }

    /// Whom a password is checked against when no user has the email given: a hash no password
    /// is known to match.
    private static let absentUser = User(
        name: "", email: "", phone: "", password: String(UInt64.random(in: .min ... .max), radix: 16),
        salt: String(UInt64.random(in: .min ... .max), radix: 16))

    /// The user of a new data directory: demo@example.com, password `password1`.
    public static let demoUser = User(
        name: "Demo User", email: "demo@example.com", phone: "555-123-4567", password: "password1",
        salt: "demo-salt")
}

/// Why signing in failed.
public enum SignInError: Error, Sendable, Equatable {
    /// The email or the password is empty.
    case missingCredentials
    /// No user has this email address, or the password is not the user's: which of the two is
    /// not told.
    case wrongCredentials
    /// The session could not be saved.
    case storage(DataFileError)
}

/// Why registering failed.
public enum RegistrationError: Error, Sendable, Equatable {
    /// The email or password breaks the rules.
    case invalid([RegistrationRules.Problem])
    /// The user could not be saved.
    case storage(DataFileError)
}
