import Foundation
import NotesDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import NotesList

@Suite struct NotesListRouterTests {
    /// A stand-in NoteDetail with its contract: it takes the id of the note to show.
    static let noteDetail = StandInScene.module(
        named: "NoteDetail",
        interface: SceneInterface(inputs: [.init(name: "noteID", type: .integer, isRequired: true)], outputs: []))

    static let storyboard = """
        { "version": 2, "initial": "NotesList", "scenes": [
          { "id": "NotesList", "module": "NotesList", "title": "Notes",
            "segues": [ { "id": "OpenNote", "to": "NoteDetail", "style": "push",
                          "pass": { "noteID": { "from": "selectedNoteID" } } } ] },
          { "id": "NoteDetail", "module": "NoteDetail", "title": "Note" } ] }
        """

    nonisolated static let now = Date(timeIntervalSince1970: 1_700_000_000)

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                NotesListConfigurator.module, Self.noteDetail,
            ],
            environment: SceneEnvironment(dataDirectory: data.path, now: { NotesListRouterTests.now }))
        try harness.start()
        return harness
    }

    @Test func theListShowsTheNotesOnceLoaded() throws {
        // Given / When
        let harness = try makeHarness()
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.item(number: 1, "Clean Swift (14 Nov 2023)"), .item(number: 2, "VIPER (15 Nov 2023)")]))
    }

    /// The note whose id the list passed to the stand-in NoteDetail on top.
    private func passedNote(in harness: NavigatorHarness) throws -> Note? {
        guard case .integer(let id) = try harness.topDataStore(as: StandInValues.self).inputs["noteID"] else {
            return nil
        }
        return NotesWorker(dataDirectory: data.path, now: { Self.now }).note(id: id)
    }

    @Test func openPushesTheDetailWithTheChosenNote() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("open", "2")
        // Then
        #expect(harness.stackIDs == ["NotesList", "NoteDetail"])
        #expect(harness.navigator.topScene?.presentation == .push)
        #expect(try passedNote(in: harness) == NotesWorker.samples[1])
    }

    @Test func openANoteJustAddedPassesItWithItsDate() throws {
        // Given
        let harness = try makeHarness()
        try harness.perform("add", "Groceries", "Milk", "and", "eggs")
        // When
        try harness.perform("open", "3")
        // Then
        #expect(harness.stackIDs == ["NotesList", "NoteDetail"])
        #expect(
            try passedNote(in: harness)
                == Note(id: 3, title: "Groceries", body: "Milk and eggs", date: Self.now))
    }

    @Test(arguments: ["3", "0", "-1", "-9223372036854775808", "9223372036854775807", "99999999999999999999"])
    func openANumberOutOfRangeStaysAndSaysWhy(number: String) throws {
        // Given
        let harness = try makeHarness()
        // When / Then
        #expect(throws: ActionError.outOfRange(action: "open", name: "NUMBER", value: number, range: 1...2)) {
            try harness.perform("open", number)
        }
        #expect(harness.stackIDs == ["NotesList"])
    }

    @Test func openNeedsANumber() throws {
        // Given
        let harness = try makeHarness()
        // When / Then
        #expect(
            throws: ActionError.notAWholeNumber(action: "open", name: "NUMBER", value: "two", range: 1...2)
        ) {
            try harness.perform("open", "two")
        }
        #expect(harness.stackIDs == ["NotesList"])
    }

    @Test func backFromTheDetailReleasesItAndKeepsTheList() throws {
        // Given
        let harness = try makeHarness()
        try harness.perform("open", "1")
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.back()
        // Then
        #expect(harness.stackIDs == ["NotesList"])
        #expect(leaks.alive.isEmpty)
        #expect(harness.navigator.topScene?.screen.lines.count == 2)
    }

    @Test func theListIsReleasedWhenItLeavesTheStackEvenWhileObserved() throws {
        // Given a list whose screen was rendered, so that it observes its Presenter
        let harness = try makeHarness()
        _ = harness.navigator.topScene?.screen
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.replaceRoot(with: "NoteDetail", inputs: ["noteID": .integer(1)])
        // Then
        #expect(harness.stackIDs == ["NoteDetail"])
        #expect(leaks.alive.isEmpty)
    }

    @Test func addAndDeleteShowTheirOutcome() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("add", "Groceries")
        let afterAdding = harness.navigator.topScene?.screen
        try harness.perform("delete", "1")
        let afterDeleting = harness.navigator.topScene?.screen
        // Then
        #expect(afterAdding?.lines.last == .success("added \"Groceries\""))
        #expect(
            afterDeleting
                == Screen([
                    .item(number: 1, "VIPER (15 Nov 2023)"), .item(number: 2, "Groceries (14 Nov 2023)"),
                    .success("deleted \"Clean Swift\""),
                ]))
    }
}
