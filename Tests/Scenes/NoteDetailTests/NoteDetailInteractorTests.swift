import Foundation
import NotesDomain
import SceneTesting
import Testing

@testable import NoteDetail

@Suite struct NoteDetailInteractorTests {
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

    @Test func editingChangesTheTitleAndBodyInTheFileAndKeepsIdAndDate() throws {
        // Given
        let written = try worker().add(title: "Groceries", body: "Milk")
        let sut = NoteDetailInteractor(worker: worker())
        sut.noteID = written.id
        // When
        let edited = try sut.editNote(title: "Shopping", body: "Milk and eggs")
        // Then: another worker, as another scene or process would, reads the change
        #expect(edited == Note(id: written.id, title: "Shopping", body: "Milk and eggs", date: written.date))
        #expect(worker().note(id: written.id) == edited)
    }

    @Test func editingTheTitleAloneKeepsTheBody() throws {
        let written = try worker().add(title: "Groceries", body: "Milk")
        let sut = NoteDetailInteractor(worker: worker())
        sut.noteID = written.id
        _ = try sut.editNote(title: "Shopping", body: nil)
        #expect(worker().note(id: written.id)?.body == "Milk")
    }

    @Test func editingRefusesAnEmptyTitleAndChangesNothing() throws {
        let written = try worker().add(title: "Groceries", body: "Milk")
        let sut = NoteDetailInteractor(worker: worker())
        sut.noteID = written.id
        #expect(throws: NoteDetailProblem.emptyTitle) { try sut.editNote(title: "  ", body: "x") }
        #expect(worker().note(id: written.id) == written)
    }

    @Test func editingANoteDeletedMeanwhileSaysItIsGone() throws {
        let sut = NoteDetailInteractor(worker: worker())
        sut.noteID = NotesWorker.samples[1].id
        try worker().delete(NotesWorker.samples[1])
        #expect(throws: NoteDetailProblem.gone) { try sut.editNote(title: "VIPER 2", body: nil) }
        #expect(worker().note(id: NotesWorker.samples[1].id) == nil)
    }
}
