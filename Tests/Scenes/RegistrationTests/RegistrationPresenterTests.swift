import AccountsDomain
import SceneStore
import Testing

@testable import Registration

@Suite struct RegistrationPresenterTests {
    final class RegistrationViewInputSpy: RegistrationViewInput {
        var shownStates: [RegistrationViewState] = []

        func show(_ state: RegistrationViewState) {
            shownStates.append(state)
        }
    }

    /// Records the requests and answers the way it is told, as the real Interactor would.
    final class RegistrationInteractorInputSpy: RegistrationInteractorInput {
        struct Request: Equatable {
            let name: String
            let email: String
            let password: String
        }

        weak var output: (any RegistrationInteractorOutput)?
        var outcome: Result<User, RegistrationError>?
        var requests: [Request] = []
        var unfinishedEmail: String?

        func register(name: String, email: String, password: String) throws {
            requests.append(Request(name: name, email: email, password: password))
            switch outcome {
            case .success(let user): try output?.didRegister(user)
            case .failure(let error): output?.didFailToRegister(error)
            case nil: break
            }
        }
    }

    final class RegistrationWireframeSpy: RegistrationWireframe {
        struct NavigationFailed: Error {}

        var routeToHomeCount = 0
        var fails = false

        func routeToHome() throws {
            routeToHomeCount += 1
            if fails { throw NavigationFailed() }
        }
    }

    static let hints = [
        "email: name@example.com, not already registered",
        "password: at least 8 characters, with a letter and a digit",
    ]

    let view = RegistrationViewInputSpy()
    let interactor = RegistrationInteractorInputSpy()
    let wireframe = RegistrationWireframeSpy()

    private func makeSUT() -> RegistrationPresenter {
        let sut = RegistrationPresenter()
        sut.view = view
        sut.interactor = interactor
        sut.wireframe = wireframe
        interactor.output = sut
        return sut
    }

    @Test func viewDidLoadShowsTheRulesWithoutErrors() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewDidLoad()
        // Then
        #expect(view.shownStates == [RegistrationViewState(hints: Self.hints, errors: [])])
        #expect(interactor.requests.isEmpty)
        #expect(wireframe.routeToHomeCount == 0)
    }

    @Test func didRequestRegistrationAsksTheInteractorToRegister() throws {
        // Given
        let sut = makeSUT()
        // When
        try sut.didRequestRegistration(name: "Ada Lovelace", email: "ada@example.com", password: "analytical1")
        // Then
        #expect(
            interactor.requests == [.init(name: "Ada Lovelace", email: "ada@example.com", password: "analytical1")]
        )
    }

    @Test func didRegisterClearsTheErrorsAndAsksTheWireframeForHome() throws {
        // Given
        let sut = makeSUT()
        // When
        try sut.didRegister(AccountsWorker.demoUser)
        // Then
        #expect(view.shownStates == [RegistrationViewState(hints: Self.hints, errors: [])])
        #expect(wireframe.routeToHomeCount == 1)
    }

    @Test func didRegisterPassesOnWhatTheWireframeThrows() {
        // Given
        let sut = makeSUT()
        wireframe.fails = true
        // When / Then
        #expect(throws: RegistrationWireframeSpy.NavigationFailed.self) {
            try sut.didRegister(AccountsWorker.demoUser)
        }
        #expect(wireframe.routeToHomeCount == 1)
    }

    @Test func didFailToRegisterWordsEveryBrokenRule() {
        // Given
        let sut = makeSUT()
        // When
        sut.didFailToRegister(
            .invalid([.invalidEmail, .emailTaken, .passwordTooShort, .passwordNeedsLetterAndDigit]))
        // Then
        #expect(
            view.shownStates == [
                RegistrationViewState(
                    hints: Self.hints,
                    errors: [
                        "enter an email address like name@example.com",
                        "an account with this email exists; sign in instead",
                        "the password needs at least 8 characters",
                        "the password needs a letter and a digit",
                    ])
            ])
        #expect(wireframe.routeToHomeCount == 0)
    }

    @Test func didFailToRegisterWordsAStorageProblem() {
        // Given
        let sut = makeSUT()
        // When
        sut.didFailToRegister(.storage(.unwritable(file: "users.json", reason: "disk full")))
        // Then
        #expect(
            view.shownStates == [
                RegistrationViewState(
                    hints: Self.hints, errors: ["could not save the account: users.json could not be saved: disk full"])
            ])
        #expect(wireframe.routeToHomeCount == 0)
    }

    // MARK: The whole cycle: View → Presenter → Interactor → Presenter → View (→ wireframe)

    @Test func aRefusedRegistrationComesBackToTheViewAsErrors() throws {
        // Given
        let sut = makeSUT()
        interactor.outcome = .failure(.invalid([.passwordTooShort]))
        sut.viewDidLoad()
        // When
        try sut.didRequestRegistration(name: "", email: "ada@example.com", password: "short1")
        // Then
        #expect(interactor.requests == [.init(name: "", email: "ada@example.com", password: "short1")])
        #expect(view.shownStates.last?.errors == ["the password needs at least 8 characters"])
        #expect(wireframe.routeToHomeCount == 0)
    }

    @Test func anAcceptedRegistrationClearsTheErrorsAndGoesHome() throws {
        // Given a first attempt that failed
        let sut = makeSUT()
        interactor.outcome = .failure(.invalid([.invalidEmail]))
        try sut.didRequestRegistration(name: "Ada", email: "ada", password: "analytical1")
        interactor.outcome = .success(AccountsWorker.demoUser)
        // When
        try sut.didRequestRegistration(name: "Ada", email: "ada@example.com", password: "analytical1")
        // Then
        #expect(view.shownStates.map(\.errors) == [["enter an email address like name@example.com"], []])
        #expect(wireframe.routeToHomeCount == 1)
    }

    @Test func presenterHoldsTheViewWeakly() {
        // Given
        let sut = RegistrationPresenter()
        var spy: RegistrationViewInputSpy? = RegistrationViewInputSpy()
        weak let weakSpy = spy
        sut.view = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        sut.viewDidLoad()
        #expect(sut.view == nil)
    }
}
