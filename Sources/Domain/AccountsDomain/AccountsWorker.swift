import SceneStore

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
            directory: dataDirectory, name: "session.json", ownerOnly: true, seed: { SessionRecord() },
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
    /// wrong password fail alike, with the same work, so that neither the error nor the time taken
    /// tells whether an account exists: the password is always derived at least once at
    /// ``PasswordHash/currentIterations`` (against a stand-in hash for an unknown email; for a stored
    /// hash of an old form or a lower cost, the current hash that would replace it) and compared.
    /// A stored hash that is not current is replaced by that hash, in the same transaction as the
    /// session, so that a concurrent change to `users.json` is not lost.
    public func signIn(email: String, password: String) throws(SignInError) -> User {
        if let problem = usersFile.read().problem { throw .storage(problem) }  // said, not taken for no user
        guard !email.isEmpty, !password.isEmpty else { throw .missingCredentials }
        let found = user(withEmail: email)
        let stored = (found ?? Self.absentUser).password
        let upgrade = stored.isCurrent ? nil : PasswordHash.make(password)
        let accepted = stored.accepts(password)
        guard var user = found, accepted else { throw .wrongCredentials }
        do {
            if let upgrade {
                user.password = upgrade
                try DataTransaction.update(usersFile, sessionFile) {
                    (users: inout [User], session: inout SessionRecord) throws(DataFileError) in
                    // Only the hash just checked is replaced: one changed meanwhile stays.
                    if let index = users.firstIndex(where: { $0.email == user.email && $0.password == stored }
                    ) {
                        users[index].password = upgrade
                    }
                    session = SessionRecord(email: user.email)
                }
            } else {
                try saveSession(email: user.email)
            }
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
    /// they are then, so that two processes never register one address twice. The password is
    /// derived (a third of a second) only for an email and a password that follow the rules; one
    /// refused by them whoever is registered is refused without.
    public func register(name: String, email: String, password: String) throws(RegistrationError) -> User {
        // A taken email only adds a problem to those found without the users: none found means
        // none at all unless the email is taken, which is decided under the lock.
        let acceptable = RegistrationRules.problems(email: email, password: password, isTaken: false).isEmpty
        let user =
            acceptable
            ? User(
                name: name.isEmpty ? email : name, email: email, phone: "",
                password: PasswordHash.make(password))
            : nil
        try DataTransaction.update(usersFile, sessionFile, storage: RegistrationError.storage) {
            (users: inout [User], session: inout SessionRecord) throws(RegistrationError) in
            let wanted = email.lowercased()
            let problems = RegistrationRules.problems(
                email: email, password: password, isTaken: users.contains { $0.email == wanted })
            guard problems.isEmpty, let user else { throw .invalid(problems) }
            users.append(user)
            session = SessionRecord(email: user.email)
        }
        // Registered: the rules held, so the user was made.
        guard let user else { throw .invalid([]) }
        return user
    }

    private func saveSession(email: String?) throws(DataFileError) {
        try sessionFile.save(SessionRecord(email: email))
    }

    /// Whom a password is checked against when no user has the email given: a hash at the current
    /// cost that no password is known to match, made without a derivation, so that the first
    /// unknown email costs what the next ones cost.
    static let absentUser = User(name: "", email: "", phone: "", password: PasswordHash.unmatchable())

    /// The user of a new data directory: demo@example.com, password `password1` (hashed once per
    /// process, with a random salt, at the current cost).
    public static let demoUser = User(
        name: "Demo User", email: "demo@example.com", phone: "555-123-4567", password: demoPassword)

    /// `password1`, hashed once and for all at the stored cost, so that a new data directory costs
    /// no derivation (a third of a second); hashed anew where the tests' builds lower the cost.
    private static var demoPassword: PasswordHash {
        let stored =
            "pbkdf2-sha256$600000$8c79ad14cddfb8aa0b1128dc38536cd1"
            + "$19b4bce1bf094a3e35467bfd463c0a6ffcc2c5d00a19c8c41b4f85a54865d4c0"
        guard PasswordHash.currentIterations == PasswordHash.defaultIterations,
            let hash = PasswordHash(stored: stored, salt: nil)
        else { return PasswordHash.make("password1") }
        return hash
    }
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
