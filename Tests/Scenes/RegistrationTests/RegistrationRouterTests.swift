import AccountsDomain
import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import Registration

@Suite struct RegistrationRouterTests {
    /// Home's DataStore, as the stand-in Home scene exposes it.
    final class HomeDataStoreSpy: HomeDataStore {
        var user: User?
    }

    static let storyboard = """
        { "version": 1, "initial": "Registration", "scenes": [
          { "id": "Registration", "module": "Registration", "title": "Sign up",
            "segues": [ { "id": "Home", "to": "Home", "style": "replace" } ] },
          { "id": "Home", "module": "Home", "title": "Home" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [RegistrationConfigurator.module, StandInScene.module(named: "Home") { HomeDataStoreSpy() }],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
        try harness.start()
        return harness
    }

    @Test func theSignUpScreenShowsTheRules() throws {
        // Given / When
        let harness = try makeHarness()
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .text("Type 'register EMAIL'; your password is then asked for, and not shown."),
                    .text("To add your name: 'register EMAIL *** NAME' (*** stands for the password, asked for next)."),
                    .placeholder("email: name@example.com, not already registered"),
                    .placeholder("password: at least 8 characters, with a letter and a digit"),
                ]))
    }

    @Test func registeringReplacesTheStackWithHomeAndPassesTheNewUser() throws {
        // Given
        let harness = try makeHarness()
        // When
        try #require(harness.navigator.topScene).perform(
            action: "register", arguments: ["Ada@Example.com", "analytical1", "Ada", "Lovelace"])
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(harness.navigator.topScene?.presentation == .root)
        let home = try harness.topDataStore(as: HomeDataStoreSpy.self)
        let user = try #require(home.user)
        #expect(user.name == "Ada Lovelace")
        #expect(user.email == "ada@example.com")
        #expect(AccountsWorker(dataDirectory: data.path).signedInUser == user)
    }

    @Test func registeringReleasesTheRegistrationScene() throws {
        // Given
        let harness = try makeHarness()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.perform("register", "ada@example.com", "analytical1")
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(leaks.alive.isEmpty)
    }

    @Test func aRefusedRegistrationStaysAndShowsTheErrors() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("register", "ada", "short")
        // Then
        #expect(harness.stackIDs == ["Registration"])
        let errors = harness.navigator.topScene?.screen.lines.filter {
            if case .error = $0 { true } else { false }
        }
        #expect(
            errors == [
                .error("enter an email address like name@example.com"),
                .error("the password needs at least 8 characters"),
                .error("the password needs a letter and a digit"),
            ])
        #expect(AccountsWorker(dataDirectory: data.path).user(withEmail: "ada") == nil)
    }

    @Test func aTakenEmailStaysAndSuggestsSigningIn() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("register", "demo@example.com", "password2")
        // Then
        #expect(harness.stackIDs == ["Registration"])
        #expect(harness.navigator.topScene?.screen.lines.last == .error("an account with this email exists; sign in instead"))
    }

    @Test func aSecondAttemptAfterAnErrorGoesHome() throws {
        // Given
        let harness = try makeHarness()
        try harness.perform("register", "demo@example.com", "password2")
        // When
        try harness.perform("register", "grace@example.com", "cobol1959")
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(try harness.topDataStore(as: HomeDataStoreSpy.self).user?.email == "grace@example.com")
    }

    @Test func registerNeedsAnEmailAndAPassword() throws {
        // Given
        let harness = try makeHarness()
        // When / Then
        #expect(
            throws: ActionError.missingArgument(
                action: "register", name: "PASSWORD", usage: "register EMAIL PASSWORD [NAME...]")
        ) {
            try harness.perform("register", "ada@example.com")
        }
        #expect(harness.stackIDs == ["Registration"])
    }
}
