import SceneRuntime

/// What the View tells the Presenter (View → Presenter), and the state it shows.
protocol NoteDetailViewOutput {
    var state: NoteDetailViewState { get }
    func viewDidLoad()
    /// The user edited the note: a new title, and a new body unless `body` is `nil`.
    func didEditNote(title: String, body: String?)
}

/// One note (VIPER View). Its screen and its title read the Presenter's observable state: the
/// note's title is the scene's, and after an edit the shell draws both again.
final class NoteDetailView: SceneViewController {
    var output: (any NoteDetailViewOutput)?

    static let actions: ActionTable<NoteDetailView> = [
        SceneAction(
            "edit", arguments: "TITLE [BODY...]", kinds: [.word, .freeText],
            summary: "change the title, and the text if given"
        ) {
            view, arguments in
            try arguments.expectAtMost(2)
            let body = arguments.rest(from: 1)
            view.output?.didEditNote(
                title: try arguments.string(0, name: "TITLE"), body: body.isEmpty ? nil : body)
        }
    ]

    func viewDidLoad() {
        output?.viewDidLoad()
    }

    /// The note's title (UIKit's `navigationItem.title`); the storyboard's `Note` when there is none.
    var navigationTitle: String? { output?.state.title }

    var screen: Screen {
        guard let state = output?.state else { return Screen() }
        var lines: [Screen.Line] =
            state.title == nil
            ? [.placeholder("no note")]
            : [.field(label: "Written", value: state.date), .blank, .text(state.body)]
        if let message = state.message { lines.append(.success(message)) }
        if let error = state.error { lines.append(.error(error)) }
        return Screen(lines)
    }
}
