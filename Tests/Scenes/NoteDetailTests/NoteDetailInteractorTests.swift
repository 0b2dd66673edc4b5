import Foundation
import NotesDomain
import SceneTesting
import Testing

@testable import NoteDetail

@Suite @MainActor struct NoteDetailInteractorTests {
    let data = TemporaryDataDirectory()

    @Test func aNewInteractorHoldsNoNote() {
        // Given
        let sut = NoteDetailInteractor()
        // When
        let input: any NoteDetailInteractorInput = sut
        // Then
        #expect(input.note == nil)
    }

    @Test func theNoteWrittenThroughTheDataStoreIsTheOneThePresenterReads() throws {
        // Given a note as the notes worker keeps it
        let worker = NotesWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_200_000) })
        let written = try worker.add(title: "Groceries", body: "Milk")
        let sut = NoteDetailInteractor()
        // When
        let dataStore: any NoteDetailDataStore = sut
        dataStore.note = written
        // Then
        let input: any NoteDetailInteractorInput = sut
        #expect(input.note == written)
        #expect(input.note == worker.fetchNotes().last)
    }

    @Test func aNoteWrittenAgainReplacesTheFirst() {
        // Given
        let sut = NoteDetailInteractor()
        sut.note = NotesWorker.samples[0]
        // When
        sut.note = NotesWorker.samples[1]
        // Then
        #expect(sut.note == NotesWorker.samples[1])
    }
}
