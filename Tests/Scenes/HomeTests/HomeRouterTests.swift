import AccountsDomain
import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import Home

@Suite struct HomeRouterTests {
    /// What the stand-in Menu exposes; the menu receives no data from Home.
    final class MenuDataStoreSpy {}

    static let storyboard = """
        { "version": 2, "initial": "Home", "scenes": [
          { "id": "Home", "module": "Home", "title": "Home",
            "segues": [ { "id": "Menu", "to": "Menu", "style": "replace" } ] },
          { "id": "Menu", "module": "Menu", "title": "Menu" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [HomeConfigurator.module, StandInScene.module(named: "Menu") { MenuDataStoreSpy() }],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    private func signInDemoUser() throws {
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
    }

    @Test func homeShowsTheSignedInUserWhenItLoads() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        // When
        try harness.start()
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .placeholder("Signed in as demo@example.com"), .blank,
                    .heading("Welcome, Demo User!"), .field(label: "Email", value: "demo@example.com"),
                    .field(label: "Phone", value: "555 123 4567"),
                ]))
    }

    @Test func homeExposesItsUserThroughTheHomeDataStore() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When
        let dataStore = try harness.topDataStore(as: (any HomeDataStore).self)
        // Then
        #expect(dataStore is HomeInteractor)
        #expect(dataStore.user == nil)
    }

    @Test func signOutReplacesTheStackWithTheMenu() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.start()
        // When
        try harness.perform("signout")
        // Then
        #expect(harness.stackIDs == ["Menu"])
        #expect(harness.navigator.topScene?.presentation == .root)
        #expect(harness.topViewController(as: StandInViewController.self)?.events == [.didLoad, .willAppear, .didAppear])
        #expect(AccountsWorker(dataDirectory: data.path).signedInUser == nil)
    }

    @Test func signOutReleasesTheHomeScene() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.start()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.perform("signout")
        // Then
        #expect(leaks.count == 4)
        #expect(leaks.alive.isEmpty)
    }

    @Test func signOutThatCannotBeSavedStaysHomeAndShowsTheError() throws {
        // Given a session file that cannot be replaced: a directory that is not empty
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.start()
        try FileManager.default.removeItem(atPath: data.file("session.json"))
        try FileManager.default.createDirectory(
            atPath: data.file("session.json/keep"), withIntermediateDirectories: true)
        // When
        try harness.perform("signout")
        // Then
        #expect(harness.stackIDs == ["Home"])
        let last = try #require(harness.navigator.topScene?.screen.lines.last)
        guard case .error(let message) = last else {
            Issue.record("expected an error line, got \(last)")
            return
        }
        #expect(message.hasPrefix("could not sign out: session.json is a directory, not a regular file"))
    }

    @Test func signOutTakesNoArguments() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.start()
        // When / Then
        #expect(throws: ActionError.tooManyArguments(action: "signout", usage: "signout")) {
            try harness.perform("signout", "now")
        }
        #expect(harness.stackIDs == ["Home"])
        #expect(AccountsWorker(dataDirectory: data.path).signedInUser?.email == "demo@example.com")
    }
}
