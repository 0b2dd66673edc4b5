// Numbers typed as action arguments, read with the limits the scene states.

extension ActionArguments {
    /// The word at `index` as a whole number within `range`.
    ///
    /// Only ASCII digits with an optional leading `-` are read, so `+1`, `0x10`, `1e3`, ` 1`,
    /// `1_000` and digits of other scripts (`١`) are refused; leading zeros are allowed. A number
    /// too large for an `Int` (`99999999999999999999`) is refused as out of range, never trapping.
    /// - Throws: ``ActionError/missingArgument(action:name:usage:)``,
    ///   ``ActionError/notAWholeNumber(action:name:value:range:)`` or
    ///   ``ActionError/outOfRange(action:name:value:range:)``.
    public func integer(_ index: Int, name: String, in range: ClosedRange<Int>) throws(ActionError) -> Int {
        let word = try string(index, name: name)
        switch Self.wholeNumber(word) {
        case nil:
            throw .notAWholeNumber(action: action.name, name: name, value: word, range: range)
        case .some(let value?) where range.contains(value):
            return value
        case .some:
            throw .outOfRange(action: action.name, name: name, value: word, range: range)
        }
    }

    /// The word at `index` as a position in a list of `count` lines as shown, numbered from 1:
    /// a number from 1 to `count`.
    /// - Throws: ``ActionError/nothingToChoose(action:name:value:)`` when `count` is 0, and
    ///   the errors of ``integer(_:name:in:)``.
    public func position(_ index: Int, name: String, count: Int) throws(ActionError) -> Int {
        guard count > 0 else {
            let word = try string(index, name: name)
            throw .nothingToChoose(action: action.name, name: name, value: word)
        }
        return try integer(index, name: name, in: 1...count)
    }

    /// `word` read as a whole number: `nil` if it is not one, `.some(nil)` if it is one that
    /// does not fit in an `Int`.
    private static func wholeNumber(_ word: String) -> Int?? {
        var digits = Substring(word).utf8
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            return nil
        }
        var value = 0
        for digit in digits {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let amount = Int(digit - UInt8(ascii: "0"))
            // Negative numbers are built downwards, so that `Int.min` itself is read.
            let (next, carry) =
                negative
                ? shifted.subtractingReportingOverflow(amount) : shifted.addingReportingOverflow(amount)
            if overflow || carry { return .some(nil) }
            value = next
        }
        return .some(value)
    }
}
