import Foundation
import SceneStore
import Testing

@testable import AccountsDomain

@Suite @MainActor struct AccountsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("accounts-\(UUID().uuidString)").path

    @Test func aNewDataDirectoryHasTheDemoUserAndNobodySignedIn() {
        let worker = AccountsWorker(dataDirectory: directory)
        #expect(worker.checkFiles() == nil)
        #expect(worker.user(withEmail: "DEMO@example.com")?.name == "Demo User")
        #expect(worker.signedInUser == nil)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func signingInChecksTheCredentialsAndRemembersTheSession() throws {
        let worker = AccountsWorker(dataDirectory: directory)
        #expect(throws: SignInError.wrongCredentials) {
            try worker.signIn(email: "nobody@example.com", password: "password1")
        }
        #expect(throws: SignInError.wrongCredentials) { try worker.signIn(email: "demo@example.com", password: "password2") }
        #expect(throws: SignInError.missingCredentials) { try worker.signIn(email: "", password: "x") }
        #expect(worker.signedInUser == nil)
        let user = try worker.signIn(email: "Demo@Example.com", password: "password1")
        #expect(user.email == "demo@example.com")
        #expect(AccountsWorker(dataDirectory: directory).signedInUser == user, "the session is kept in the data directory")
        try worker.signOut()
        #expect(AccountsWorker(dataDirectory: directory).signedInUser == nil)
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func passwordsAreStoredOnlyAsSaltedHashes() throws {
        let worker = AccountsWorker(dataDirectory: directory)
        _ = try worker.register(name: "Ada", email: "ada@example.com", password: "engine1843")
        let stored = try String(contentsOfFile: directory + "/users.json", encoding: .utf8)
        #expect(!stored.contains("engine1843"))
        #expect(!stored.contains("password1"))
        #expect(stored.contains("passwordHash"))
        try? FileManager.default.removeItem(atPath: directory)
    }

    @Test func registrationAppliesTheRulesAndSignsTheNewUserIn() throws {
        let worker = AccountsWorker(dataDirectory: directory)
        #expect(throws: RegistrationError.invalid([.invalidEmail, .passwordTooShort, .passwordNeedsLetterAndDigit])) {
            try worker.register(name: "", email: "nope", password: "short")
        }
        #expect(throws: RegistrationError.invalid([.emailTaken])) {
            try worker.register(name: "", email: "DEMO@example.com", password: "password9")
        }
        #expect(throws: RegistrationError.invalid([.passwordNeedsLetterAndDigit])) {
            try worker.register(name: "", email: "x@example.com", password: "onlyletters")
        }
        let user = try worker.register(name: "", email: "New@Example.com", password: "secret123")
        #expect(user.name == "New@Example.com", "without a name, the email stands for it")
        #expect(worker.signedInUser?.email == "new@example.com")
        #expect(try AccountsWorker(dataDirectory: directory).signIn(email: "new@example.com", password: "secret123") == user)
        try? FileManager.default.removeItem(atPath: directory)
    }
}
