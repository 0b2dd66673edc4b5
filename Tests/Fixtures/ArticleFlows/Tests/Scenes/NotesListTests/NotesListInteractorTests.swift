import Notes
import SceneTesting
import Testing

@testable import NotesList

@Suite struct NotesListInteractorTests {
    final class NotesListInteractorOutputSpy: NotesListInteractorOutput {
        var notes: [[String]] = []
        var added: [String?] = []

        func notesChanged(_ notes: [NotesRecord], added: NotesRecord?) {
            self.notes.append(notes.map(\.title))
            self.added.append(added?.title)
        }
    }

    @Test func addedNotesAreSavedShownAndSelectedByTheirNumber() {
        // Given
        let directory = TemporaryDataDirectory()
        let sut = NotesListInteractor(worker: NotesWorker(dataDirectory: directory.path))
        let output = NotesListInteractorOutputSpy()
        sut.output = output
        // When
        sut.loadNotes()
        sut.addNote(title: "Milk")
        sut.addNote(title: "Call Ada")
        // Then
        #expect(output.notes == [[], ["Milk"], ["Milk", "Call Ada"]])
        #expect(output.added == [nil, "Milk", "Call Ada"])
        #expect(NotesWorker(dataDirectory: directory.path).fetch().map(\.title) == ["Milk", "Call Ada"])
        #expect(sut.selectNote(number: 2) && sut.selectedNoteID == 2)
        #expect(!sut.selectNote(number: 3))
    }
}
