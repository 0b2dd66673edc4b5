// Text, choices and decimals typed as action arguments, read with the limits the scene states.

extension ActionArguments {
    /// The most significant digits a decimal argument may have: all a `Double` keeps exactly.
    static let decimalDigits = 15

    /// The word at `index` as text of at most `maxLength` characters.
    /// - Throws: ``ActionError/missingArgument(action:name:usage:)`` or
    ///   ``ActionError/tooLong(action:name:maxLength:length:)``.
    public func text(_ index: Int, name: String, maxLength: Int) throws(ActionError) -> String {
        let word = try string(index, name: name)
        guard word.count <= maxLength else {
            throw .tooLong(action: action.name, name: name, maxLength: maxLength, length: word.count)
        }
        return word
    }

    /// The word at `index`, which must be one of `choices`.
    /// - Throws: ``ActionError/missingArgument(action:name:usage:)`` or
    ///   ``ActionError/notAChoice(action:name:value:choices:)``.
    public func choice(_ index: Int, name: String, among choices: [String]) throws(ActionError) -> String {
        let word = try string(index, name: name)
        guard choices.contains(word) else {
            throw .notAChoice(action: action.name, name: name, value: shown(index, word), choices: choices)
        }
        return word
    }

    /// The word at `index` as a decimal number within `range`: ASCII digits with at most one `.`
    /// and an optional leading `-` (`2.50`, `-1`, `.5`); `1e3`, `nan`, `inf` and `1,5` are refused,
    /// and so is a number with more significant digits than a `Double` keeps (15), rather than
    /// rounded.
    /// - Throws: ``ActionError/missingArgument(action:name:usage:)``,
    ///   ``ActionError/notADecimal(action:name:value:range:)`` or
    ///   ``ActionError/inexactDecimal(action:name:value:range:digits:)``.
    public func decimal(_ index: Int, name: String, in range: ClosedRange<Double>) throws(ActionError)
        -> Double
    {
        let word = try string(index, name: name)
        let unsigned = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
        let digits = unsigned.filter { $0 != "." }
        guard unsigned.count(where: { $0 == "." }) <= 1, !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Double(word), range.contains(value)
        else {
            throw .notADecimal(action: action.name, name: name, value: shown(index, word), range: range)
        }
        // Significant digits: from the first digit that is not 0 to the last one that is not.
        let significant = digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.count
        guard significant <= Self.decimalDigits else {
            throw .inexactDecimal(
                action: action.name, name: name, value: shown(index, word), range: range,
                digits: Self.decimalDigits)
        }
        return value
    }
}
