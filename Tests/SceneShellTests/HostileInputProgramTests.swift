import Foundation
import SceneTesting
import Testing

/// Issue 25, item 2: nested input that crashed the real `scenes` (a recursion per bracket) is
/// refused with a clear error naming the limit, run through the built program, so that a crash
/// fails the test instead of ending it. Each ends with an exit status, never on a signal.
@Suite struct HostileInputProgramTests {
    /// `[[[…integer…]]]`, `depth` lists deep.
    static func deepType(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "integer" + String(repeating: "]", count: depth)
    }

    /// `goto ContactList:notice=` and 3,000 `[`: a recursion per bracket, and SIGSEGV, before.
    @Test func aLinkOfThreeThousandBracketsIsRefused() throws {
        let program = ScenesProgram()
        let link = "ContactList:notice=" + String(repeating: "[", count: 3_000)
        let outcome = try program.run(input: Array("goto \(link)\nstack\n".utf8))
        #expect(outcome.termination == .exited(1))
        let error = outcome.errorText
        #expect(error.hasPrefix("error: link column 84 ('['): lists nest deeper than 64 levels; a value has at most 64\n"))
        // The excerpt of the link under the message shows at most 60 of its characters.
        let excerpt = error.split(separator: "\n")[1]
        #expect(excerpt == "  …" + String(repeating: "[", count: 60) + "…")
        #expect(outcome.outputText.hasSuffix("Menu> stack\n1. Menu \"Menu\" (root)\n"), "the stack is unchanged")
    }

    /// The same link given to `--goto`, a new process.
    @Test func aDeepLinkGivenToGotoIsRefused() throws {
        let program = ScenesProgram()
        let link = "ContactList:notice=" + String(repeating: "[", count: 100_000)
        let outcome = try program.run(arguments: program.arguments + ["--goto", link], input: Array("quit\n".utf8))
        guard case .exited(let status)? = outcome.termination else {
            Issue.record("ended by \(outcome.termination as Any)")
            return
        }
        #expect(status != 0)
        #expect(outcome.errorText.contains("lists nest deeper than 64 levels"), "\(outcome.errorText.prefix(300))")
        #expect(outcome.errorText.count < 1_000)
    }

    /// A type spelled 50,000 lists deep in `stack.json`: `--resume` says the file is not a recorded
    /// stack, why, and starts at the initial scene.
    @Test func aFiftyThousandDeepTypeInTheStackFileIsReported() throws {
        let program = ScenesProgram()
        let stack = """
            {"version": 1, "stack": [
              {"scene": "Menu", "module": "Menu", "presentation": "root", "inputs": {}},
              {"scene": "ContactList", "module": "ContactList", "presentation": "push",
               "inputs": {"notice": {"type": "\(Self.deepType(50_000))", "value": []}}}]}
            """
        try Data(stack.utf8).write(to: URL(fileURLWithPath: program.home.file("stack.json")))
        let outcome = try program.run(arguments: program.arguments + ["--resume"], input: Array("stack\n".utf8))
        #expect(outcome.termination == .exited(0), "\(outcome.errorText.prefix(500))")
        #expect(
            outcome.errorText.contains(
                "stack[1].inputs.notice.type: the type '\(String(repeating: "[", count: 60))…' (100007 characters)"
                    + " nests lists deeper than 64 levels; a type has at most 64"),
            "\(outcome.errorText.prefix(500))")
        #expect(outcome.errorText.count < 1_000)
        #expect(outcome.outputText.hasSuffix("Menu> stack\n1. Menu \"Menu\" (root)\n"))
    }

    /// 100,000 nested arrays in `stack.json` and in `scenes.json`: JSON's own depth limit (512),
    /// an error, not a crash.
    @Test func aHundredThousandNestedArraysInTheStackFileAndTheStoryboardAreErrors() throws {
        let program = ScenesProgram()
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try Data(nested.utf8).write(to: URL(fileURLWithPath: program.home.file("stack.json")))
        let resumed = try program.run(arguments: program.arguments + ["--resume"], input: Array("stack\n".utf8))
        #expect(resumed.termination == .exited(0))
        #expect(resumed.errorText.contains("nesting is deeper than 512 levels"), "\(resumed.errorText.prefix(500))")
        #expect(resumed.outputText.hasSuffix("Menu> stack\n1. Menu \"Menu\" (root)\n"))

        let storyboard = program.home.file("deep.json")
        try Data(("{\"version\": 1, \"scenes\": " + nested + "}").utf8).write(to: URL(fileURLWithPath: storyboard))
        let validated = try program.run(arguments: ["validate", storyboard])
        #expect(validated.termination == .exited(1))
        #expect(validated.errorText.contains("nesting is deeper than 512 levels"), "\(validated.errorText.prefix(500))")
    }

    /// `scenes new --input` with a type 50,000 lists deep: a usage error naming the limit; nothing
    /// is written.
    @Test func aFiftyThousandDeepTypeGivenToScenesNewIsRefused() throws {
        let program = ScenesProgram()
        let outcome = try program.run(arguments: [
            "new", "Deep", "--package", program.home.path, "--input", "items:" + Self.deepType(50_000),
        ])
        #expect(outcome.termination == .exited(2), "\(outcome.termination as Any) \(outcome.errorText.prefix(500))")
        #expect(
            outcome.errorText.contains(
                "--input 'items': the type '\(String(repeating: "[", count: 60))…' (100007 characters) nests lists"
                    + " deeper than 64 levels; a type has at most 64"),
            "\(outcome.errorText.prefix(500))")
        #expect(outcome.errorText.count < 1_000)
    }

    /// 40,000 inputs in one link took 74 s (a duplicate check per input scanned all before it): the
    /// link is read and refused at its first input, which the scene does not have.
    @Test func fortyThousandInputsInALinkAreAnsweredAtOnce() throws {
        let program = ScenesProgram()
        let inputs = (0..<40_000).map { "i\($0)=1" }.joined(separator: ",")
        let start = ContinuousClock.now
        let outcome = try program.run(input: Array("goto ContactList:\(inputs)\nstack\n".utf8))
        let elapsed = ContinuousClock.now - start
        #expect(outcome.termination == .exited(1))
        #expect(
            outcome.errorText.hasPrefix(
                "error: link column 13 ('i0'): scene 'ContactList' has no input 'i0'; its inputs: notice\n"))
        #expect(elapsed < .seconds(20), "a generous bound for a busy machine; it was 74 s")
    }

    /// `scenes validate` on a one-line storyboard with 4,000 errors (21 s before): every error, each
    /// at its column on line 1.
    @Test func validateLocatesFourThousandErrorsOnOneLine() throws {
        let program = ScenesProgram()
        let scenes = (0..<4_000).map { #"{"id":"\#($0)x","module":"Menu","title":"T"}"# }.joined(separator: ",")
        let text = #"{"version":1,"initial":"Menu","scenes":[{"id":"Menu","module":"Menu","title":"M"},"# + scenes + "]}"
        let file = program.home.file("one-line.json")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try program.run(arguments: ["validate", file])
        #expect(outcome.termination == .exited(1))
        let lines = outcome.errorText.split(separator: "\n")
        #expect(lines.count == 4_000)
        let column = try #require(text.range(of: #""3999x""#)).lowerBound.utf16Offset(in: text) + 1
        let expected =
            "\(file):1:\(column): error: scenes[4000].id: '3999x' is not a valid scene id: use letters, digits and '_',"
            + " starting with a letter or '_'"
        #expect(lines.last.map(String.init) == expected, "\(expected)")
    }
}
