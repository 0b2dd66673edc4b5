import Testing

@testable import SceneShell

/// Garbage on the standard input of the real `scenes` (script mode, since it is not a terminal):
/// the process ends with the documented status (1: a scripted command failed), says what was wrong
/// with each bad line on standard error, never crashes, and runs the lines after the garbage.
@Suite struct GarbageProgramTests {
    private static let stackAtMenu = "Menu> stack\n1. Menu \"Menu\" (root)\n"

    private static func errorLines(_ outcome: ScenesProgram.Outcome) -> [Substring] {
        outcome.errorText.split(separator: "\n")
    }

    @Test(arguments: [11, 12] as [UInt64])
    func everyKindOfGarbageAtOnce(seed: UInt64) throws {
        var generator = SeededRandom(seed: seed)
        var input = generator.bytes(262_144)
        input += Array("\n\u{0}\u{0}\u{1B}[2J\u{7F}\n".utf8) + [0xFF, 0xC3, 0x0A, 0xED, 0xA0, 0x80, 0x0A]
        input += Array(("go " + String(repeating: "x", count: 1 << 20) + "\n").utf8)
        input += Array("\"unterminated\n".utf8)
        let commands = ["go Contacts", "select 1", "back", "nonsense", "root", "go Nowhere"]
        input += Array((0..<10_000).map { commands[$0 % commands.count] + "\n" }.joined().utf8)
        input += Array("root\nstack".utf8)  // the last line has no line break
        let outcome = try ScenesProgram().run(input: input)
        #expect(outcome.termination == .exited(1), "seed \(seed)")
        #expect(outcome.outputText.hasSuffix(Self.stackAtMenu), "seed \(seed)")
        let errors = Self.errorLines(outcome)
        for line in errors {
            #expect(line.hasPrefix("error: "), "seed \(seed): \(line.prefix(300).debugDescription)")
            #expect(line.count < 1000, "seed \(seed): \(line.prefix(200).debugDescription)…")
        }
        #expect(errors.filter { $0.hasPrefix("error: no command or action 'nonsense'") }.count == 10_000 / 6 + 1)
        #expect(errors.contains("error: no command or action '^@^@^[[2J^?' in scene 'Menu'; type 'help' for the list"))
        #expect(errors.contains("error: no command or action '\u{FFFD}\u{FFFD}' in scene 'Menu'; type 'help' for the list"))
        #expect(errors.contains("error: unterminated double quote"))
        #expect(
            errors.contains(
                "error: scene 'Menu' has no segue '\(String(repeating: "x", count: 60))…' (1048576 characters);"
                    + " its segues: Contacts, Notes, Shop, SignIn, SignUp"))
        #expect(outcome.errors.count < 2_000_000, "seed \(seed): errors do not echo the megabyte line")
    }

    @Test func aLastLineWithoutItsLineBreakRuns() throws {
        let outcome = try ScenesProgram().run(input: Array("go Contacts\nstack".utf8))
        #expect(outcome.termination == .exited(0))
        #expect(outcome.errorText == "")
        #expect(outcome.outputText.hasSuffix("Contacts> stack\n1. Menu \"Menu\" (root)\n2. ContactList \"Contacts\" (push)\n"))
    }

    @Test func nothingButNulBytesIsOneBadLine() throws {
        let outcome = try ScenesProgram().run(input: [UInt8](repeating: 0, count: 4096))
        #expect(outcome.termination == .exited(1))
        #expect(
            outcome.errorText == "error: no command or action '\(String(repeating: "^@", count: 60))…' (4096 characters)"
                + " in scene 'Menu'; type 'help' for the list\n")
    }

    @Test func emptyInputShowsTheFirstScreenAndEnds() throws {
        let outcome = try ScenesProgram().run(input: [])
        #expect(outcome.termination == .exited(0))
        #expect(outcome.outputText.hasPrefix("Menu\n== Menu ==\n"))
        #expect(outcome.errorText == "")
    }
}
