/// What the note shows, prepared by the Presenter.
struct NoteDetailViewState: Equatable {
    var title: String?
    var lines: [String] = []
}
