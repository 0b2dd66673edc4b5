// What a value that does not fit its input says (see ErrorMessages.swift for the voice).

extension SceneValue.JSONError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .invalidJSON(let detail): "invalid JSON: \(detail)"
        case .notOfType(let type, let json):
            "\(abbreviated(json)) is not a value of type \(type)"
                + (type == .integer && isWholeNumber(json) ? "; \(integerRange)" : "")
        case .inexactDecimal(let literal):
            "\(abbreviated(literal)) cannot be held exactly; a decimal has \(ExactDecimal.limits)"
        }
    }
}

extension SceneValueType.SpellingError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        let types = "text, integer, decimal, boolean, date, identifier or [TYPE]"
        return switch self {
        case .unknown(let spelling): "unknown type \(quoted(spelling)); expected \(types)"
        case .tooDeep(let spelling, let limit):
            "the type \(quoted(spelling)) nests lists deeper than \(limit) levels; a type has at most \(limit)"
        }
    }
}

/// "; its inputs: 'a', 'b'" or "; it takes no inputs".
func inputList(_ inputs: [String]) -> String {
    inputs.isEmpty ? "; it takes no inputs" : "; its inputs: \(list(inputs))"
}

/// "; its actions: add, delete" or "; it has no actions".
func actionList(_ actions: [String]) -> String {
    actions.isEmpty ? "; it has no actions" : "; its actions: \(list(actions))"
}

/// The range of an integer input, said when a whole number is outside it.
let integerRange = "an integer is from \(Int.min) to \(Int.max)"

/// Whether `text` is written as a whole number (`-` and ASCII digits), of any size: one that is
/// refused as an integer is then out of range, not misspelt.
func isWholeNumber(_ text: String) -> Bool {
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
}
