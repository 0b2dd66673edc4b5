import SceneRuntime

/// What the View tells the Presenter (View → Presenter).
protocol NotesListViewOutput {
    var state: NotesListViewState { get }
    func viewWillAppear()
    func didAddNote(title: String, body: String)
    func didDeleteNote(number: Int)
    func didOpenNote(number: Int) throws
}

/// The list of notes (VIPER View). Its screen reads the Presenter's observable state; the runtime
/// follows what it read, and the shell draws the list again when that state changes.
final class NotesListView: SceneViewController {
    var presenter: (any NotesListViewOutput)?

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
        }
        .asking { view, arguments in
            try arguments.expectAtMost(1)
            let number = try view.position(arguments)
            return (view.presenter?.state.items[number - 1]).map { "Delete the note \($0)?" }
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
        guard let state = presenter?.state else { return Screen() }
        var lines: [Screen.Line] = state.items.enumerated().map { .item(number: $0.offset + 1, $0.element) }
        if lines.isEmpty { lines.append(.placeholder("no notes yet; type 'add TITLE'")) }
        if let message = state.message { lines.append(.success(message)) }
        if let error = state.error { lines.append(.error(error)) }
        return Screen(lines)
    }

    /// The NUMBER argument: a line of the list as shown.
    private func position(_ arguments: ActionArguments) throws(ActionError) -> Int {
        try arguments.position(0, name: "NUMBER", count: presenter?.state.items.count ?? 0)
    }
}
