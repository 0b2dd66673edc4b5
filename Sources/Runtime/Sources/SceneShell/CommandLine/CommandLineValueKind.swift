import SceneRuntime

/// What an option's value or a positional argument of the command line may be: how it is
/// checked, what a bad one is told, and what shell completion offers for it.
enum CommandLineValueKind: Equatable, Sendable {
    /// Any text, completed to nothing (`--goto LINK`).
    case text
    /// A file's path, completed to files (`--script FILE`).
    case file
    /// A folder's path, completed to folders (`--data DIR`).
    case directory
    /// One of a fixed list of words, called `noun` in a message (`unknown graph format 'svg'`).
    case choice(noun: String, [String])
    /// A whole number in `range`, counted in `unit` when there is one (`MiB`).
    case integer(ClosedRange<Int>, unit: String? = nil)
    /// A whole number from 0 to the largest `UInt64`.
    case unsigned
    /// A number of seconds above 0 and at most `maximum`.
    case seconds(maximum: Double)
    /// The name of one of the program's commands (`help COMMAND`).
    case command

    /// What `text` stands for, or `nil` when it is not of this kind.
    func value(of text: String) -> CommandLineValue? {
        switch self {
        case .text, .file, .directory:
            return .text(text)
        case .command:
            return Subcommands.names.contains(text) ? .text(text) : nil
        case .choice(_, let words):
            return words.contains(text) ? .text(text) : nil
        case .integer(let range, _):
            guard let number = Int(text), range.contains(number) else { return nil }
            return .integer(number)
        case .unsigned:
            return UInt64(text).map(CommandLineValue.unsigned)
        case .seconds(let maximum):
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= maximum else {
                return nil
            }
            return .seconds(seconds)
        }
    }

    /// Why `text`, given to `option`, is not of this kind: `unknown graph format 'svg'; expected
    /// dot, mermaid or text`, `--depth must be a whole number from 1 to 50, not '0'`.
    func refusal(of text: String, givenTo option: String) -> String {
        switch self {
        case .choice(let noun, let words):
            "unknown \(noun) \(quoted(text)); expected \(Self.list(words))"
                + didYouMean(Suggestion.closest(to: text, in: words))
        case .command:
            "no command \(quoted(text))" + didYouMean(Suggestion.closest(to: text, in: Subcommands.names))
        default:
            "\(option) must be \(expected), not \(quoted(text))"
        }
    }

    /// What a value of this kind is, as a message says it: `a whole number from 1 to 50`.
    var expected: String {
        switch self {
        case .text, .file, .directory, .command: "text"
        case .choice(_, let words): Self.list(words)
        case .integer(let range, let unit):
            "a whole number" + (unit.map { " of \($0)" } ?? "")
                + (range.upperBound == Int.max && range.lowerBound > Int.min
                    ? " above \(range.lowerBound - 1)"
                    : " from \(range.lowerBound) to \(range.upperBound)")
        case .unsigned: "a whole number from 0 to \(UInt64.max)"
        case .seconds(let maximum): "a number of seconds above 0 and at most \(Self.number(maximum))"
        }
    }

    /// `dot, mermaid or text`.
    static func list(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// `86400` for 86400.0, as a person writes it.
    private static func number(_ value: Double) -> String {
        guard value.rounded() == value, abs(value) < 1e15 else { return "\(value)" }
        return String(Int(value))
    }
}
