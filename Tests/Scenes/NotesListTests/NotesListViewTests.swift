import Foundation
import NotesDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import NotesList

/// The View renders the Presenter's observable state, and renders again only when it changes.
@Suite struct NotesListViewTests {
    /// The Presenter as the View sees it, without its Interactor: the state is set by the test.
    let presenter = NotesListPresenter()

    private func makeSUT() -> NotesListView {
        let sut = NotesListView()
        sut.presenter = presenter
        return sut
    }

    @Test func screenRendersThePresentersState() {
        // Given
        let sut = makeSUT()
        presenter.notesChanged(NotesWorker.samples, event: nil)
        // When
        let screen = sut.screen
        // Then
        #expect(
            screen == Screen([.item(number: 1, "Clean Swift (14 Nov 2023)"), .item(number: 2, "VIPER (15 Nov 2023)")]))
        #expect(sut.renderCount == 1)
    }

    @Test func screenRendersNoNotesAsAPlaceholder() {
        // Given
        let sut = makeSUT()
        // When
        let screen = sut.screen
        // Then
        #expect(screen == Screen([.placeholder("no notes yet; type 'add TITLE'")]))
    }

    @Test func screenShowsTheMessageAndTheErrorAfterTheItems() {
        // Given
        let sut = makeSUT()
        presenter.notesChanged([NotesWorker.samples[1]], event: .deleted(NotesWorker.samples[0]))
        // When
        let afterDeletion = sut.screen
        presenter.failed(.noSuchNote(count: 1))
        let afterFailure = sut.screen
        // Then
        #expect(
            afterDeletion
                == Screen([.item(number: 1, "VIPER (15 Nov 2023)"), .success("deleted \"Clean Swift\"")]))
        #expect(
            afterFailure
                == Screen([.item(number: 1, "VIPER (15 Nov 2023)"), .error("choose a note number from 1 to 1")]))
    }

    @Test func readingTheScreenTwiceWithoutAChangeRendersOnce() {
        // Given
        let sut = makeSUT()
        presenter.notesChanged(NotesWorker.samples, event: nil)
        // When
        let first = sut.screen
        let second = sut.screen
        // Then
        #expect(first == second)
        #expect(sut.renderCount == 1)
    }

    @Test func aChangeThroughThePresenterRendersTheNextScreenAgain() {
        // Given
        let sut = makeSUT()
        presenter.notesChanged(NotesWorker.samples, event: nil)
        _ = sut.screen
        // When
        presenter.failed(.emptyTitle)
        // Then: nothing is rendered until the screen is read
        #expect(sut.renderCount == 1)
        let screen = sut.screen
        #expect(sut.renderCount == 2)
        #expect(screen.lines.last == .error("a note needs a title"))
        _ = sut.screen
        #expect(sut.renderCount == 2)
    }

    @Test func severalChangesBetweenTwoReadingsRenderOnce() {
        // Given
        let sut = makeSUT()
        _ = sut.screen
        // When
        presenter.notesChanged(NotesWorker.samples, event: nil)
        presenter.failed(.emptyTitle)
        presenter.notesChanged([NotesWorker.samples[0]], event: .deleted(NotesWorker.samples[1]))
        let screen = sut.screen
        // Then
        #expect(sut.renderCount == 2)
        #expect(screen == Screen([.item(number: 1, "Clean Swift (14 Nov 2023)"), .success("deleted \"VIPER\"")]))
    }

    @Test func everyChangeIsSeenNotOnlyTheFirst() {
        // Given
        let sut = makeSUT()
        _ = sut.screen
        // When / Then
        for count in 1...3 {
            presenter.notesChanged(Array(NotesWorker.samples.prefix(count % 2 + 1)), event: nil)
            _ = sut.screen
            #expect(sut.renderCount == count + 1)
        }
    }

    #if compiler(>=6.2)
        // Observation notifies only of a different value for an Equatable property since Swift 6.2.
        @Test func notesThatAreTheSameAgainDoNotRenderAgain() {
            // Given
            let sut = makeSUT()
            presenter.notesChanged(NotesWorker.samples, event: nil)
            _ = sut.screen
            // When
            presenter.notesChanged(NotesWorker.samples, event: nil)
            _ = sut.screen
            // Then
            #expect(sut.renderCount == 1)
        }
    #endif

    // MARK: what the View tells its Presenter

    final class NotesListViewOutputSpy: NotesListViewOutput {
        var state = NotesListViewState(items: ["Clean Swift (14 Nov 2023)", "VIPER (15 Nov 2023)"], message: nil)
        var viewWillAppearCalls = 0
        var added: [(title: String, body: String)] = []
        var deletedNumbers: [Int] = []
        var openedNumbers: [Int] = []

        func viewWillAppear() {
            viewWillAppearCalls += 1
        }

        func didAddNote(title: String, body: String) {
            added.append((title, body))
        }

        func didDeleteNote(number: Int) {
            deletedNumbers.append(number)
        }

        func didOpenNote(number: Int) throws {
            openedNumbers.append(number)
        }
    }

    /// A View whose Presenter is a spy, shown by a harness so that its actions run as the shell runs them.
    func makeSUT(with spy: NotesListViewOutputSpy) throws -> (NotesListView, NavigatorHarness) {
        let sut = NotesListView()
        sut.presenter = spy
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewWillAppearTellsThePresenter() throws {
        // Given / When
        let spy = NotesListViewOutputSpy()
        _ = try makeSUT(with: spy)
        // Then
        #expect(spy.viewWillAppearCalls == 1)
    }

    @Test func eachActionTellsThePresenterWhatWasTyped() throws {
        // Given
        let spy = NotesListViewOutputSpy()
        let (_, harness) = try makeSUT(with: spy)
        // When
        try harness.perform("add", "Buy", "milk", "today")
        try harness.perform("delete", "2")
        try harness.perform("open", "1")
        // Then
        #expect(spy.added.map(\.title) == ["Buy"])
        #expect(spy.added.map(\.body) == ["milk today"])
        #expect(spy.deletedNumbers == [2])
        #expect(spy.openedNumbers == [1])
    }

    @Test func aNumberOffTheListShownTellsThePresenterNothing() throws {
        // Given
        let spy = NotesListViewOutputSpy()
        let (_, harness) = try makeSUT(with: spy)
        // When / Then
        #expect(throws: ActionError.outOfRange(action: "open", name: "NUMBER", value: "3", range: 1...2)) {
            try harness.perform("open", "3")
        }
        #expect(spy.openedNumbers.isEmpty)
    }

    @Test func aViewWithoutAPresenterRendersNothing() {
        // Given
        let sut = NotesListView()
        // When
        let screen = sut.screen
        // Then
        #expect(screen == Screen())
        #expect(sut.renderCount == 0)
    }
}
