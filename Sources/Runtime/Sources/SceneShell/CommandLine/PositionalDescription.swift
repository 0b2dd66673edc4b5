/// The words of a command that are not options (`CONFIG`, `OLD NEW`, `LIB...`), described once:
/// how many there may be, their kind, and what a command line with too few or too many is told.
struct PositionalDescription: Sendable {
    /// Their names, one for each that may be given, the last standing for any more when there is
    /// no maximum: `["CONFIG"]`, `["OLD", "NEW"]`, `["LIB"]`.
    let placeholders: [String]
    /// How many must be given.
    let minimum: Int
    /// How many may be given; `nil` for any number.
    let maximum: Int?
    let kind: CommandLineValueKind
    /// What the command needs when too few are given: `the NAME of the app` (`init needs the NAME
    /// of the app`).
    let needs: String
    /// What a word beyond the maximum is told after `unexpected argument 'x'; `: `only one CONFIG
    /// may be given`.
    let tooMany: String

    /// At most one, as the storyboard commands take their `CONFIG`.
    static func optional(_ placeholder: String, _ kind: CommandLineValueKind) -> PositionalDescription {
        PositionalDescription(
            placeholders: [placeholder], minimum: 0, maximum: 1, kind: kind, needs: "a \(placeholder)",
            tooMany: "only one \(placeholder) may be given")
    }

    /// Exactly one.
    static func one(
        _ placeholder: String, _ kind: CommandLineValueKind = .text, needs: String, tooMany: String? = nil
    )
        -> PositionalDescription
    {
        PositionalDescription(
            placeholders: [placeholder], minimum: 1, maximum: 1, kind: kind, needs: needs,
            tooMany: tooMany ?? "only one \(placeholder) may be given")
    }

    /// One or more.
    static func oneOrMore(_ placeholder: String, _ kind: CommandLineValueKind, needs: String)
        -> PositionalDescription
    {
        PositionalDescription(
            placeholders: [placeholder], minimum: 1, maximum: nil, kind: kind, needs: needs, tooMany: "")
    }

    /// The same, with `tooMany` said of a word beyond the maximum.
    func saying(tooMany: String) -> PositionalDescription {
        PositionalDescription(
            placeholders: placeholders, minimum: minimum, maximum: maximum, kind: kind, needs: needs,
            tooMany: tooMany)
    }

    /// `[CONFIG]`, `OLD NEW`, `LIB...`, as a synopsis shows them; the words of a choice
    /// (`bash|zsh|fish`) for a placeholder.
    var usage: String {
        var words: [String] = []
        for (index, name) in placeholders.enumerated() {
            var placeholder = name
            if case .choice(_, let choices) = kind { placeholder = choices.joined(separator: "|") }
            let word = index < minimum ? placeholder : "[\(placeholder)]"
            words.append(word + (maximum == nil && index == placeholders.count - 1 ? "..." : ""))
        }
        return words.joined(separator: " ")
    }
}
