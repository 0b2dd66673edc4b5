import SceneRuntime

/// What the View tells the Presenter (View → Presenter), and the state it follows.
protocol NoteDetailViewOutput: AnyObject {
    var state: NoteDetailViewState { get }
    func viewWillAppear()
}

/// One note (VIPER View): its title is the screen's, and `back` returns to the list.
final class NoteDetailView: SceneViewController {
    var presenter: (any NoteDetailViewOutput)?

    func viewWillAppear() {
        presenter?.viewWillAppear()
    }

    var navigationTitle: String? { presenter?.state.title }

    var screen: Screen {
        Screen((presenter?.state.lines ?? []).map { .text($0) })
    }
}
