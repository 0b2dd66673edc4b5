import AccountsDomain
import Foundation
import SceneStore
import SceneTesting
import Testing

@testable import Login

@Suite struct LoginInteractorTests {
    final class LoginPresentationLogicSpy: LoginPresentationLogic {
        var presentSignInCalled = false
        var response: Login.SignIn.Response?
        var presentUserStoreCalled = false
        var userStoreResponse: Login.CheckUserStore.Response?

        func presentUserStore(response: Login.CheckUserStore.Response) {
            presentUserStoreCalled = true
            userStoreResponse = response
        }

        func presentSignIn(response: Login.SignIn.Response) {
            presentSignInCalled = true
            self.response = response
        }
    }

    func makeSUT(dataDirectory: TemporaryDataDirectory) -> (LoginInteractor, LoginPresentationLogicSpy) {
        let sut = LoginInteractor(worker: AccountsWorker(dataDirectory: dataDirectory.path))
        let spy = LoginPresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    @Test func signInWithTheRightPasswordSignsTheUserIn() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "demo@example.com", password: "password1"))
        // Then
        #expect(spy.presentSignInCalled)
        let response = try #require(spy.response)
        #expect(response.user == AccountsWorker.demoUser)
        #expect(response.error == nil)
        #expect(sut.signedInUser == AccountsWorker.demoUser)
        #expect(AccountsWorker(dataDirectory: directory.path).signedInUser == AccountsWorker.demoUser)
    }

    @Test func signInIgnoresTheCaseOfTheEmail() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "Demo@Example.COM", password: "password1"))
        // Then
        #expect(spy.response?.user?.email == "demo@example.com")
        #expect(spy.response?.error == nil)
    }

    @Test func signInAcceptsAUserWhoRegistered() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let worker = AccountsWorker(dataDirectory: directory.path)
        let registered = try worker.register(name: "Ada", email: "ada@example.com", password: "engine1843")
        try worker.signOut()
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "ada@example.com", password: "engine1843"))
        // Then
        #expect(spy.response?.user == registered)
        #expect(sut.signedInUser?.name == "Ada")
    }

    @Test func signInWithAWrongPasswordIsRefused() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "demo@example.com", password: "password2"))
        // Then
        #expect(spy.presentSignInCalled)
        #expect(spy.response?.user == nil)
        #expect(spy.response?.error == .wrongCredentials)
        #expect(sut.signedInUser == nil)
        #expect(AccountsWorker(dataDirectory: directory.path).signedInUser == nil)
    }

    @Test func signInWithAnUnknownEmailIsRefused() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "nobody@example.com", password: "password1"))
        // Then
        #expect(spy.response?.user == nil)
        #expect(spy.response?.error == .wrongCredentials, "the same error as a wrong password")
        #expect(sut.signedInUser == nil)
    }

    @Test(arguments: [("", "password1"), ("demo@example.com", ""), ("", "")])
    func signInWithoutAnEmailOrAPasswordAsksForBoth(email: String, password: String) throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: email, password: password))
        // Then
        #expect(spy.response?.user == nil)
        #expect(spy.response?.error == .missingCredentials)
        #expect(sut.signedInUser == nil)
    }

    @Test func signInReportsASessionThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.block()
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "demo@example.com", password: "password1"))
        // Then
        #expect(spy.response?.user == nil)
        #expect(
            spy.response?.error
                == .storage(.unwritable(file: "users.json", reason: "cannot create \(directory.path): a file is in the way")))
        #expect(sut.signedInUser == nil)
    }

    @Test func aCorruptUsersFileIsReportedWhenSigningInAndKeptAside() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("[{\"name\": \"Demo User\"", to: "users.json")
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.signIn(request: Login.SignIn.Request(email: "demo@example.com", password: "password1"))
        // Then
        #expect(
            spy.response?.error
                == .storage(.corrupt(file: "users.json", reason: "not valid JSON", keptAs: "users.json.corrupt-1")))
        #expect(try directory.contents(of: "users.json.corrupt-1") == "[{\"name\": \"Demo User\"")
        #expect(sut.signedInUser == nil)
    }

    @Test func checkUserStoreReportsAUserStoreThatCouldNotBeRead() throws {
        // Given a corrupt users.json
        let directory = TemporaryDataDirectory()
        try Data("not json".utf8).write(to: URL(fileURLWithPath: directory.path + "/users.json"))
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.checkUserStore(request: Login.CheckUserStore.Request())
        // Then
        #expect(spy.presentUserStoreCalled)
        #expect(
            spy.userStoreResponse?.problem
                == .corrupt(file: "users.json", reason: "not valid JSON", keptAs: "users.json.corrupt-1"))
        #expect(
            spy.userStoreResponse?.problem?.description
                == "users.json could not be read (not valid JSON); it was kept as users.json.corrupt-1 and a new one was started")
    }

    @Test func checkUserStoreSaysNothingWhenAllIsWell() throws {
        let directory = TemporaryDataDirectory()
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.checkUserStore(request: Login.CheckUserStore.Request())
        #expect(spy.presentUserStoreCalled)
        #expect(spy.userStoreResponse?.problem == nil)
    }
}
