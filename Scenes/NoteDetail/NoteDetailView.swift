import SceneRuntime

/// What the Presenter tells the View (Presenter → View).
protocol NoteDetailViewInput: AnyObject {
    func show(title: String, date: String, body: String)
    /// Shows how the last edit went: a message when it was saved, an error when not.
    func showOutcome(message: String?, error: String?)
}

/// What the View tells the Presenter (View → Presenter).
protocol NoteDetailViewOutput {
    func viewDidLoad()
    /// The user edited the note: a new title, and a new body unless `body` is `nil`.
    func didEditNote(title: String, body: String?)
}

/// One note (VIPER View).
final class NoteDetailView: SceneViewController, NoteDetailViewInput {
    var output: (any NoteDetailViewOutput)?
    private var lines: [Screen.Line] = []
    private var outcome: [Screen.Line] = []

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

    func show(title: String, date: String, body: String) {
        lines = [.heading(title), .field(label: "Written", value: date), .blank, .text(body)]
        outcome = []
    }

    func showOutcome(message: String?, error: String?) {
        outcome =
            (message.map { [Screen.Line.success($0)] } ?? []) + (error.map { [Screen.Line.error($0)] } ?? [])
    }

    var screen: Screen { Screen(lines + outcome) }
}
