import Notes
import SceneTesting
import Testing

@testable import NoteDetail

@Suite struct NoteDetailInteractorTests {
    final class NoteDetailInteractorOutputSpy: NoteDetailInteractorOutput {
        var loaded: [NotesRecord?] = []

        func noteLoaded(_ note: NotesRecord?) { loaded.append(note) }
    }

    @Test func itLoadsTheNoteItsInputNames() throws {
        // Given
        let directory = TemporaryDataDirectory()
        let worker = NotesWorker(dataDirectory: directory.path)
        _ = try worker.add(title: "Milk")
        let ada = try worker.add(title: "Call Ada")
        let sut = NoteDetailInteractor(worker: worker)
        let output = NoteDetailInteractorOutputSpy()
        sut.output = output
        // When
        sut.noteID = ada.id
        sut.loadNote()
        sut.noteID = 99
        sut.loadNote()
        // Then
        #expect(output.loaded == [ada, nil])
    }
}
