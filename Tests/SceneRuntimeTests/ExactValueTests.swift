import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// Values are held exactly or refused, never changed: a decimal `Decimal` cannot hold (more than
/// 38 significant digits, 39 below 2^128; a digit past the 128th decimal place; a size beyond
/// 3.4e165) is refused with that range wherever text
/// becomes a value (a link, a resumed stack, a storyboard's constant, a JSON value, an action
/// argument), and `link` prints every value it holds as it is.
@Suite @MainActor struct ExactValueTests {
    nonisolated static let digits38 = "12345678901234567890123456789012345678"
    /// 40 significant digits: one more than any decimal keeps.
    nonisolated static let tooMany = "1234567890123456789012345678901234567891"
    nonisolated static let limits =
        "a decimal has at most 38 significant digits, none past the 128th decimal place, and a size up to 3.4e165"

    @Test(arguments: [
        ("0", "0"), ("-0", "0"), ("12.50", "12.5"), ("-12.05", "-12.05"), (digits38, digits38),
        ("-0." + digits38, "-0." + digits38), ("1" + String(repeating: "0", count: 60), "1e60"),
        (digits38 + "000", digits38 + "e3"), ("0.000" + digits38, digits38 + "e-41"), ("1e-128", "1e-128"),
        ("1E5", "1e5"), ("00012.5000", "12.5"),
        ("340282366920938463463374607431768211455", "3.40282366920938463463374607431768211455e38"),  // 2^128 - 1
        ("1e128", "1" + String(repeating: "0", count: 128)), ("3.4e165", "34e164"),
        ("-3.40282366920938463463374607431768211455e165", "-340282366920938463463374607431768211455e127"),
    ])
    func aDecimalHeldExactlyIsRead(literal: String, value: String) throws {
        let decimal = try #require(ExactDecimal.decimal(literal))
        #expect(decimal == ExactDecimal.decimal(value), "\(literal) is \(value)")
        #expect(ExactDecimal.decimal(decimal.description) == decimal, "and printed as it is")
    }

    @Test(arguments: [
        tooMany, "-" + tooMany, "0." + tooMany, "1.000000000000000000000000000000000000001", digits38 + "12e10",
        "1e-129", "1.5e-128", "1e200", "-1e200", "3.5e165", "1e999999999999", "1e-999999999999",
        "340282366920938463463374607431768211456", "999999999999999999999999999999999999999",  // 2^128 and above
    ])
    func aDecimalNotHeldExactlyIsRefused(literal: String) {
        #expect(ExactDecimal.decimal(literal) == nil)
        #expect(ExactDecimal.isInexact(literal))
    }

    @Test func numbersAreReadOnlyFromNumberLiterals() {
        for text in ["", "-", ".", "1.2.3", "1e", "e5", "1e+", "abc", "1,5", "nan", "inf", " 1"] {
            #expect(ExactDecimal.decimal(text) == nil, "\(text.debugDescription)")
            #expect(!ExactDecimal.isInexact(text), "\(text.debugDescription) is no number at all")
        }
    }

    // MARK: Links

    private func harness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: LinkTests.storyboard, modules: [TypedModules.origin, TypedModules.typed, LinkTests.relay])
        try harness.start()
        return harness
    }

    private func typedLink(decimal: String, integer: String = "1") -> String {
        "Origin+Typed:text=a,integer=\(integer),decimal=\(decimal),boolean=true,date=2026-01-01T00:00:00Z,"
            + "identifier=i,list=[]"
    }

    @Test func aLinkWithADecimalNoDecimalHoldsIsRefusedWithTheRange() throws {
        let harness = try harness()
        let before = harness.navigator.stack.map(ObjectIdentifier.init)
        let error = try #require(throws: Link.Refusal.self) {
            try harness.navigator.go(to: Link(parsing: typedLink(decimal: Self.tooMany)))
        }
        #expect(error.problem == .inexactDecimal("decimal", scene: "Typed", value: Self.tooMany))
        #expect(error.description.contains("input 'decimal' of scene 'Typed' is decimal; "), "\(error)")
        #expect(error.description.contains("cannot be held exactly: " + Self.limits), "\(error)")
        #expect(error.column == 39, "the column of the value")
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before, "the stack is untouched")
        // An integer beyond Int is refused too, never wrapped.
        let integer = try #require(throws: Link.Refusal.self) {
            try harness.navigator.go(to: Link(parsing: typedLink(decimal: "1", integer: "9223372036854775808")))
        }
        #expect(integer.description.contains("is integer; '9223372036854775808' is not"), "\(integer)")
    }

    /// The range an integer has, as a refusal says it.
    static let integerRange = "an integer is from -9223372036854775808 to 9223372036854775807"

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "99999999999999999999999"])
    func anIntegerBeyondIntIsRefusedWithTheRangeNotAskedForAsAWholeNumber(literal: String) throws {
        let harness = try harness()
        let link = try #require(throws: Link.Refusal.self) {
            try harness.navigator.go(to: Link(parsing: typedLink(decimal: "1", integer: literal)))
        }
        #expect(link.description.hasSuffix("; " + Self.integerRange), "\(link)")
        #expect(!link.description.contains("write a whole number"), "it is one: \(link)")
        let json = try #require(throws: SceneValue.JSONError.self) { try SceneValue(json: literal, as: .integer) }
        #expect(json.description.hasSuffix("; " + Self.integerRange), "\(json)")
        #expect(try SceneValue(json: "9223372036854775807", as: .integer) == .integer(Int.max))
        let word = try #require(throws: Link.Refusal.self) {
            try harness.navigator.go(to: Link(parsing: typedLink(decimal: "1", integer: "twelve")))
        }
        #expect(word.description.hasSuffix("; write a whole number: 3"), "a word is asked for as a number: \(word)")
    }

    @Test(arguments: [
        digits38, "-0." + digits38, "1" + String(repeating: "0", count: 60), "0.000" + digits38,
        "0." + String(repeating: "0", count: 127) + "1", "12.5",
    ])
    func linkPrintsEveryDecimalItHoldsUnchanged(literal: String) throws {
        let harness = try harness()
        try harness.navigator.go(to: Link(parsing: typedLink(decimal: literal)))
        let held = try #require(ExactDecimal.decimal(literal))
        #expect(harness.topInputs["decimal"] == .decimal(held))
        let link = try #require(harness.navigator.link).description
        let again = try self.harness()
        try again.navigator.go(to: Link(parsing: link))
        #expect(again.topInputs["decimal"] == .decimal(held), "\(link) reads back the same value")
        #expect(Link.spell(.decimal(held)) == held.description)
    }

    @Test func aLinkWritesEveryFormatCharacterAsAnEscape() throws {
        let text = "Sign\u{200B}in \u{200C}\u{200D}\u{2060}\u{FEFF}\u{AD}\u{61C}\u{180E}\u{E0001}\u{202E}"
        let spelled = Link.spell(.text(text))
        #expect(spelled == #""Sign\u200Bin \u200C\u200D\u2060\uFEFF\u00AD\u061C\u180E\uDB40\uDC01\u202E""#)
        let harness = try harness()
        try harness.navigator.go(
            to: Link(
                parsing: "Origin+Typed:text=\(spelled),integer=1,decimal=1,boolean=true,date=2026-01-01T00:00:00Z,"
                    + "identifier=i,list=[]"))
        #expect(harness.topInputs["text"] == .text(text), "and reads them back")
    }

    // MARK: JSON values, resumed stacks, storyboards, action arguments

    @Test func aJSONDecimalNoDecimalHoldsIsRefusedWithTheRange() throws {
        #expect(throws: SceneValue.JSONError.inexactDecimal(Self.tooMany)) {
            try SceneValue(json: Self.tooMany, as: .decimal)
        }
        #expect(throws: SceneValue.JSONError.inexactDecimal("1e-129")) { try SceneValue(json: "[1, 1e-129]", as: .list(of: .decimal)) }
        #expect(
            SceneValue.JSONError.inexactDecimal(Self.tooMany).description
                == "\(Self.tooMany) cannot be held exactly; \(Self.limits)")
        #expect(try SceneValue(json: Self.digits38, as: .decimal) == .decimal(try #require(ExactDecimal.decimal(Self.digits38))))
        #expect(throws: SceneValue.JSONError.notOfType(.integer, json: "9223372036854775808")) {
            try SceneValue(json: "9223372036854775808", as: .integer)
        }
    }

    @Test func aResumedStackWithADecimalNoDecimalHoldsIsRefusedWithTheRange() throws {
        let json = """
            {"version": 2, "stack": [{"scene": "A", "presentation": "root",
              "inputs": {"price": {"type": "decimal", "value": \(Self.tooMany)}}}]}
            """
        let error = try #require(throws: NavigationState.JSONError.self) { try NavigationState(json: Array(json.utf8)) }
        #expect(error == .inexactDecimal(path: "stack[0].inputs.price", value: Self.tooMany))
        #expect("\(error)".contains("cannot be held exactly; " + Self.limits), "\(error)")
        let wrapped = """
            {"version": 2, "stack": [{"scene": "A", "presentation": "root",
              "inputs": {"count": {"type": "integer", "value": 9223372036854775808}}}]}
            """
        let integer = try #require(throws: NavigationState.JSONError.self) { try NavigationState(json: Array(wrapped.utf8)) }
        #expect("\(integer)".contains("is not a value of type integer"), "an integer beyond Int is refused, not wrapped")
    }

    @Test func aStoryboardConstantNoDecimalHoldsIsRefusedWithTheRange() throws {
        let storyboard = LinkTests.storyboard.replacingOccurrences(
            of: #""decimal": { "from": "decimal" }"#, with: #""decimal": { "value": \#(Self.tooMany) }"#)
        #expect(storyboard != LinkTests.storyboard)
        let error = #expect(throws: Storyboard.LoadError.self) {
            try NavigatorHarness(
                storyboard: storyboard, modules: [TypedModules.origin, TypedModules.typed, LinkTests.relay])
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("the constant \(Self.tooMany) cannot be held exactly; " + Self.limits), "\(message)")
        #expect(message.contains("pass.decimal.value"), "\(message)")
    }

    private static let setPrice = SceneModule.ActionDescriptor(name: "price", arguments: "AMOUNT", summary: "set the price")

    @Test(arguments: ["1.0000000000000001", "1234567890123456", "0.1234567890123456", "-99999.9999999999999"])
    func anActionDecimalADoubleCannotKeepIsRefusedWithTheRange(word: String) {
        let arguments = ActionArguments(action: Self.setPrice, words: [word])
        #expect(
            throws: ActionError.inexactDecimal(
                action: "price", name: "AMOUNT", value: word, range: -1e16...1e16, digits: 15)
        ) { try arguments.decimal(0, name: "AMOUNT", in: -1e16...1e16) }
        let error = ActionError.inexactDecimal(action: "price", name: "AMOUNT", value: word, range: 0...99.5, digits: 15)
        #expect(
            "\(error)" == "'price': AMOUNT must be a number from 0 to 99.5 with at most 15 significant digits, not '\(word)'")
    }

    @Test(arguments: [
        ("123456789012345", 123_456_789_012_345.0), ("0.000000000000001", 1e-15), ("12.50", 12.5),
        ("100000000000000000", 1e17), ("-0.100000000000000", -0.1),
    ])
    func anActionDecimalWithFifteenDigitsOrFewerIsRead(word: String, value: Double) throws {
        #expect(try ActionArguments(action: Self.setPrice, words: [word]).decimal(0, name: "AMOUNT", in: -1e18...1e18) == value)
    }
}
