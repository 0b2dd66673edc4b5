import Foundation
import NotesDomain
import SceneTesting
import Testing

@testable import NoteDetail

@Suite @MainActor struct NoteDetailInteractorTests {
    let data = TemporaryDataDirectory()

    private func worker() -> NotesWorker {
        NotesWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_200_000) })
    }

    @Test func anIDWithNoNoteHoldsNoNote() {
        // Given
        let sut = NoteDetailInteractor(worker: worker())
        // When
        sut.noteID = 99
        // Then
        let input: any NoteDetailInteractorInput = sut
        #expect(input.note == nil)
    }

    @Test func theNoteIsReadByTheIDTheSceneIsGiven() throws {
        // Given a note as the notes worker keeps it
        let written = try worker().add(title: "Groceries", body: "Milk")
        let sut = NoteDetailInteractor(worker: worker())
        // When
        sut.noteID = written.id
        // Then
        let input: any NoteDetailInteractorInput = sut
        #expect(input.note == written)
    }

    @Test func aNoteDeletedMeanwhileIsGone() throws {
        // Given
        let sut = NoteDetailInteractor(worker: worker())
        sut.noteID = NotesWorker.samples[1].id
        #expect(sut.note == NotesWorker.samples[1])
        // When
        try worker().delete(NotesWorker.samples[1])
        // Then
        #expect(sut.note == nil)
    }
}
