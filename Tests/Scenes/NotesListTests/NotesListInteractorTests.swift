import Foundation
import NotesDomain
import SceneStore
import SceneTesting
import Testing

@testable import NotesList

@Suite struct NotesListInteractorTests {
    final class NotesListInteractorOutputSpy: NotesListInteractorOutput {
        var changes: [(notes: [Note], event: NotesListEvent?)] = []
        var problems: [NotesListProblem] = []

        func notesChanged(_ notes: [Note], event: NotesListEvent?) {
            changes.append((notes, event))
        }

        func failed(_ problem: NotesListProblem) {
            problems.append(problem)
        }
    }

    nonisolated static let now = Date(timeIntervalSince1970: 1_700_200_000)

    let data = TemporaryDataDirectory()

    private func makeWorker() -> NotesWorker {
        NotesWorker(dataDirectory: data.path, now: { NotesListInteractorTests.now })
    }

    /// The interactor, with the list shown to the user (unless `shown` is false) and the spy's
    /// records of showing it cleared.
    private func makeSUT(shown: Bool = true) -> (sut: NotesListInteractor, spy: NotesListInteractorOutputSpy) {
        let sut = NotesListInteractor(worker: makeWorker())
        let spy = NotesListInteractorOutputSpy()
        sut.output = spy
        if shown {
            sut.loadNotes()
            spy.changes = []
            spy.problems = []
        }
        return (sut, spy)
    }

    // MARK: Load

    @Test func loadNotesGivesTheSamplesOfANewDataDirectory() {
        // Given
        let (sut, spy) = makeSUT(shown: false)
        // When
        sut.loadNotes()
        // Then
        #expect(spy.changes.count == 1)
        #expect(spy.changes.first?.notes == NotesWorker.samples)
        #expect(spy.changes.first?.event == nil)
        #expect(spy.problems.isEmpty)
    }

    @Test func loadNotesReportsAnUnreadableFileAndGoesOnWithNoNotes() throws {
        // Given
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: data.file("notes.json")))
        let (sut, spy) = makeSUT(shown: false)
        // When
        sut.loadNotes()
        // Then
        #expect(spy.changes.first?.notes == [])
        #expect(
            spy.problems == [
                .storage(.corrupt(file: "notes.json", reason: "not valid JSON", keptAs: "notes.json.corrupt-1"))
            ])
    }

    // MARK: Add

    @Test func addNoteSavesANoteDatedNowAndReportsIt() throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.addNote(title: "Groceries", body: "Milk and eggs")
        // Then
        let added = Note(id: 3, title: "Groceries", body: "Milk and eggs", date: Self.now)
        #expect(spy.problems.isEmpty)
        let change = try #require(spy.changes.first)
        #expect(change.event == .added(added))
        #expect(change.notes == NotesWorker.samples + [added])
        #expect(makeWorker().fetchNotes() == NotesWorker.samples + [added])
    }

    @Test(arguments: ["", "   ", "\t\n"])
    func addNoteRefusesAnEmptyTitle(title: String) {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.addNote(title: title, body: "a body without a title")
        // Then
        #expect(spy.problems == [.emptyTitle])
        #expect(spy.changes.isEmpty)
        #expect(makeWorker().fetchNotes() == NotesWorker.samples)
    }

    // MARK: Delete

    @Test func deleteNoteRemovesTheNoteOfThatNumber() throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.deleteNote(number: 1)
        // Then
        #expect(spy.problems.isEmpty)
        let change = try #require(spy.changes.first)
        #expect(change.event == .deleted(NotesWorker.samples[0]))
        #expect(change.notes == [NotesWorker.samples[1]])
        #expect(makeWorker().fetchNotes() == [NotesWorker.samples[1]])
    }

    @Test(arguments: [0, 3, -1, Int.min, Int.max])
    func deleteNoteRefusesANumberOutOfRange(number: Int) {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.deleteNote(number: number)
        // Then
        #expect(spy.problems == [.noSuchNote(count: 2)])
        #expect(spy.changes.isEmpty)
        #expect(makeWorker().fetchNotes() == NotesWorker.samples)
    }

    // MARK: Select

    @Test func selectNoteChoosesTheNoteOfThatNumber() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        let selected = sut.selectNote(number: 2)
        // Then
        #expect(selected)
        #expect(sut.selectedNote == NotesWorker.samples[1])
        #expect(spy.problems.isEmpty)
    }

    @Test(arguments: [0, 3, Int.min, Int.max])
    func selectNoteRefusesANumberOutOfRange(number: Int) {
        // Given
        let (sut, spy) = makeSUT()
        // When
        let selected = sut.selectNote(number: number)
        // Then
        #expect(!selected)
        #expect(sut.selectedNote == nil)
        #expect(spy.problems == [.noSuchNote(count: 2)])
    }

    @Test func selectNoteWithoutNotesSaysThereAreNone() {
        // Given
        let (sut, spy) = makeSUT()
        sut.deleteNote(number: 2)
        sut.deleteNote(number: 1)
        // When
        let selected = sut.selectNote(number: 1)
        // Then
        #expect(!selected)
        #expect(spy.changes.last?.notes == [])
        #expect(spy.problems == [.noSuchNote(count: 0)])
    }

    // MARK: Acting on the note shown

    @Test func openAndDeleteActOnTheNoteShownEvenWhenTheListChangedElsewhere() throws {
        // Given the list shown, then another worker deletes note 1 and adds a note
        let (sut, spy) = makeSUT()
        let elsewhere = makeWorker()
        try elsewhere.delete(NotesWorker.samples[0])
        let added = try elsewhere.add(title: "Elsewhere", body: "")
        // When the user opens number 2, as shown
        // Then it is VIPER, now first in the file
        #expect(sut.selectNote(number: 2))
        #expect(sut.selectedNote == NotesWorker.samples[1])
        // When the user deletes number 1, as shown
        sut.deleteNote(number: 1)
        // Then the list says Clean Swift is gone, shows the notes as they are, and deletes nothing
        #expect(spy.problems == [.gone(NotesWorker.samples[0])])
        #expect(spy.changes.last?.notes == [NotesWorker.samples[1], added])
        #expect(makeWorker().fetchNotes() == [NotesWorker.samples[1], added])
        #expect(added.id == 3, "the id of the deleted note is not given again")
    }

    @Test func openANoteDeletedElsewhereSaysItIsGoneAndRefreshes() throws {
        // Given
        let (sut, spy) = makeSUT()
        try makeWorker().delete(NotesWorker.samples[0])
        // When
        let selected = sut.selectNote(number: 1)
        // Then
        #expect(!selected)
        #expect(sut.selectedNote == nil)
        #expect(spy.problems == [.gone(NotesWorker.samples[0])])
        #expect(spy.changes.last?.notes == [NotesWorker.samples[1]])
    }

    @Test func aNoteAddedElsewhereIsShownWhenTheListIsLoadedAgain() throws {
        // Given
        let (sut, spy) = makeSUT()
        _ = try makeWorker().add(title: "Elsewhere", body: "")
        // When
        sut.loadNotes()
        // Then
        #expect(spy.changes.last?.notes.map(\.title) == ["Clean Swift", "VIPER", "Elsewhere"])
        #expect(sut.selectNote(number: 3))
        #expect(sut.selectedNote?.title == "Elsewhere")
    }

    @Test func aFileThatTurnsCorruptIsReportedWhenFound() throws {
        // Given
        let (sut, spy) = makeSUT()
        try data.write("[{\"id\": 1,", to: "notes.json")
        // When
        sut.loadNotes()
        // Then
        #expect(
            spy.problems == [
                .storage(.corrupt(file: "notes.json", reason: "not valid JSON", keptAs: "notes.json.corrupt-1"))
            ])
        #expect(spy.changes.last?.notes == [])
    }
}
