/// What the NotesList View shows, prepared by the Presenter.
struct NotesListViewState: Equatable {
    /// One line per note: `Clean Swift (14 Nov 2023)`.
    var items: [String]
    var message: String?
    var error: String?
}
