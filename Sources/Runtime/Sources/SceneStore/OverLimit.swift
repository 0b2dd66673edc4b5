/// A limit a stored value went over: a field's length, or the number of records of a collection.
/// The store refuses the change that would save it, naming what is over (``DataFileError/overLimit(file:_:)``).
public struct OverLimit: Sendable, Equatable, CustomStringConvertible {
    /// What is limited, as the person knows it: `a note's title`, `the notes`.
    public let what: String
    /// The most it may hold.
    public let limit: Int
    /// What it would hold.
    public let found: Int
    /// What is counted: `characters`, `records`.
    public let unit: String

    /// A limit `what` went over, holding `found` `unit` where `limit` is the most.
    public init(_ what: String, limit: Int, found: Int, unit: String) {
        self.what = what
        self.limit = limit
        self.found = found
        self.unit = unit
    }

    /// `a note's title holds at most 200 characters, not 1,048,576`.
    public var description: String {
        "\(what) holds at most \(Self.grouped(limit)) \(unit), not \(Self.grouped(found))"
    }

    /// `text` as a limit of `limit` characters on `what` finds it: `nil` within the limit. Costs
    /// the text's length only when its UTF-8 form is longer than the limit.
    public static func length(of text: String, _ what: String, atMost limit: Int) -> OverLimit? {
        guard text.utf8.count > limit else { return nil }
        let characters = text.count
        return characters > limit ? OverLimit(what, limit: limit, found: characters, unit: "characters") : nil
    }

    /// A number with its thousands grouped by commas: `1,048,576`.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
