import Testing

@testable import SceneRuntime

/// Numbers typed as action arguments: every word becomes a number within the action's range or a
/// clear error naming the argument, the word and the range; none traps.
@Suite struct ActionArgumentsTests {
    private static let select = SceneModule.ActionDescriptor(name: "select", arguments: "NUMBER", summary: "show a contact")

    private static func arguments(_ words: String...) -> ActionArguments {
        ActionArguments(action: select, words: words)
    }

    @Test(arguments: [
        ("1", 1), ("3", 3), ("01", 1), ("0003", 3),
    ])
    func readsANumberWithinTheRange(word: String, value: Int) throws {
        #expect(try Self.arguments(word).integer(0, name: "NUMBER", in: 1...3) == value)
        #expect(try Self.arguments(word).position(0, name: "NUMBER", count: 3) == value)
    }

    @Test(arguments: [
        "0", "-1", "4", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "-9223372036854775809", "99999999999999999999", "-99999999999999999999",
        String(repeating: "9", count: 10_000),
    ])
    func refusesAWholeNumberOutsideTheRange(word: String) {
        #expect(throws: ActionError.outOfRange(action: "select", name: "NUMBER", value: word, range: 1...3)) {
            try Self.arguments(word).integer(0, name: "NUMBER", in: 1...3)
        }
        #expect(throws: ActionError.outOfRange(action: "select", name: "NUMBER", value: word, range: 1...3)) {
            try Self.arguments(word).position(0, name: "NUMBER", count: 3)
        }
    }

    /// Only ASCII digits and one leading `-`: no sign `+`, no hexadecimal, exponent, separators,
    /// spaces, fractions, or digits of other scripts (Arabic-Indic, fullwidth, Devanagari).
    @Test(arguments: [
        "", "-", "--1", "+1", "0x10", "1e3", " 1", "1 ", "1_000", "1,000", "1.0", "١", "３", "१", "½", "two",
        "1\u{0}", "\u{1B}[2J",
    ])
    func refusesWhatIsNotAWholeNumber(word: String) {
        #expect(throws: ActionError.notAWholeNumber(action: "select", name: "NUMBER", value: word, range: 1...3)) {
            try Self.arguments(word).integer(0, name: "NUMBER", in: 1...3)
        }
    }

    @Test func theWholeRangeOfIntIsReadToItsEnds() throws {
        let every = Int.min...Int.max
        #expect(try Self.arguments("-9223372036854775808").integer(0, name: "N", in: every) == Int.min)
        #expect(try Self.arguments("9223372036854775807").integer(0, name: "N", in: every) == Int.max)
        #expect(
            throws: ActionError.outOfRange(action: "select", name: "N", value: "9223372036854775808", range: every)
        ) {
            try Self.arguments("9223372036854775808").integer(0, name: "N", in: every)
        }
        #expect(
            throws: ActionError.outOfRange(action: "select", name: "N", value: "-9223372036854775809", range: every)
        ) {
            try Self.arguments("-9223372036854775809").integer(0, name: "N", in: every)
        }
    }

    @Test func aPositionInAnEmptyListSaysThereIsNothingToChoose() {
        #expect(throws: ActionError.nothingToChoose(action: "select", name: "NUMBER", value: "1")) {
            try Self.arguments("1").position(0, name: "NUMBER", count: 0)
        }
        #expect(throws: ActionError.missingArgument(action: "select", name: "NUMBER", usage: "select NUMBER")) {
            try Self.arguments().position(0, name: "NUMBER", count: 0)
        }
    }

    @Test func theMessagesNameTheArgumentTheWordAndTheRange() {
        #expect(
            ActionError.outOfRange(action: "select", name: "NUMBER", value: "0", range: 1...3).description
                == "'select': NUMBER must be from 1 to 3, not '0'")
        #expect(
            ActionError.outOfRange(action: "remove", name: "NUMBER", value: "2", range: 1...1).description
                == "'remove': NUMBER must be 1, not '2'")
        #expect(
            ActionError.notAWholeNumber(action: "select", name: "NUMBER", value: "+1", range: 1...3).description
                == "'select': NUMBER must be a whole number from 1 to 3, not '+1'")
        #expect(
            ActionError.notAWholeNumber(action: "add", name: "N", value: "x", range: Int.min...Int.max).description
                == "'add': N must be a whole number, not 'x'")
        #expect(
            ActionError.nothingToChoose(action: "delete", name: "NUMBER", value: "1").description
                == "'delete': the list is empty, so there is no NUMBER '1'")
        let long = String(repeating: "9", count: 100)
        #expect(
            ActionError.outOfRange(action: "select", name: "NUMBER", value: long, range: 1...3).description
                == "'select': NUMBER must be from 1 to 3, not '\(String(repeating: "9", count: 60))…' (100 characters)")
        #expect(
            ActionError.notAWholeNumber(action: "select", name: "NUMBER", value: "\u{1B}[2J", range: 1...3).description
                == "'select': NUMBER must be a whole number from 1 to 3, not '^[[2J'")
    }
}
