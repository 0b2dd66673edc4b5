import SceneRuntime
import SceneTesting
import Testing

@testable import NoteDetail

/// The View (VIPER) tells its Presenter when it loads and what the user typed, and shows the
/// Presenter's state: the note, its title as the scene's, and the outcome of the last edit.
@Suite struct NoteDetailViewTests {
    final class NoteDetailViewOutputSpy: NoteDetailViewOutput {
        var state = NoteDetailViewState()
        var viewDidLoadCalled = false
        var edits: [(title: String, body: String?)] = []

        func viewDidLoad() {
            viewDidLoadCalled = true
        }

        func didEditNote(title: String, body: String?) {
            edits.append((title, body))
        }
    }

    let presenter = NoteDetailViewOutputSpy()

    /// The View, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (NoteDetailView, NavigatorHarness) {
        let sut = NoteDetailView()
        sut.output = presenter
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewDidLoadTellsThePresenter() throws {
        // Given / When
        _ = try makeSUT()
        // Then
        #expect(presenter.viewDidLoadCalled)
    }

    @Test func editTellsThePresenterTheTitleAndTheBodyIfGiven() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("edit", "VIP", "the", "cycle")
        try harness.perform("edit", "VIPER")
        // Then
        #expect(presenter.edits.map(\.title) == ["VIP", "VIPER"])
        #expect(presenter.edits.map(\.body) == ["the cycle", nil])
    }

    @Test func theScreenShowsTheNoteAndTheOutcomeAndTheTitleIsTheNotes() throws {
        // Given
        let (sut, harness) = try makeSUT()
        // When
        presenter.state = NoteDetailViewState(
            title: "VIPER", date: "15 Nov 2023", body: "View, Interactor, Presenter", error: "a note needs a title")
        // Then
        #expect(
            sut.screen
                == Screen([
                    .field(label: "Written", value: "15 Nov 2023"), .blank, .text("View, Interactor, Presenter"),
                    .error("a note needs a title"),
                ]))
        #expect(sut.navigationTitle == "VIPER")
        #expect(harness.navigator.topScene?.currentTitle == "VIPER")
        #expect(harness.navigator.topScene?.title == "Scene", "the storyboard's title stays")
    }

    @Test func withoutANoteTheScreenSaysSoAndTheStoryboardTitleStays() throws {
        // Given / When
        let (sut, _) = try makeSUT()
        // Then
        #expect(sut.screen == Screen([.placeholder("no note")]))
        #expect(sut.navigationTitle == nil)
    }
}
