import AccountsDomain
import Foundation
import SceneTesting
import Testing

@testable import Registration

@Suite struct RegistrationInteractorTests {
    final class RegistrationInteractorOutputSpy: RegistrationInteractorOutput {
        var registeredUsers: [User] = []
        var failures: [RegistrationError] = []

        func didRegister(_ user: User) throws {
            registeredUsers.append(user)
        }

        func didFailToRegister(_ error: RegistrationError) {
            failures.append(error)
        }
    }

    let data = TemporaryDataDirectory()

    private func makeSUT() -> (sut: RegistrationInteractor, spy: RegistrationInteractorOutputSpy) {
        let sut = RegistrationInteractor(worker: AccountsWorker(dataDirectory: data.path))
        let spy = RegistrationInteractorOutputSpy()
        sut.output = spy
        return (sut, spy)
    }

    @Test func registerCreatesTheUserSignsThemInAndTellsTheOutput() throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        try sut.register(name: "Ada Lovelace", email: "Ada@Example.com", password: "analytical1")
        // Then
        #expect(spy.failures.isEmpty)
        let user = try #require(spy.registeredUsers.first)
        #expect(spy.registeredUsers.count == 1)
        #expect(user.name == "Ada Lovelace")
        #expect(user.email == "ada@example.com")
        #expect(sut.registeredUser == user)
        let accounts = AccountsWorker(dataDirectory: data.path)
        #expect(accounts.user(withEmail: "ada@example.com") == user)
        #expect(accounts.signedInUser == user)
    }

    @Test func registerWithoutANameNamesTheUserAfterTheEmail() throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        try sut.register(name: "", email: "grace@example.com", password: "cobol1959")
        // Then
        #expect(spy.registeredUsers.map(\.name) == ["grace@example.com"])
    }

    @Test(arguments: [
        ("not-an-email", "password1", [RegistrationRules.Problem.invalidEmail]),
        ("ada@example", "password1", [.invalidEmail]),
        ("ada@example.com", "pass1", [.passwordTooShort]),
        ("ada@example.com", "password", [.passwordNeedsLetterAndDigit]),
        ("ada@example.com", "12345678", [.passwordNeedsLetterAndDigit]),
        ("ada at example.com", "abc", [.invalidEmail, .passwordTooShort, .passwordNeedsLetterAndDigit]),
    ])
    func registerRefusesAnEmailOrPasswordThatBreaksTheRules(
        email: String, password: String, problems: [RegistrationRules.Problem]
    ) throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        try sut.register(name: "Ada", email: email, password: password)
        // Then
        #expect(spy.failures == [.invalid(problems)])
        #expect(spy.registeredUsers.isEmpty)
        #expect(sut.registeredUser == nil)
        #expect(AccountsWorker(dataDirectory: data.path).signedInUser == nil)
    }

    @Test func registerRefusesAnEmailThatIsTakenWhateverItsCase() throws {
        // Given the demo user of a new data directory
        let (sut, spy) = makeSUT()
        // When
        try sut.register(name: "Someone", email: "DEMO@example.com", password: "password2")
        // Then
        #expect(spy.failures == [.invalid([.emailTaken])])
        #expect(spy.registeredUsers.isEmpty)
        #expect(AccountsWorker(dataDirectory: data.path).user(withEmail: "demo@example.com")?.name == "Demo User")
    }

    @Test func registerRefusesTheSameEmailTwice() throws {
        // Given
        let (sut, spy) = makeSUT()
        try sut.register(name: "Ada", email: "ada@example.com", password: "analytical1")
        // When
        try sut.register(name: "Another Ada", email: "ada@example.com", password: "analytical2")
        // Then
        #expect(spy.registeredUsers.map(\.name) == ["Ada"])
        #expect(spy.failures == [.invalid([.emailTaken])])
    }

    @Test func registerPassesOnWhatTheOutputThrows() throws {
        // Given an output that fails to go on after the registration
        struct NavigationFailed: Error {}
        final class ThrowingOutput: RegistrationInteractorOutput {
            func didRegister(_ user: User) throws { throw NavigationFailed() }
            func didFailToRegister(_ error: RegistrationError) {}
        }
        let sut = RegistrationInteractor(worker: AccountsWorker(dataDirectory: data.path))
        let output = ThrowingOutput()
        sut.output = output
        // When / Then
        #expect(throws: NavigationFailed.self) {
            try sut.register(name: "Ada", email: "ada@example.com", password: "analytical1")
        }
        #expect(sut.registeredUser?.email == "ada@example.com")
    }

    @Test func interactorHoldsItsOutputWeakly() {
        // Given
        let sut = RegistrationInteractor(worker: AccountsWorker(dataDirectory: data.path))
        var spy: RegistrationInteractorOutputSpy? = RegistrationInteractorOutputSpy()
        weak let weakSpy = spy
        sut.output = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.output == nil)
    }
}
