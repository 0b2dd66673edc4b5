/// What the NoteDetail View shows, prepared by the Presenter.
struct NoteDetailViewState: Equatable {
    /// The note's title, which is also the scene's title; `nil` when there is no note to show.
    var title: String?
    /// When the note was written, in words: `Tuesday, 14 November 2023 at 22:13 UTC`.
    var date = ""
    /// The note's text, or `(no text)`.
    var body = ""
    /// How the last edit went, when it was saved.
    var message: String?
    /// Why the last edit was not saved.
    var error: String?
}
