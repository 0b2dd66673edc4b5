import Foundation
import SceneStore
import Testing

@testable import AccountsDomain

/// How `users.json` keeps passwords: a slow salted hash with its cost, old records upgraded at the
/// next sign-in, the same work whether or not the email is known.
/// Each test has a directory of its own, removed when the test ends (passed or not).
@Suite @MainActor final class PasswordHashingTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("passwords-\(UUID().uuidString)").path

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func newHashesAreSaltedPBKDF2AtTheCurrentCostStoredBesideThem() throws {
        #expect(PasswordHash.defaultIterations == 600_000, "OWASP's figure for PBKDF2-HMAC-SHA256")
        #expect(
            PasswordHash.currentIterations == Int(ProcessInfo.processInfo.environment["SCENES_PASSWORD_ITERATIONS"] ?? ""),
            "a debug build takes the tests' lower cost from the environment")
        let first = PasswordHash.make("engine1843")
        let second = PasswordHash.make("engine1843")
        guard case .pbkdf2SHA256(let iterations, let salt, let derived) = first,
            case .pbkdf2SHA256(_, let otherSalt, let otherDerived) = second
        else {
            Issue.record("not PBKDF2: \(first)")
            return
        }
        #expect(iterations == PasswordHash.currentIterations)
        #expect(salt.count == 16 && derived.count == 32)
        #expect(salt != otherSalt && derived != otherDerived, "each hash has its own random salt")
        let stored = first.stored
        let parts = stored.split(separator: "$")
        #expect(parts.count == 4 && parts[0] == "pbkdf2-sha256" && parts[1] == "\(iterations)")
        #expect(parts.count == 4 && parts[2].count == 32 && parts[3].count == 64)
        #expect(PasswordHash(stored: stored, salt: nil) == first)
        #expect(first.accepts("engine1843") && !first.accepts("engine1844") && !first.accepts(""))
        // The stored form is checked: a cost out of range, a short hash, a digit that is not hex.
        for bad in [
            "pbkdf2-sha256$0$\(parts[2])$\(parts[3])", "pbkdf2-sha256$99999999999$\(parts[2])$\(parts[3])",
            "pbkdf2-sha256$10$\(parts[2])$\(parts[3].dropLast(2))", "pbkdf2-sha256$10$\(parts[2])$\(parts[3].dropLast())x",
            "pbkdf2-sha256$10$$\(parts[3])", "pbkdf2-sha256$10$\(parts[2])", "sha256-but-no-salt",
        ] {
            #expect(PasswordHash(stored: bad, salt: nil) == nil, "\(bad)")
        }
        #expect(PasswordHash(stored: String(parts[3]), salt: nil) == nil, "an old hash needs its salt")
    }

    @Test func theComparisonLooksAtEveryByte() {
        #expect(PasswordHash.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!PasswordHash.constantTimeEqual([1, 2, 3], [0, 2, 3]))
        #expect(!PasswordHash.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!PasswordHash.constantTimeEqual([1, 2, 3], [1, 2]))
    }

    /// A record as `users.json` kept it before: one SHA-256 of `salt:password`.
    static let oldRecord = """
        [{"email": "old@example.com", "name": "Old Timer", "phone": "", "salt": "legacy-salt",
          "passwordHash": "f79522c24312d1116f3a3d386ebf1b37ab2eac8b5ff1eab2042c1695c5b37d22"}]
        """

    private func saveUsers(_ users: [User]) throws {
        try DataFile<[User]>(directory: directory, name: "users.json", seed: { [] }, empty: { [] }).save(users)
    }

    private var usersFile: String {
        get throws { try String(contentsOfFile: directory + "/users.json", encoding: .utf8) }
    }

    @Test func anOldRecordSignsInOnceAndIsUpgradedToTheCurrentHash() throws {
        let old = try JSONDecoder().decode([User].self, from: Data(Self.oldRecord.utf8))
        #expect(old.first?.password == .saltedSHA256(salt: "legacy-salt", digest: "f79522c24312d1116f3a3d386ebf1b37ab2eac8b5ff1eab2042c1695c5b37d22"))
        try saveUsers(old)
        let worker = AccountsWorker(dataDirectory: directory)
        #expect(throws: SignInError.wrongCredentials) { try worker.signIn(email: "old@example.com", password: "old-password2") }
        #expect(try usersFile.contains("legacy-salt"), "a wrong password changes nothing")
        let user = try worker.signIn(email: "old@example.com", password: "old-password1")
        let stored = try usersFile
        #expect(stored.contains("\"passwordHash\" : \"pbkdf2-sha256$\(PasswordHash.currentIterations)$"))
        #expect(!stored.contains("legacy-salt") && !stored.contains("\"salt\""), "the old salt goes with the old hash")
        #expect(user.password.isCurrent && worker.signedInUser == user)
        #expect(throws: SignInError.wrongCredentials) { try worker.signIn(email: "old@example.com", password: "old-password2") }
        #expect(try worker.signIn(email: "old@example.com", password: "old-password1") == user, "and signs in again")
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func aHashBelowTheCurrentCostIsUpgradedAndACurrentOneKept() throws {
        let cheap = PasswordHash.make("cheap-pass1", salt: Array(repeating: 7, count: 16), iterations: 1)
        try saveUsers([User(name: "Cheap", email: "cheap@example.com", phone: "", password: cheap)])
        let worker = AccountsWorker(dataDirectory: directory)
        #expect(throws: SignInError.wrongCredentials) { try worker.signIn(email: "cheap@example.com", password: "cheap-pass2") }
        #expect(try usersFile.contains("pbkdf2-sha256$1$"))
        let upgraded = try worker.signIn(email: "cheap@example.com", password: "cheap-pass1")
        #expect(try usersFile.contains("pbkdf2-sha256$\(PasswordHash.currentIterations)$"))
        let before = try usersFile
        #expect(try worker.signIn(email: "cheap@example.com", password: "cheap-pass1") == upgraded)
        #expect(try usersFile == before, "a current hash is not written again")
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func anUnknownEmailAndAWrongPasswordCostTheSameWork() throws {
        try saveUsers(try JSONDecoder().decode([User].self, from: Data(Self.oldRecord.utf8)) + [AccountsWorker.demoUser])
        let worker = AccountsWorker(dataDirectory: directory)
        func rounds(_ email: String, _ password: String) -> Int {
            let meter = DerivationMeter()
            PBKDF2.$meter.withValue(meter) { _ = try? worker.signIn(email: email, password: password) }
            return meter.rounds
        }
        let unknown = rounds("nobody@example.com", "password1")
        #expect(unknown == PasswordHash.currentIterations, "a stand-in hash at the current cost")
        #expect(rounds("demo@example.com", "password2") == unknown)
        #expect(rounds("demo@example.com", "password1") == unknown)
        #expect(rounds("old@example.com", "old-password2") == unknown, "the old form derives its replacement anyway")
        #expect(try usersFile.contains("legacy-salt"))
    }

    /// A registration the rules refuse whoever is registered derives nothing, and says what it
    /// always said; one they accept, or refuse only because the email is taken, derives once.
    @Test func aRegistrationTheRulesRefuseDerivesNoPassword() throws {
        try saveUsers([AccountsWorker.demoUser])
        let worker = AccountsWorker(dataDirectory: directory)
        func register(_ email: String, _ password: String) -> (rounds: Int, error: RegistrationError?) {
            let meter = DerivationMeter()
            var failure: RegistrationError?
            PBKDF2.$meter.withValue(meter) {
                do throws(RegistrationError) {
                    _ = try worker.register(name: "", email: email, password: password)
                } catch {
                    failure = error
                }
            }
            return (meter.rounds, failure)
        }
        let refused = register("no-at-sign", "short")
        #expect(refused.rounds == 0)
        #expect(refused.error == .invalid([.invalidEmail, .passwordTooShort, .passwordNeedsLetterAndDigit]))
        let takenAndShort = register("demo@example.com", "x")
        #expect(takenAndShort.rounds == 0)
        #expect(takenAndShort.error == .invalid([.emailTaken, .passwordTooShort, .passwordNeedsLetterAndDigit]))
        let taken = register("demo@example.com", "password9")
        #expect(taken.rounds == PasswordHash.currentIterations, "the rules held until the users were read")
        #expect(taken.error == .invalid([.emailTaken]))
        let accepted = register("new@example.com", "password9")
        #expect(accepted.rounds == PasswordHash.currentIterations)
        #expect(accepted.error == nil)
        #expect(try usersFile.contains("new@example.com"))
    }

    /// The demo user's password is stored hashed once and for all at the stored cost, so a new data
    /// directory costs no derivation; it is `password1`, and nothing else.
    @Test func theDemoUsersStoredHashIsPassword1() throws {
        let stored =
            "pbkdf2-sha256$600000$8c79ad14cddfb8aa0b1128dc38536cd1"
            + "$19b4bce1bf094a3e35467bfd463c0a6ffcc2c5d00a19c8c41b4f85a54865d4c0"
        let hash = try #require(PasswordHash(stored: stored, salt: nil))
        #expect(hash.accepts("password1"))
        #expect(!hash.accepts("password2"))
    }
}
