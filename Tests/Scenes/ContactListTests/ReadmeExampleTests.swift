import ContactsDomain
import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactList

/// The example of the README's "Testing scenes" section, kept compiling and passing.
@Suite @MainActor struct ReadmeExampleTests {
    final class ShowContactSpy: ShowContactDataStore {
        var contact: Contact?
    }

    let temporaryDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path

    @Test func selectingAContactPassesItToShowContact() throws {
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "List", "scenes": [
                  { "id": "List", "module": "ContactList", "title": "Contacts",
                    "segues": [ { "id": "ViewContact", "to": "Detail" }, { "id": "AddContact", "to": "Detail" } ] },
                  { "id": "Detail", "module": "Detail", "title": "Contact" } ] }
                """,
            modules: [ContactListConfigurator.module, StandInScene.module(named: "Detail") { ShowContactSpy() }],
            environment: SceneEnvironment(dataDirectory: temporaryDirectory))
        try harness.start()
        try harness.navigator.topScene?.perform(action: "select", arguments: ["1"])
        #expect(try harness.topDataStore(as: ShowContactSpy.self).contact?.firstName == "ada")
        try? FileManager.default.removeItem(atPath: temporaryDirectory)
    }
}
