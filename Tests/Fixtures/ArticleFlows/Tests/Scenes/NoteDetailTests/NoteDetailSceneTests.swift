import Notes
import SceneRuntime
import SceneTesting
import Testing

@testable import NoteDetail

@Suite struct NoteDetailSceneTests {
    @Test func itShowsTheNoteItsInputNamesAndIsFreedWhenLeft() throws {
        let directory = TemporaryDataDirectory()
        _ = try NotesWorker(dataDirectory: directory.path).add(title: "Milk")
        let harness = try NavigatorHarness(
            showing: NoteDetailConfigurator.module, inputs: ["noteID": 1],
            environment: SceneEnvironment(dataDirectory: directory.path))
        let leaks = LeakTracker()
        do {
            let scene = try #require(harness.navigator.topScene)
            #expect(scene.screen == Screen([.text("Note 1: Milk"), .text("Type 'back' for the list.")]))
            #expect(scene.currentTitle == "Milk")
            leaks.trackParts(of: scene)
        }
        try harness.navigator.replaceRoot(with: "NoteDetail", inputs: ["noteID": .integer(1)])
        #expect(leaks.alive.isEmpty)
    }
}
