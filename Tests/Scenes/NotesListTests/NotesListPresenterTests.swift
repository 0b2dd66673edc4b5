import Foundation
import NotesDomain
import Observation
import SceneRuntime
import SceneStore
import Testing

@testable import NotesList

@Suite struct NotesListPresenterTests {
    /// Records the requests; answers `loadNotes` and `selectNote` the way it is told, as the real
    /// Interactor would.
    final class NotesListInteractorInputSpy: NotesListInteractorInput {
        weak var output: (any NotesListInteractorOutput)?
        var notes: [Note] = []
        var selectionResult = true
        var loadNotesCount = 0
        var addedNotes: [(title: String, body: String)] = []
        var deletedNumbers: [Int] = []
        var selectedNumbers: [Int] = []

        func loadNotes() {
            loadNotesCount += 1
            output?.notesChanged(notes, event: nil)
        }

        func addNote(title: String, body: String) {
            addedNotes.append((title, body))
        }

        func deleteNote(number: Int) {
            deletedNumbers.append(number)
        }

        func selectNote(number: Int) -> Bool {
            selectedNumbers.append(number)
            if !selectionResult { output?.failed(.noSuchNote(count: notes.count)) }
            return selectionResult
        }
    }

    final class NotesListWireframeSpy: NotesListWireframe {
        struct NavigationFailed: Error {}

        var routeToNoteDetailCount = 0
        var fails = false

        func routeToNoteDetail() throws {
            routeToNoteDetailCount += 1
            if fails { throw NavigationFailed() }
        }
    }

    static let groceries = Note(
        id: 3, title: "Groceries", body: "Milk", date: Date(timeIntervalSince1970: 1_700_200_000))

    let interactor = NotesListInteractorInputSpy()
    let wireframe = NotesListWireframeSpy()

    private func makeSUT() -> NotesListPresenter {
        let sut = NotesListPresenter()
        sut.interactor = interactor
        sut.wireframe = wireframe
        interactor.output = sut
        return sut
    }

    // MARK: View → Presenter → Interactor

    @Test func viewWillAppearAsksTheInteractorForTheNotes() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewWillAppear()
        // Then
        #expect(interactor.loadNotesCount == 1)
    }

    @Test func didAddNoteAsksTheInteractorToAddIt() {
        // Given
        let sut = makeSUT()
        // When
        sut.didAddNote(title: "Groceries", body: "Milk")
        // Then
        #expect(interactor.addedNotes.map(\.title) == ["Groceries"])
        #expect(interactor.addedNotes.map(\.body) == ["Milk"])
    }

    @Test func didDeleteNoteAsksTheInteractorToDeleteIt() {
        // Given
        let sut = makeSUT()
        // When
        sut.didDeleteNote(number: 2)
        // Then
        #expect(interactor.deletedNumbers == [2])
    }

    @Test func didOpenNoteAsksTheWireframeForTheDetailOnceTheNoteIsSelected() throws {
        // Given
        let sut = makeSUT()
        // When
        try sut.didOpenNote(number: 1)
        // Then
        #expect(interactor.selectedNumbers == [1])
        #expect(wireframe.routeToNoteDetailCount == 1)
    }

    @Test func didOpenNoteStaysWhenThereIsNoSuchNote() throws {
        // Given
        let sut = makeSUT()
        interactor.notes = NotesWorker.samples
        interactor.selectionResult = false
        // When
        try sut.didOpenNote(number: 7)
        // Then
        #expect(wireframe.routeToNoteDetailCount == 0)
        #expect(sut.state.error == "choose a note number from 1 to 2")
    }

    @Test func didOpenNotePassesOnWhatTheWireframeThrows() {
        // Given
        let sut = makeSUT()
        wireframe.fails = true
        // When / Then
        #expect(throws: NotesListWireframeSpy.NavigationFailed.self) { try sut.didOpenNote(number: 1) }
    }

    // MARK: Interactor → Presenter: the view state

    @Test func notesChangedListsEachNoteWithItsDay() {
        // Given
        let sut = makeSUT()
        // When
        sut.notesChanged(NotesWorker.samples, event: nil)
        // Then
        #expect(
            sut.state
                == NotesListViewState(items: ["Clean Swift (14 Nov 2023)", "VIPER (15 Nov 2023)"], message: nil, error: nil)
        )
    }

    @Test func notesChangedByAnAdditionSaysWhatWasAdded() {
        // Given
        let sut = makeSUT()
        // When
        sut.notesChanged(NotesWorker.samples + [Self.groceries], event: .added(Self.groceries))
        // Then
        #expect(sut.state.items.last == "Groceries (17 Nov 2023)")
        #expect(sut.state.message == "added \"Groceries\"")
        #expect(sut.state.error == nil)
    }

    @Test func notesChangedByADeletionSaysWhatWasDeletedAndClearsTheError() {
        // Given
        let sut = makeSUT()
        sut.failed(.emptyTitle)
        // When
        sut.notesChanged([NotesWorker.samples[1]], event: .deleted(NotesWorker.samples[0]))
        // Then
        #expect(
            sut.state == NotesListViewState(items: ["VIPER (15 Nov 2023)"], message: "deleted \"Clean Swift\"", error: nil))
    }

    @Test(arguments: [
        (NotesListProblem.noSuchNote(count: 2), "choose a note number from 1 to 2"),
        (.noSuchNote(count: 0), "there are no notes yet"),
        (.emptyTitle, "a note needs a title"),
        (.storage(.unwritable(file: "notes.json", reason: "disk full")), "notes.json could not be saved: disk full"),
    ])
    func failedKeepsTheNotesAndReplacesTheMessageWithTheError(problem: NotesListProblem, error: String) {
        // Given
        let sut = makeSUT()
        sut.notesChanged(NotesWorker.samples + [Self.groceries], event: .added(Self.groceries))
        let items = sut.state.items
        // When
        sut.failed(problem)
        // Then
        #expect(sut.state == NotesListViewState(items: items, message: nil, error: error))
    }

    // MARK: Observation

    @Test func aChangeOfStateIsObservable() {
        // Given
        let sut = makeSUT()
        let observer = ChangeObserver()
        withObservationTracking {
            _ = sut.state
        } onChange: {
            MainActor.assumeIsolated { observer.changes += 1 }
        }
        // When
        sut.failed(.emptyTitle)
        // Then
        #expect(observer.changes == 1)
    }

    @Test func theCollaboratorsAreNotObserved() {
        // Given
        let sut = makeSUT()
        let observer = ChangeObserver()
        withObservationTracking {
            _ = sut.interactor
            _ = sut.wireframe
        } onChange: {
            MainActor.assumeIsolated { observer.changes += 1 }
        }
        // When
        sut.interactor = NotesListInteractorInputSpy()
        sut.wireframe = NotesListWireframeSpy()
        // Then
        #expect(observer.changes == 0)
    }

    // MARK: The whole cycle: View → Presenter → Interactor → Presenter → View

    @Test func theViewShowsWhatTheInteractorLoaded() {
        // Given
        let sut = makeSUT()
        interactor.notes = NotesWorker.samples
        let view = NotesListView()
        view.presenter = sut
        // When
        view.viewDidLoad()
        view.viewWillAppear()
        // Then
        #expect(interactor.loadNotesCount == 1)
        #expect(
            view.screen.lines == [.item(number: 1, "Clean Swift (14 Nov 2023)"), .item(number: 2, "VIPER (15 Nov 2023)")])
    }
}

/// Counts the changes Observation reports.
private final class ChangeObserver {
    var changes = 0
}
