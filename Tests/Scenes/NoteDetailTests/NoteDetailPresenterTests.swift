import Foundation
import NotesDomain
import SceneRuntime
import SceneStore
import SceneTesting
import Testing

@testable import NoteDetail

@Suite struct NoteDetailPresenterTests {
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

    let interactor = NoteDetailInteractorInputSpy()

    private func makeSUT() -> NoteDetailPresenter {
        let sut = NoteDetailPresenter(timeZone: Self.utc)
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
            sut.state
                == NoteDetailViewState(
                    title: "Clean Swift", date: "Tuesday, 14 November 2023 at 22:13 UTC",
                    body: "View, Interactor and Presenter talk in a one-way cycle."))
    }

    @Test func viewDidLoadShowsANoteWithoutTextAsSuch() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Note(
            id: 3, title: "Groceries", body: "", date: Date(timeIntervalSince1970: 1_700_200_000))
        // When
        sut.viewDidLoad()
        // Then
        #expect(
            sut.state == NoteDetailViewState(title: "Groceries", date: "Friday, 17 November 2023 at 05:46 UTC", body: "(no text)"))
    }

    @Test func viewDidLoadShowsTheDateInTheTimeZoneItIsGiven() throws {
        // Given
        let sut = NoteDetailPresenter(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        sut.interactor = interactor
        interactor.stubbedNote = Self.note
        // When
        sut.viewDidLoad()
        // Then: 22:13 UTC is 07:13 the next morning in Tokyo (UTC+9, no summer time).
        #expect(sut.state.date.hasPrefix("Wednesday, 15 November 2023 at 07:13 ") == true)
    }

    @Test func didEditNoteSavesAndShowsTheEditedNote() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Self.note
        // When
        sut.didEditNote(title: "Clean Swift, again", body: nil)
        // Then
        #expect(interactor.edits == [["Clean Swift, again", nil]])
        #expect(sut.state.title == "Clean Swift, again")
        #expect(sut.state.body == Self.note.body)
        #expect(sut.state.message == "saved \"Clean Swift, again\"")
        #expect(sut.state.error == nil)
    }

    @Test func didEditNoteThatFailsSaysWhyAndShowsTheNoteAsItIs() {
        // Given
        let sut = makeSUT()
        interactor.stubbedNote = Self.note
        interactor.editProblem = .emptyTitle
        // When
        sut.didEditNote(title: " ", body: "x")
        // Then
        #expect(sut.state.title == "Clean Swift")
        #expect(sut.state.message == nil)
        #expect(sut.state.error == "a note needs a title")
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
        #expect(sut.state == NoteDetailViewState())
    }

    // MARK: The whole cycle: View → Presenter → Interactor → Presenter → View

    @Test func theViewShowsTheNoteTheInteractorHolds() {
        // Given
        let sut = NoteDetailPresenter(timeZone: Self.utc)
        let noteDetailView = NoteDetailView()
        noteDetailView.output = sut
        sut.interactor = interactor
        interactor.stubbedNote = Self.note
        // When
        noteDetailView.viewDidLoad()
        // Then
        #expect(
            noteDetailView.screen
                == Screen([
                    .field(label: "Written", value: "Tuesday, 14 November 2023 at 22:13 UTC"),
                    .blank, .text("View, Interactor and Presenter talk in a one-way cycle."),
                ]))
        #expect(noteDetailView.navigationTitle == "Clean Swift")
    }

    @Test func anEditChangesTheScenesTitle() throws {
        // Given: the scene on a navigator, whose screen observers the shell would be
        let sut = NoteDetailPresenter(timeZone: Self.utc)
        let noteDetailView = NoteDetailView()
        noteDetailView.output = sut
        sut.interactor = interactor
        interactor.stubbedNote = Self.note
        let harness = try NavigatorHarness(showing: noteDetailView, named: "NoteDetail")
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.currentTitle == "Clean Swift")
        // When
        sut.didEditNote(title: "VIPER", body: nil)
        // Then
        #expect(scene.currentTitle == "VIPER")
        #expect(scene.title == "NoteDetail", "the storyboard's title stays what ids and links use")
    }
}
