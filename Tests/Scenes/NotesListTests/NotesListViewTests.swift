import Foundation
import NotesDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import NotesList

/// The View shows the Presenter's observable state; the runtime follows what it read, and tells the
/// navigator's screen observers (the shell) once after each change.
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

    @Test func aChangeOfThePresentersStateIsOnTheNextScreen() {
        // Given
        let sut = makeSUT()
        presenter.notesChanged(NotesWorker.samples, event: nil)
        _ = sut.screen
        // When
        presenter.failed(.emptyTitle)
        // Then
        #expect(sut.screen.lines.last == .error("a note needs a title"))
    }

    /// Counts what the navigator's screen observers are told, as the shell is.
    final class ScreenChanges {
        var count = 0
    }

    /// The View shown by a harness, with its screen read once (as the shell draws it) and the
    /// screen observers counted.
    private func shownWithObserver() throws -> (NavigatorHarness, Scene, ScreenChanges) {
        let harness = try NavigatorHarness(showing: makeSUT(), named: "NotesList")
        let scene = try #require(harness.navigator.topScene)
        let changes = ScreenChanges()
        harness.navigator.addScreenObserver { _ in changes.count += 1 }
        _ = scene.screen
        return (harness, scene, changes)
    }

    /// Lets the main actor run what is queued for it, as the shell does while it waits for a key.
    private func settle(until done: () -> Bool) async {
        for _ in 0..<100 where !done() { await Task.yield() }
    }

    @Test func anAsyncChangeOfThePresentersStateTellsTheScreenObserversOnce() async throws {
        // Given
        let (harness, scene, changes) = try shownWithObserver()
        // When: work that ends after the command returned changes the state, twice
        await Task {
            presenter.notesChanged(NotesWorker.samples, event: nil)
            presenter.failed(.emptyTitle)
        }.value
        await settle { changes.count > 0 }
        for _ in 0..<10 { await Task.yield() }
        // Then
        #expect(changes.count == 1)
        #expect(scene.screen.lines.first == .item(number: 1, "Clean Swift (14 Nov 2023)"))
        #expect(scene.screen.lines.last == .error("a note needs a title"))
        _ = harness
    }

    @Test func everyChangeIsToldNotOnlyTheFirst() async throws {
        // Given
        let (harness, scene, changes) = try shownWithObserver()
        // When / Then: each change after the screen was drawn again is told
        for count in 1...3 {
            presenter.notesChanged(Array(NotesWorker.samples.prefix(count % 2 + 1)), event: nil)
            await settle { changes.count == count }
            #expect(changes.count == count)
            _ = scene.screen
        }
        _ = harness
    }

    #if compiler(>=6.2)
        // Observation notifies only of a different value for an Equatable property since Swift 6.2.
        @Test func notesThatAreTheSameAgainAreNotToldAsAChange() async throws {
            // Given
            presenter.notesChanged(NotesWorker.samples, event: nil)
            let (harness, _, changes) = try shownWithObserver()
            // When
            presenter.notesChanged(NotesWorker.samples, event: nil)
            for _ in 0..<20 { await Task.yield() }
            // Then
            #expect(changes.count == 0)
            _ = harness
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
    }
}
