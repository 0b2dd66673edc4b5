import Foundation
import NotesDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import NoteDetail

@Suite @MainActor struct NoteDetailRouterTests {
    static let note = Note(
        id: 2, title: "VIPER", body: "The Presenter asks the wireframe to navigate.",
        date: Date(timeIntervalSince1970: 1_700_086_400))

    /// NoteDetail leads nowhere, so it is tested as the destination of a list that passes it a note.
    static let storyboard = """
        { "version": 1, "initial": "Notes", "scenes": [
          { "id": "Notes", "module": "NoteSender", "title": "Notes",
            "segues": [ { "id": "OpenNote", "to": "NoteDetail", "style": "push" } ] },
          { "id": "NoteDetail", "module": "NoteDetail", "title": "Note" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness(storyboard: String = Self.storyboard, sending note: Note? = Self.note) throws
        -> NavigatorHarness
    {
        try NavigatorHarness(
            storyboard: storyboard,
            modules: [NoteDetailConfigurator.module, NoteSenderScene.module(sending: note)],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    @Test func theDetailShowsTheNotePassedInBeforeItLoads() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When
        try harness.navigator.performSegue("OpenNote")
        // Then
        #expect(harness.stackIDs == ["Notes", "NoteDetail"])
        #expect(try harness.topDataStore(as: (any NoteDetailDataStore).self).note == Self.note)
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .heading("VIPER"), .field(label: "Written", value: "Wednesday, 15 November 2023 at 22:13 UTC"),
                    .blank, .text("The Presenter asks the wireframe to navigate."),
                ]))
    }

    @Test func theDetailOfNoNoteSaysSo() throws {
        // Given
        let harness = try makeHarness(sending: nil)
        try harness.start()
        // When
        try harness.navigator.performSegue("OpenNote")
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.heading("No note"), .field(label: "Written", value: "-"), .blank, .text("")]))
    }

    @Test func theDetailOffersNoActions() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        try harness.navigator.performSegue("OpenNote")
        // When
        let actions = harness.navigator.topScene?.actions
        // Then
        #expect(actions == [])
    }

    @Test func backFromTheDetailReleasesIt() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
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
        let error = #expect(throws: StoryboardError.self) { try makeHarness(storyboard: storyboard) }
        // Then
        let problems = error?.errors.map(\.problem) ?? []
        #expect(problems.count == 1)
        guard case .missingRoute(let segue, let scene, let module, let routes, _) = problems.first else {
            Issue.record("expected a missing route, got \(problems)")
            return
        }
        #expect(segue == "Edit")
        #expect(scene == "NoteDetail")
        #expect(module == "NoteDetail")
        #expect(routes == [])
    }
}

// MARK: - A list that passes a note to NoteDetail

/// A scene module standing in for the notes list: its router passes a fixed note to the
/// destination's ``NoteDetailDataStore`` on `OpenNote`.
@MainActor private enum NoteSenderScene {
    static func module(sending note: Note?) -> SceneModule {
        SceneModule(name: "NoteSender") { _ in
            (StandInViewController(), NoteSenderRouter(dataStore: NoteSender(note: note)))
        }
    }
}

@MainActor private final class NoteSender {
    let note: Note?

    init(note: Note?) {
        self.note = note
    }
}

@MainActor private final class NoteSenderRouter: SceneRouter {
    let dataStore: NoteSender

    init(dataStore: NoteSender) {
        self.dataStore = dataStore
    }

    static let routes: RouteTable<NoteSenderRouter> = [
        "OpenNote": { router, segue in
            try segue.destinationDataStore(as: (any NoteDetailDataStore).self).note = router.dataStore.note
        }
    ]
}
