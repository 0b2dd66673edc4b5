import FoundationEssentials

/// A note: a title, a body and when it was written.
public struct Note: Codable, Sendable, Hashable {
    /// The ids a note may have: from 1 to 2,147,483,647. Decoding a note with another id throws,
    /// so a data file holding one is reported as corrupt instead of trapping later.
    public static let ids: ClosedRange<Int> = 1...Int(Int32.max)

    /// Within ``ids``, a number unique among the notes.
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

extension Note {
    private enum CodingKeys: String, CodingKey {
        case id, title, body, date
    }

    /// Decodes a note, refusing an id outside ``ids``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        date = try container.decode(Date.self, forKey: .date)
        guard Self.ids.contains(id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: container,
                debugDescription: "an id must be from \(Self.ids.lowerBound) to \(Self.ids.upperBound)")
        }
    }
}
