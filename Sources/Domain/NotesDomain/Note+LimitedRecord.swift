import SceneStore

extension Note: LimitedRecord {
    /// The most notes the notes file holds.
    public static let maximumCount = 10_000
    /// The notes, in a message.
    public static let collectionName = "the notes"
    /// The longest title, in characters: what a list row and a question show whole.
    public static let maximumTitleLength = 200
    /// The longest text, in characters.
    public static let maximumBodyLength = 20_000

    /// A title or a text longer than its limit.
    public var overLimit: OverLimit? {
        OverLimit.length(of: title, "a note's title", atMost: Self.maximumTitleLength)
            ?? OverLimit.length(of: body, "a note's text", atMost: Self.maximumBodyLength)
    }
}
