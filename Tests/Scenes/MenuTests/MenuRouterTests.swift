import AccountsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import Menu

@Suite struct MenuRouterTests {
    final class AnyDataStore {}

    /// Menu reads who is signed in from the data directory: a new one each test, never the current one.
    let data = TemporaryDataDirectory()

    static let storyboard = """
        { "version": 1, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [
            { "id": "Contacts", "to": "Contacts" }, { "id": "Notes", "to": "Notes", "style": "modal" },
            { "id": "SignIn", "to": "Contacts" } ] },
          { "id": "Contacts", "module": "Contacts", "title": "Contacts" },
          { "id": "Notes", "module": "Notes", "title": "Notes" } ] }
        """

    private func harness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                MenuConfigurator.module, StandInScene.module(named: "Contacts") { AnyDataStore() },
                StandInScene.module(named: "Notes") { AnyDataStore() },
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
    }

    @Test func openPerformsTheSegueOfTheEntry() throws {
        // Given
        let harness = try harness()
        try harness.start()
        // When
        try harness.perform("open", "2")
        // Then
        #expect(harness.stackIDs == ["Menu", "Notes"])
        #expect(harness.navigator.topScene?.presentation == .modal)
    }

    @Test func openRefusesANumberThatIsNotOnTheMenu() throws {
        let harness = try harness()
        try harness.start()
        #expect(
            throws: ActionError.outOfRange(action: "open", name: "NUMBER", value: "4", range: 1...3)
        ) { try harness.perform("open", "4") }
        #expect(harness.stackIDs == ["Menu"])
    }

    @Test func theMenuShowsOneNumberedItemPerSegue() throws {
        let harness = try harness()
        try harness.start()
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .placeholder("Nobody is signed in"), .blank, .item(number: 1, "Contacts"), .item(number: 2, "Notes"),
                    .item(number: 3, "Sign in"),
                ]))
    }

    @Test func whileSomeoneIsSignedInSignInIsNeitherShownNorTaken() throws {
        // Given
        _ = try AccountsWorker(dataDirectory: data.path).register(
            name: "Ada", email: "ada@example.com", password: "password1")
        let harness = try harness()
        try harness.start()
        let menu = try #require(harness.navigator.topScene)
        // Then
        #expect(
            menu.screen
                == Screen([
                    .placeholder("Signed in as ada@example.com"), .blank, .item(number: 1, "Contacts"),
                    .item(number: 2, "Notes"),
                ]))
        #expect(menu.availableSegues.map(\.id) == ["Contacts", "Notes"])
        #expect(
            throws: NavigationError.segueUnavailable(
                segue: "SignIn", scene: "Menu", reason: "you are signed in as ada@example.com; type 'signout' first")
        ) { try harness.navigator.takeSegue("SignIn") }
        #expect(harness.stackIDs == ["Menu"])
    }
}
