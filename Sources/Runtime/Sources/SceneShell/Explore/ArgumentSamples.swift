import FoundationEssentials
import SceneRuntime

/// The values `scenes explore` tries for an action's arguments, from their declared kinds: a
/// typical valid one, and the boundaries (0, -1, the limits and one past them, empty, very long,
/// non-ASCII, control characters).
enum ArgumentSamples {
    /// Text a person might type that no terminal should act on.
    static let controlText = "a\u{1B}[31mred\u{7}\u{1B}]0;title\u{7}"
    static let nonASCII = "Zoë ✓ 東京 \u{202E}txet"
    static let veryLong = String(repeating: "x", count: 4_000)
    static let tooBig = "99999999999999999999"

    /// A value that the kind accepts, or that a scene most likely does.
    static func typical(_ kind: ActionArguments.Kind?, random: inout SeededRandom) -> String {
        switch kind {
        case .integer(let range)?: String(range.contains(1) ? 1 : range.lowerBound)
        case .position?: "1"
        case .decimal(let range)?:
            ActionArguments.Kind.decimalText(range.contains(1) ? 1 : range.lowerBound)
        // Digits and a dash: accepted as a name, a title and a phone number alike.
        case .freeText?: "555-0100"
        case .text?, nil: "Sample"
        case .email?: "ada@example.com"
        // The same every time, so that an account registered can be signed in to.
        case .secret?: "correct-horse-7"
        case .choice(let words)?: words.first ?? "x"
        }
    }

    /// The boundaries of the kind, and one sample drawn with `random`.
    static func boundaries(_ kind: ActionArguments.Kind?, random: inout SeededRandom) -> [String] {
        switch kind {
        case .integer(let range)?:
            let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            let width = overflow || span >= 1_000_000 ? 1_000_000 : span + 1
            let inside = range.lowerBound + Int(random.next(below: UInt64(width)))
            var values = [range.lowerBound, range.upperBound, 0, -1, inside].map(String.init)
            if range.lowerBound > Int.min { values.append(String(range.lowerBound - 1)) }
            if range.upperBound < Int.max { values.append(String(range.upperBound + 1)) }
            return values + [tooBig, "x"]
        case .position?:
            return ["1", "2", "3", "0", "-1", String(2 + random.next(below: 50)), tooBig, "x"]
        case .decimal(let range)?:
            let values: [Double] = [
                range.lowerBound, range.upperBound, range.upperBound + 1, range.lowerBound - 0.01, 0, -1,
            ]
            return values.map(ActionArguments.Kind.decimalText) + ["1e3", "nan", "1,5", ""]
        case .text(let maxLength)? where maxLength > 10_000:
            return ["", veryLong, nonASCII, controlText]
        case .text(let maxLength)?:
            return [
                "", String(repeating: "a", count: maxLength), String(repeating: "a", count: maxLength + 1),
                nonASCII, controlText,
            ]
        case .email?:
            return ["", "no-at-sign", "a@", "@b", veryLong + "@example.com", "zoë@exämple.com", controlText]
        case .secret?: return ["", "x", veryLong, nonASCII, controlText]
        case .choice(let words)?: return words + ["", "none-of-these"]
        case .freeText?, nil: return ["", "0", "-1", tooBig, veryLong, nonASCII, controlText]
        }
    }

    /// The word as a line of the shell writes it: in double quotes, `\` and `"` escaped, when it is
    /// empty or has anything but letters, digits and a few marks.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy(isPlain)
        if plain { return word }
        return "\""
            + word.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            + "\""
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return false }
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
        return "-.,_".unicodeScalars.contains(scalar)
    }

    /// The lines that try `action` with values met on the way (typed in earlier commands, shown
    /// on the screen): its typical arguments, each in turn replaced by such a value its kind may
    /// take (an address for an email, a whole number for a number or a position). At most two
    /// values per argument, so that a long way adds few lines.
    static func lines(for action: ExploreAnswer.Action, using values: [String]) -> [String] {
        guard !values.isEmpty, !action.kinds.isEmpty else { return [] }
        var random = SeededRandom(seed: 0)
        let kinds = action.kinds.map(\.argumentKind)
        let base = kinds.map { typical($0, random: &random) }
        var lines: [String] = []
        // Every argument at once from what was met (an address and a password shown together).
        var together = base
        for (index, kind) in kinds.enumerated() {
            let fitting = values.filter { fits($0, kind) && $0 != base[index] }.prefix(2)
            if let first = fitting.first { together[index] = first }
            for value in fitting {
                var vector = base
                vector[index] = value
                lines.append(([action.name] + vector.map(quoted)).joined(separator: " "))
            }
        }
        if kinds.count > 1, together != base {
            lines.insert(([action.name] + together.map(quoted)).joined(separator: " "), at: 0)
        }
        return lines
    }

    /// Whether `value` is one a person might type for an argument of `kind`.
    private static func fits(_ value: String, _ kind: ActionArguments.Kind?) -> Bool {
        switch kind {
        case .integer?, .position?: Int(value) != nil
        case .decimal?: Double(value) != nil
        case .email?: value.contains("@")
        case .secret?: !value.contains(" ") && value.count >= 8
        case .choice(let words)?: words.contains(value)
        case .text?, .freeText?, nil: true
        }
    }

    /// The lines that try `action`: typical arguments, then each argument through its boundaries,
    /// no arguments, and one argument too many.
    static func lines(for action: ExploreAnswer.Action, random: inout SeededRandom) -> [String] {
        let count = max(action.kinds.count, action.arguments.split(separator: " ").count)
        let kinds = (0..<count).map { $0 < action.kinds.count ? action.kinds[$0].argumentKind : nil }
        guard count > 0 else { return [action.name, action.name + " extra"] }
        let base = kinds.map { typical($0, random: &random) }
        var vectors = [base]
        for index in 0..<count {
            for value in boundaries(kinds[index], random: &random) {
                var vector = base
                vector[index] = value
                vectors.append(vector)
            }
        }
        var lines = vectors.map { ([action.name] + $0.map(quoted)).joined(separator: " ") }
        lines.append(action.name)
        if !action.takesFreeText {
            lines.append(([action.name] + base.map(quoted) + ["extra"]).joined(separator: " "))
        }
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }
}
