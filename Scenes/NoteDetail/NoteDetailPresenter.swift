import Foundation
import NotesDomain

/// Formats the note: its date in words.
@MainActor final class NoteDetailPresenter: NoteDetailViewOutput {
    weak var view: (any NoteDetailViewInput)?
    var interactor: (any NoteDetailInteractorInput)?

    func viewDidLoad() {
        guard let note = interactor?.note else {
            view?.show(title: "No note", date: "-", body: "")
            return
        }
        view?.show(
            title: note.title, date: Self.dateFormatter.string(from: note.date),
            body: note.body.isEmpty ? "(no text)" : note.body)
    }

    /// `Tuesday, 14 November 2023 at 22:13 UTC`.
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE, d MMMM yyyy 'at' HH:mm 'UTC'"
        return formatter
    }()
}
