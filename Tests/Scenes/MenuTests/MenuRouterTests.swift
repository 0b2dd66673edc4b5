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
            { "id": "Contacts", "to": "Contacts" }, { "id": "Notes", "to": "Notes", "style": "modal" } ] },
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
            throws: ActionError.outOfRange(action: "open", name: "NUMBER", value: "3", range: 1...2)
        ) { try harness.perform("open", "3") }
        #expect(harness.stackIDs == ["Menu"])
    }

    @Test func theMenuShowsOneNumberedItemPerSegue() throws {
        let harness = try harness()
        try harness.start()
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .placeholder("Nobody is signed in"), .blank, .item(number: 1, "Contacts"), .item(number: 2, "Notes"),
                ]))
    }
}
