import AccountsDomain
import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import Registration

/// Sign-up asks before it is left once an attempt created no account (it is half filled), and
/// not before one, nor after the account is created.
@Suite struct RegistrationLeaveTests {
    static let storyboard = """
        { "version": 1, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "Menu", "title": "Menu",
            "segues": [ { "id": "SignUp", "to": "Registration", "style": "push" } ] },
          { "id": "Registration", "module": "Registration", "title": "Sign up",
            "segues": [ { "id": "Home", "to": "Home", "style": "replace" } ] },
          { "id": "Home", "module": "Home", "title": "Home" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                StandInScene.moduleRoutingEverySegue(named: "Menu"), RegistrationConfigurator.module,
                StandInScene.module(named: "Home") { RegistrationRouterTests.HomeDataStoreSpy() },
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        try harness.navigator.performSegue("SignUp")
        return harness
    }

    private func reason(_ harness: NavigatorHarness) throws -> String? {
        try #require(harness.topViewController(as: RegistrationView.self))
            .reasonToStay(LeaveRequest(kind: .back, destination: "Menu"))
    }

    @Test func anUntouchedSignUpMayBeLeft() throws {
        let harness = try makeHarness()
        #expect(try reason(harness) == nil)
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Menu"])
    }

    @Test func aRefusedAttemptAsksAndStays() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("register", "ada@example.com", "short")
        // Then
        let question = "Leave sign-up? ada@example.com is not registered yet."
        #expect(try reason(harness) == question)
        #expect(throws: NavigationError.leaveRefused(scene: "Registration", reason: question, destination: "Menu")) {
            try harness.navigator.back()
        }
        #expect(harness.stackIDs == ["Menu", "Registration"])
        try harness.navigator.popToRoot(force: true)
        #expect(harness.stackIDs == ["Menu"])
    }

    /// An address that is taken or not an address cannot be registered: leaving loses nothing,
    /// so nothing asks (the screen says why the attempt failed).
    @Test(arguments: ["demo@example.com", "not-an-address"])
    func anAttemptWhoseAddressCannotBeRegisteredMayBeLeft(_ email: String) throws {
        let harness = try makeHarness()
        if email == "demo@example.com" {
            try harness.perform("register", email, "analytical1")
            try harness.navigator.replaceRoot(with: "Menu", force: true)
            try harness.navigator.performSegue("SignUp")
        }
        try harness.perform("register", email, "analytical1")
        #expect(harness.stackIDs == ["Menu", "Registration"], "the attempt was refused")
        #expect(try reason(harness) == nil)
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Menu"])
    }

    @Test func aCreatedAccountGoesHomeWithoutAsking() throws {
        // Given a refused attempt, then one that works
        let harness = try makeHarness()
        let view = try #require(harness.topViewController(as: RegistrationView.self))
        try harness.perform("register", "ada@example.com", "short")
        // When
        try harness.perform("register", "ada@example.com", "analytical1")
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(view.reasonToStay(LeaveRequest(kind: .quit, destination: nil)) == nil)
    }
}
