import Foundation

/// A note: a title, a body and when it was written.
public struct Note: Codable, Sendable, Hashable {
    /// A number unique among the notes.
    public var id: Int
    /// The title.
    public var title: String
    /// The text.
    public var body: String
    /// When the note was written.
    public var date: Date

    /// Creates a note.
    public init(id: Int, title: String, body: String, date: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.date = date
    }
}
