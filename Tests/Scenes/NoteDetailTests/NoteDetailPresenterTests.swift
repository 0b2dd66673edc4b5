import DomainSupport
import Foundation
import NotesDomain
import SceneRuntime
import Testing

@testable import NoteDetail

@Suite struct NoteDetailPresenterTests {
    final class NoteDetailViewInputSpy: NoteDetailViewInput {
        struct Shown: Equatable {
            let title: String
            let date: String
            let body: String
        }

        var shown: [Shown] = []

        var outcomes: [[String?]] = []

        func show(title: String, date: String, body: String) {
            shown.append(Shown(title: title, date: date, body: body))
        }

        func showOutcome(message: String?, error: String?) {
            outcomes.append([message, error])
        }
    }

    final class NoteDetailInteractorInputSpy: NoteDetailInteractorInput {
        var noteReadCount = 0
        var stubbedNote: Note?

        var edits: [[String?]] = []
        var editProblem: NoteDetailProblem?

        var note: Note? {
            noteReadCount += 1
            return stubbedNote
        }

        func editNote(title: String, body: String?) throws(NoteDetailProblem) -> Note {
            edits.append([title, body])
            if let editProblem { throw editProblem }
            let edited = Note(
                id: stubbedNote?.id ?? 1, title: title, body: body ?? stubbedNote?.body ?? "",
                date: stubbedNote?.date ?? Date(timeIntervalSince1970: 0))
            stubbedNote = edited
            return edited
        }
    }

    static let note = Note(
        id: 1, title: "Clean Swift", body: "View, Interactor and Presenter talk in a one-way cycle.",
        date: Date(timeIntervalSince1970: 1_700_000_000))

    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    let view = NoteDetailViewInputSpy()
    let interactor = NoteDetailInteractorInputSpy()

    private func makeSUT() -> NoteDetailPresenter {
        let sut = NoteDetailPresenter(timeZone: Self.utc)
        sut.view = view
        sut.interactor = interactor
        return sut
    }

    @Test func viewDidLoadShowsTheNoteWithItsDateInWords() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Self.note
        // When
        sut.viewDidLoad()
        // Then
        #expect(interactor.noteReadCount == 1)
        #expect(
            view.shown == [
                .init(
                    title: "Clean Swift", date: "Tuesday, 14 November 2023 at 22:13 UTC",
                    body: "View, Interactor and Presenter talk in a one-way cycle.")
            ])
    }

    @Test func viewDidLoadShowsANoteWithoutTextAsSuch() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Note(
            id: 3, title: "Groceries", body: "", date: Date(timeIntervalSince1970: 1_700_200_000))
        // When
        sut.viewDidLoad()
        // Then
        #expect(view.shown == [.init(title: "Groceries", date: "Friday, 17 November 2023 at 05:46 UTC", body: "(no text)")])
    }

    @Test func viewDidLoadShowsTheDateInTheTimeZoneItIsGiven() throws {
        // Given
        let sut = NoteDetailPresenter(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        sut.view = view
        sut.interactor = interactor
        interactor.stubbedNote = Self.note
        // When
        sut.viewDidLoad()
        // Then: 22:13 UTC is 07:13 the next morning in Tokyo (UTC+9, no summer time).
        #expect(view.shown.first?.date.hasPrefix("Wednesday, 15 November 2023 at 07:13 ") == true)
    }

    @Test func didEditNoteSavesAndShowsTheEditedNote() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Self.note
        // When
        sut.didEditNote(title: "Clean Swift, again", body: nil)
        // Then
        #expect(interactor.edits == [["Clean Swift, again", nil]])
        #expect(view.shown.last?.title == "Clean Swift, again")
        #expect(view.shown.last?.body == Self.note.body)
        #expect(view.outcomes == [["saved \"Clean Swift, again\"", nil]])
    }

    @Test func didEditNoteThatFailsSaysWhyAndShowsTheNoteAsItIs() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Self.note
        interactor.editProblem = .emptyTitle
        // When
        sut.didEditNote(title: " ", body: "x")
        // Then
        #expect(view.shown.last?.title == "Clean Swift")
        #expect(view.outcomes == [[nil, "a note needs a title"]])
    }

    @Test(arguments: [
        (NoteDetailProblem.emptyTitle, "a note needs a title"),
        (.gone, "this note is no longer in the notes; go back to the list"),
        (
            .storage(.unwritable(file: "notes.json", reason: "disk full")),
            "the note was not saved: notes.json could not be saved: disk full"
        ),
    ])
    func everyProblemOfAnEditIsWorded(problem: NoteDetailProblem, message: String) {
        #expect(NoteDetailPresenter.message(problem) == message)
    }

    @Test func viewDidLoadWithoutANoteSaysThereIsNone() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewDidLoad()
        // Then
        #expect(view.shown == [.init(title: "No note", date: "-", body: "")])
    }

    @Test func presenterHoldsTheViewWeakly() {
        // Given
        let sut = NoteDetailPresenter()
        var spy: NoteDetailViewInputSpy? = NoteDetailViewInputSpy()
        weak let weakSpy = spy
        sut.view = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.view == nil)
        sut.viewDidLoad()
    }

    // MARK: The whole cycle: View → Presenter → Interactor → Presenter → View

    @Test func theViewShowsTheNoteTheInteractorHolds() {
        // Given
        let sut = NoteDetailPresenter(timeZone: Self.utc)
        let noteDetailView = NoteDetailView()
        noteDetailView.output = sut
        sut.view = noteDetailView
        sut.interactor = interactor
        interactor.stubbedNote = Self.note
        // When
        noteDetailView.viewDidLoad()
        // Then
        #expect(
            noteDetailView.screen
                == Screen([
                    .heading("Clean Swift"), .field(label: "Written", value: "Tuesday, 14 November 2023 at 22:13 UTC"),
                    .blank, .text("View, Interactor and Presenter talk in a one-way cycle."),
                ]))
    }
}
