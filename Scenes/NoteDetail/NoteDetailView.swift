import SceneRuntime

/// What the Presenter tells the View (Presenter → View).
@MainActor protocol NoteDetailViewInput: AnyObject {
    func show(title: String, date: String, body: String)
}

/// What the View tells the Presenter (View → Presenter).
@MainActor protocol NoteDetailViewOutput {
    func viewDidLoad()
}

/// One note (VIPER View).
@MainActor final class NoteDetailView: SceneViewController, NoteDetailViewInput {
    var output: (any NoteDetailViewOutput)?
    private var lines: [Screen.Line] = []

    func viewDidLoad() {
        output?.viewDidLoad()
    }

    func show(title: String, date: String, body: String) {
        lines = [.heading(title), .field(label: "Written", value: date), .blank, .text(body)]
    }

    var screen: Screen { Screen(lines) }
}
