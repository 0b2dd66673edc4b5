import Foundation
import NotesDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import NoteDetail

@Suite struct NoteDetailRouterTests {
    static let note = Note(
        id: 2, title: "VIPER", body: "The Presenter asks the wireframe to navigate.",
        date: Date(timeIntervalSince1970: 1_700_086_400))

    /// NoteDetail leads nowhere, so it is tested as the destination of a stand-in list that offers
    /// a note's id, as the notes list does.
    static let storyboard = """
        { "version": 2, "initial": "Notes", "scenes": [
          { "id": "Notes", "module": "NoteSender", "title": "Notes",
            "segues": [ { "id": "OpenNote", "to": "NoteDetail", "style": "push",
                          "pass": { "noteID": { "from": "selectedNoteID" } } } ] },
          { "id": "NoteDetail", "module": "NoteDetail", "title": "Note" } ] }
        """

    static let noteSender = StandInScene.module(
        named: "NoteSender",
        interface: SceneInterface(inputs: [], outputs: [.init(name: "selectedNoteID", type: .integer)]))

    let data = TemporaryDataDirectory()

    private func makeHarness(storyboard: String = Self.storyboard) throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: storyboard,
            modules: [NoteDetailConfigurator.module, Self.noteSender],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    /// Starts on the list, which offers the note `id` (VIPER, 2, in a new data directory).
    private func start(_ harness: NavigatorHarness, sending id: Int = Self.note.id) throws {
        try harness.start()
        try harness.topDataStore(as: StandInValues.self).outputs["selectedNoteID"] = .integer(id)
    }

    @Test func theDetailShowsTheNoteWhoseIDIsPassedBeforeItLoads() throws {
        // Given
        let harness = try makeHarness()
        try start(harness)
        // When
        try harness.navigator.performSegue("OpenNote")
        // Then
        #expect(harness.stackIDs == ["Notes", "NoteDetail"])
        #expect(harness.topInputs == ["noteID": .integer(2)])
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .field(label: "Written", value: "Wednesday, 15 November 2023 at 22:13 UTC"),
                    .blank, .text("The Presenter asks the wireframe to navigate."),
                ]))
        #expect(harness.navigator.topScene?.currentTitle == "VIPER", "the note's title is the scene's")
    }

    @Test func theDetailOfNoNoteSaysSo() throws {
        // Given
        let harness = try makeHarness()
        try start(harness, sending: 99)
        // When
        try harness.navigator.performSegue("OpenNote")
        // Then
        #expect(harness.navigator.topScene?.screen == Screen([.placeholder("no note")]))
        #expect(harness.navigator.topScene?.currentTitle == "Note", "the storyboard's title stays")
    }

    @Test func theDetailOffersOnlyEdit() throws {
        // Given
        let harness = try makeHarness()
        try start(harness)
        try harness.navigator.performSegue("OpenNote")
        // When
        let actions = harness.navigator.topScene?.actions
        // Then
        #expect(actions?.map(\.name) == ["edit"])
    }

    @Test func backFromTheDetailReleasesIt() throws {
        // Given
        let harness = try makeHarness()
        try start(harness)
        try harness.navigator.performSegue("OpenNote")
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.back()
        // Then
        #expect(harness.stackIDs == ["Notes"])
        #expect(leaks.count == 4)
        #expect(leaks.alive.isEmpty)
    }

    @Test func aStoryboardCannotGiveTheDetailASegue() throws {
        // Given: the wireframe of the detail has no routes
        let storyboard = """
            { "version": 1, "initial": "NoteDetail", "scenes": [
              { "id": "NoteDetail", "module": "NoteDetail", "title": "Note",
                "segues": [ { "id": "Edit", "to": "Notes" } ] },
              { "id": "Notes", "module": "NoteSender", "title": "Notes" } ] }
            """
        // When
        let error = #expect(throws: Storyboard.LoadError.self) { try makeHarness(storyboard: storyboard) }
        // Then
        // Then: one error, in the words and with the code a person and a script read
        let errors = error?.errors ?? []
        #expect(errors.map(\.code) == ["missingRoute"])
        #expect(
            errors.map(\.message) == [
                "the router of scene 'NoteDetail' (module 'NoteDetail') has no route for segue 'Edit'"
                    + "; it registers no routes"
            ])
    }
}
