extension ActionArguments {
    /// What one argument of an action may be, as the action declares it: shown in help, offered by
    /// completion, worded in errors, and used by `scenes explore` to try its boundaries.
    ///
    /// ```swift
    /// SceneAction("add", arguments: "NAME PRICE [QUANTITY]",
    ///             kinds: [.text(maxLength: 80), .decimal(0.01...99_999.99), .integer(1...999)], ...)
    /// ```
    public enum Kind: Sendable, Hashable {
        /// A whole number within the range.
        case integer(ClosedRange<Int>)
        /// A position in the list the scene shows, numbered from 1: its range is known only when the
        /// action runs (1 to the number of lines shown). Completion offers the numbers of the screen's
        /// items (``Screen/Line/item(number:_:)``).
        case position
        /// A decimal number within the range (a price, a weight), written with ASCII digits and `.`.
        case decimal(ClosedRange<Double>)
        /// One word or quoted text of at most `maxLength` characters.
        case text(maxLength: Int)
        /// An email address.
        case email
        /// A secret, such as a password: never shown, never kept in the history.
        case secret
        /// One of a few words.
        case choice([String])
        /// Free text: the rest of the line, its words joined by single spaces (the last argument only).
        case freeText

        /// One word, or quoted text, of any length.
        public static let word = ActionArguments.Kind.text(maxLength: .max)

        /// The words completion offers for an argument of this kind: the choices, or none.
        public var choices: [String] {
            if case .choice(let words) = self { words } else { [] }
        }

        /// What help says the argument may be: `a whole number from 1 to 999`.
        public var summary: String {
            switch self {
            case .integer(let range):
                "a whole number" + (range == Int.min...Int.max ? "" : wholeNumberRange(range))
            case .position: "a position in the list shown, from 1"
            case .decimal(let range):
                "a number from \(Self.decimalText(range.lowerBound)) to \(Self.decimalText(range.upperBound))"
            case .text(.max): "text: one word, or words in quotes"
            case .text(let maxLength): "text of at most \(maxLength) character\(maxLength == 1 ? "" : "s")"
            case .email: "an email address"
            case .secret:
                "a secret, never shown: leave it out (or type *** in its place when more follows) and it is asked for without echo"
            case .choice(let words): "one of " + words.joined(separator: ", ")
            case .freeText: "free text, the rest of the line"
            }
        }

        /// `2.5`, `10`: a decimal as a person writes it, without a trailing `.0`.
        package static func decimalText(_ value: Double) -> String {
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
    }
}

/// The former name of ``ActionArguments/Kind``.
@available(*, deprecated, renamed: "ActionArguments.Kind")
public typealias ArgumentKind = ActionArguments.Kind
