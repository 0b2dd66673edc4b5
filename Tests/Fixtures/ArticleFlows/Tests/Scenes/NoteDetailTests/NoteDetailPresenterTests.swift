import Notes
import Testing

@testable import NoteDetail

@Suite struct NoteDetailPresenterTests {
    final class NoteDetailInteractorInputSpy: NoteDetailInteractorInput {
        var loadNoteCalled = 0

        func loadNote() { loadNoteCalled += 1 }
    }

    final class NoteDetailWireframeSpy: NoteDetailWireframe {}

    @Test func eachAppearanceLoadsTheNoteWhichIsShownWithItsTitle() {
        // Given
        let interactor = NoteDetailInteractorInputSpy()
        let sut = NoteDetailPresenter(interactor: interactor, router: NoteDetailWireframeSpy())
        // When
        sut.viewWillAppear()
        sut.noteLoaded(NotesRecord(id: 2, title: "Call Ada"))
        // Then
        #expect(interactor.loadNoteCalled == 1)
        #expect(sut.state == NoteDetailViewState(title: "Call Ada", lines: ["Note 2: Call Ada", "Type 'back' for the list."]))
    }

    @Test func aNoteGoneIsSaidSo() {
        let sut = NoteDetailPresenter(interactor: NoteDetailInteractorInputSpy(), router: NoteDetailWireframeSpy())
        sut.noteLoaded(nil)
        #expect(sut.state == NoteDetailViewState(title: nil, lines: ["This note is no longer there; type 'back'."]))
    }
}
