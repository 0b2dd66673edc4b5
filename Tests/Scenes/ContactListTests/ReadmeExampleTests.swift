import ContactsDomain
import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactList

/// The example of the Testing article ("Testing scenes"), kept compiling and passing.
@Suite struct ReadmeExampleTests {
    let temporaryDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path

    @Test func selectingAContactPassesItsIDToShowContact() throws {
        let detail = StandInScene.module(
            named: "Detail",
            interface: SceneInterface(inputs: [.init(name: "contactID", type: .integer, isRequired: true)], outputs: []))
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "List", "scenes": [
                  { "id": "List", "module": "ContactList", "title": "Contacts", "segues": [
                    { "id": "ViewContact", "to": "Detail", "pass": { "contactID": { "from": "selectedContactID" } } },
                    { "id": "AddContact", "to": "Detail", "pass": { "contactID": { "value": 0 } } } ] },
                  { "id": "Detail", "module": "Detail", "title": "Contact" } ] }
                """,
            modules: [ContactListConfigurator.module, detail],
            environment: SceneEnvironment(dataDirectory: temporaryDirectory))
        try harness.start()
        try harness.perform("select", "1")
        #expect(harness.topInputs == ["contactID": .integer(3)])  // ada lovelace, first by name
        try? FileManager.default.removeItem(atPath: temporaryDirectory)
    }
}
