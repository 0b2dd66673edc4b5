import SceneRuntime
import SceneTesting
import Testing

@testable import NotesList

@Suite struct NotesListSceneTests {
    @Test func aNoteAddedAndOpenedPassesItsIDToTheNote() throws {
        let directory = TemporaryDataDirectory()
        let note = StandInScene.module(
            named: "NoteDetail",
            interface: SceneInterface(inputs: [.init(name: "noteID", type: .integer, isRequired: true)], outputs: []))
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "NotesList", "scenes": [
                  { "id": "NotesList", "module": "NotesList", "title": "Notes", "segues": [
                    { "id": "OpenNote", "to": "NoteDetail", "pass": { "noteID": { "from": "selectedNoteID" } } } ] },
                  { "id": "NoteDetail", "module": "NoteDetail", "title": "Note" } ] }
                """,
            modules: [NotesListConfigurator.module, note],
            environment: SceneEnvironment(dataDirectory: directory.path))
        try harness.start()
        try harness.perform("add", "Milk")
        try harness.perform("add", "Call Ada")
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.item(number: 1, "Milk"), .item(number: 2, "Call Ada"), .success("added \"Call Ada\"")]))
        try harness.perform("open", "2")
        #expect(harness.stackIDs == ["NotesList", "NoteDetail"])
        #expect(harness.topInputs == ["noteID": .integer(2)])
    }
}
