import SceneRuntime

/// What the View tells the Presenter (View → Presenter), and the state it follows.
protocol NotesListViewOutput: AnyObject {
    var state: NotesListViewState { get }
    func viewWillAppear()
    func didAddNote(title: String)
    func didOpenNote(number: Int) throws
}

/// The notes (VIPER View): a line each. `add TITLE` writes one, `open NUMBER` reads one. It follows
/// the Presenter's observable state.
final class NotesListView: SceneViewController {
    var presenter: (any NotesListViewOutput)?

    static let actions: ActionTable<NotesListView> = [
        SceneAction("add", arguments: "TITLE...", kinds: [.freeText], summary: "add a note") { view, arguments in
            view.presenter?.didAddNote(title: try arguments.string(0, name: "TITLE"))
        },
        SceneAction("open", arguments: "NUMBER", kinds: [.position], summary: "read a note") { view, arguments in
            try arguments.expectAtMost(1)
            let count = view.presenter?.state.lines.count ?? 0
            try view.presenter?.didOpenNote(number: try arguments.position(0, name: "NUMBER", count: count))
        },
    ]

    func viewWillAppear() {
        presenter?.viewWillAppear()
    }

    var screen: Screen {
        guard let state = presenter?.state else { return Screen() }
        var lines: [Screen.Line] = state.lines.enumerated().map { .item(number: $0.offset + 1, $0.element) }
        if lines.isEmpty { lines.append(.placeholder("no notes yet; type 'add TITLE'")) }
        if let message = state.message { lines.append(.success(message)) }
        return Screen(lines)
    }
}
