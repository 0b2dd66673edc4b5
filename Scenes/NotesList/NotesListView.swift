import Observation
import SceneRuntime

/// What the View tells the Presenter (View → Presenter).
protocol NotesListViewOutput {
    var state: NotesListViewState { get }
    func viewWillAppear()
    func didAddNote(title: String, body: String)
    func didDeleteNote(number: Int)
    func didOpenNote(number: Int) throws
}

/// The list of notes (VIPER View). It renders the Presenter's observable state, and renders again
/// only when that state changes: Observation marks the rendering stale.
final class NotesListView: SceneViewController {
    var presenter: (any NotesListViewOutput)?
    private var rendered: [Screen.Line] = []
    private var isStale = true
    /// How many times the state was rendered (each change renders once).
    private(set) var renderCount = 0

    static let actions: ActionTable<NotesListView> = [
        SceneAction("add", arguments: "TITLE [BODY...]", kinds: [.word, .freeText], summary: "add a note") {
            view, arguments in
            try arguments.expectAtMost(2)
            view.presenter?.didAddNote(
                title: try arguments.string(0, name: "TITLE"), body: arguments.rest(from: 1))
        },
        SceneAction("delete", arguments: "NUMBER", kinds: [.position], summary: "delete a note") {
            view, arguments in
            try arguments.expectAtMost(1)
            view.presenter?.didDeleteNote(number: try view.position(arguments))
        },
        SceneAction("open", arguments: "NUMBER", kinds: [.position], summary: "read a note") {
            view, arguments in
            try arguments.expectAtMost(1)
            try view.presenter?.didOpenNote(number: try view.position(arguments))
        },
    ]

    func viewWillAppear() {
        presenter?.viewWillAppear()
    }

    var screen: Screen {
        if isStale { render() }
        return Screen(rendered)
    }

    /// Renders the state and watches it: the next change marks the rendering stale.
    private func render() {
        guard let presenter else { return }
        let state = withObservationTracking {
            presenter.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.isStale = true }
        }
        var lines: [Screen.Line] = state.items.enumerated().map { .item(number: $0.offset + 1, $0.element) }
        if lines.isEmpty { lines.append(.placeholder("no notes yet; type 'add TITLE'")) }
        if let message = state.message { lines.append(.success(message)) }
        if let error = state.error { lines.append(.error(error)) }
        rendered = lines
        isStale = false
        renderCount += 1
    }

    /// The NUMBER argument: a line of the list as shown.
    private func position(_ arguments: ActionArguments) throws(ActionError) -> Int {
        try arguments.position(0, name: "NUMBER", count: presenter?.state.items.count ?? 0)
    }
}
