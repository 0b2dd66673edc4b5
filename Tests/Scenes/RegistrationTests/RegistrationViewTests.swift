import SceneRuntime
import SceneTesting
import Testing

@testable import Registration

/// The View (VIPER) tells its Presenter when it loads and what the user typed, asks it whether it
/// may be left, and shows the state the Presenter gives it.
@Suite struct RegistrationViewTests {
    final class RegistrationViewOutputSpy: RegistrationViewOutput {
        var viewDidLoadCalled = false
        var registrations: [(name: String, email: String, password: String)] = []
        var question: String?

        func viewDidLoad() {
            viewDidLoadCalled = true
        }

        func didRequestRegistration(name: String, email: String, password: String) throws {
            registrations.append((name, email, password))
        }

        func leaveQuestion() -> String? {
            question
        }
    }

    let presenter = RegistrationViewOutputSpy()

    /// The View, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (RegistrationView, NavigatorHarness) {
        let sut = RegistrationView()
        sut.output = presenter
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewDidLoadTellsThePresenter() throws {
        // Given / When
        _ = try makeSUT()
        // Then
        #expect(presenter.viewDidLoadCalled)
    }

    @Test func registerTellsThePresenterTheEmailThePasswordAndTheWholeName() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try #require(harness.navigator.topScene).perform(
            action: "register", arguments: ["ada@example.com", "secret12", "Ada", "King"])
        // Then
        #expect(presenter.registrations.map(\.email) == ["ada@example.com"])
        #expect(presenter.registrations.map(\.password) == ["secret12"])
        #expect(presenter.registrations.map(\.name) == ["Ada King"])
    }

    @Test func showDisplaysTheHintsAndTheErrors() throws {
        // Given
        let (sut, _) = try makeSUT()
        // When
        sut.show(RegistrationViewState(hints: ["a password has 8 characters or more"], errors: ["email is taken"]))
        // Then
        #expect(
            sut.screen
                == Screen([
                    .text("Type 'register EMAIL'; your password is then asked for, and not shown."),
                    .text("To add your name: 'register EMAIL *** NAME' (*** stands for the password, asked for next)."),
                    .placeholder("a password has 8 characters or more"), .error("email is taken"),
                ]))
    }

    @Test func theLeaveQuestionIsThePresenters() throws {
        // Given
        let (sut, _) = try makeSUT()
        let request = LeaveRequest(kind: .back, destination: "Menu")
        // When / Then
        #expect(sut.reasonToStay(request) == nil)
        presenter.question = "Leave sign-up? ada@example.com is not registered yet."
        #expect(sut.reasonToStay(request) == "Leave sign-up? ada@example.com is not registered yet.")
    }
}
