/// What the notes list shows, prepared by the Presenter: a line per note, and what the last
/// action did.
struct NotesListViewState: Equatable {
    var lines: [String] = []
    var message: String?
}
