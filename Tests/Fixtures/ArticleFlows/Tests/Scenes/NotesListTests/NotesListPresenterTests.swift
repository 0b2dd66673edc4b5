import Notes
import Testing

@testable import NotesList

@Suite struct NotesListPresenterTests {
    final class NotesListInteractorInputSpy: NotesListInteractorInput {
        var loadNotesCalled = false
        var addedTitles: [String] = []
        var selectable = true

        func loadNotes() { loadNotesCalled = true }
        func addNote(title: String) { addedTitles.append(title) }
        func selectNote(number: Int) -> Bool { selectable }
    }

    final class NotesListWireframeSpy: NotesListWireframe {
        var routeToNoteDetailCalled = 0

        func routeToNoteDetail() throws { routeToNoteDetailCalled += 1 }
    }

    @Test func appearingLoadsTheNotesAndAddingPassesTheTitleOn() {
        // Given
        let interactor = NotesListInteractorInputSpy()
        let sut = NotesListPresenter(interactor: interactor, router: NotesListWireframeSpy())
        // When
        sut.viewWillAppear()
        sut.didAddNote(title: "Milk")
        // Then
        #expect(interactor.loadNotesCalled)
        #expect(interactor.addedTitles == ["Milk"])
    }

    @Test func theNotesAreALineEachAndAnAddedOneIsSaid() {
        // Given
        let sut = NotesListPresenter(interactor: NotesListInteractorInputSpy(), router: NotesListWireframeSpy())
        let milk = NotesRecord(id: 1, title: "Milk")
        // When
        sut.notesChanged([milk, NotesRecord(id: 2, title: "Call Ada")], added: milk)
        // Then
        #expect(sut.state == NotesListViewState(lines: ["Milk", "Call Ada"], message: "added \"Milk\""))
    }

    @Test func openingANoteTheInteractorSelectedRoutesToIt() throws {
        // Given
        let interactor = NotesListInteractorInputSpy()
        let router = NotesListWireframeSpy()
        let sut = NotesListPresenter(interactor: interactor, router: router)
        // When
        try sut.didOpenNote(number: 1)
        interactor.selectable = false
        try sut.didOpenNote(number: 9)
        // Then
        #expect(router.routeToNoteDetailCalled == 1)
    }
}
