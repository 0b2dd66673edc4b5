import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// Garbage in script mode (`scenes --script FILE`), in process: random bytes, control characters,
/// invalid UTF-8, NUL, 1 MB lines, unterminated quotes, 10,000 commands and a last line without its
/// line break. The run always ends, with status 1 when a line failed; every bad line gets one
/// specific `error:` line that quotes at most 60 characters of it and shows control characters
/// instead of sending them; the shell carries on.
@Suite @MainActor struct GarbageScriptTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String

        var errorLines: [Substring] { err.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    let storyboard: TemporaryStoryboard
    let data = TemporaryDataDirectory()

    init() throws {
        storyboard = try TemporaryStoryboard()
    }

    /// Runs `bytes` as a script file on the counters storyboard.
    private func run(_ bytes: [UInt8]) throws -> Outcome {
        try Data(bytes).write(to: URL(fileURLWithPath: data.file("script")))
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["--script", data.file("script"), "--data", data.path, storyboard.path],
            modules: [CounterConfigurator.module], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return Outcome(status: status, out: out, err: err)
    }

    private func run(_ text: String) throws -> Outcome {
        try run(Array(text.utf8))
    }

    /// The first screen, which every run prints before its first prompt.
    private static let firstScreen = """
        First counter
        == First counter ==
          Name:  counter
          Count: 0
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal

        """

    private static let stackAtFirst = "First counter> stack\n1. First \"First counter\" (root)\n"

    /// Control characters other than tab and line feed, by their caret names: `^@` is NUL.
    private static func caret(_ byte: UInt8) -> String {
        byte == 0x7F ? "^?" : "^" + String(Array("@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_")[Int(byte)])
    }

    private static let controlBytes = Array(0x00...0x1F as ClosedRange<UInt8>) + [0x7F]

    private static func hasControlCharacters(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomBytesEndInErrorsAndTheShellCarriesOn(seed: UInt64) throws {
        var generator = SeededRandom(seed: seed)
        let outcome = try run(generator.bytes(65536) + Array("\nroot\nstack\n".utf8))
        #expect(outcome.status == 1, "seed \(seed)")
        #expect(outcome.out.hasSuffix(Self.stackAtFirst), "seed \(seed): the shell works after the garbage")
        #expect(!outcome.errorLines.isEmpty, "seed \(seed)")
        for line in outcome.errorLines {
            #expect(line.hasPrefix("error: "), "seed \(seed): \(line.debugDescription)")
            #expect(line.count < 1000, "seed \(seed): \(line.prefix(200).debugDescription)…")
        }
        #expect(!Self.hasControlCharacters(outcome.out), "seed \(seed): control characters are shown, not sent")
        #expect(!Self.hasControlCharacters(outcome.err), "seed \(seed): control characters are shown, not sent")
        #expect(outcome.err.utf8.count < 65536 * 4, "seed \(seed): the errors do not echo the garbage many times over")
        storyboard.remove()
    }

    @Test func everyControlCharacterIsShownByNameInItsError() throws {
        for byte in Self.controlBytes where byte != 0x0A {
            let isBlank = Character(Unicode.Scalar(byte)).isWhitespace
            let alone = try run([byte, 0x0A] + Array("stack\n".utf8))
            #expect(alone.out.hasSuffix(Self.stackAtFirst), "0x\(String(byte, radix: 16))")
            if isBlank {
                #expect(alone.status == 0, "0x\(String(byte, radix: 16)) is a blank, so the line is empty")
                #expect(alone.err == "")
            } else {
                #expect(alone.status == 1)
                #expect(
                    alone.err
                        == "error: no command or action '\(Self.caret(byte))' in scene 'First counter'; type 'help' for the list\n")
            }
            let inWord = try run(Array("go x".utf8) + [byte] + Array("y\n".utf8))
            #expect(inWord.status == 1)
            #expect(
                inWord.err
                    == (isBlank
                        ? "error: too many arguments for 'go'; usage: go SEGUE\n"
                        : "error: scene 'First counter' has no segue 'x\(Self.caret(byte))y'; its segues: Next, Modal\n"),
                "0x\(String(byte, radix: 16))")
            #expect(!Self.hasControlCharacters(inWord.out))
        }
        storyboard.remove()
    }

    @Test func nulBytesAreShownAsCaretAt() throws {
        let outcome = try run(Array("\u{0}\nst\u{0}ack\nhelp \u{0}\nstack\n".utf8))
        #expect(outcome.status == 1)
        #expect(
            outcome.err == """
                error: no command or action '^@' in scene 'First counter'; type 'help' for the list
                error: no command or action 'st^@ack' in scene 'First counter'; did you mean 'stack'?
                error: no command or action '^@'; type 'help' for the list

                """)
        #expect(outcome.out.contains("\nFirst counter> st^@ack\n"), "the echoed line shows the NUL too")
        #expect(outcome.out.hasSuffix(Self.stackAtFirst))
        storyboard.remove()
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let sequences: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80]]
        for bytes in sequences {
            let outcome = try run(Array("go ".utf8) + bytes + Array("\nstack\n".utf8))
            #expect(outcome.status == 1)
            let quoted = outcome.err.split(separator: "'").dropFirst(3).first ?? ""
            #expect(outcome.err.hasPrefix("error: scene 'First counter' has no segue '"), "\(bytes)")
            #expect(!quoted.isEmpty && quoted.allSatisfy { $0 == "\u{FFFD}" }, "\(bytes): \(outcome.err)")
            #expect(outcome.out.hasSuffix(Self.stackAtFirst))
        }
        storyboard.remove()
    }

    @Test func aOneMegabyteWordIsQuotedCut() throws {
        let word = String(repeating: "x", count: 1 << 20)
        let outcome = try run(word + "\nstack\n")
        #expect(outcome.status == 1)
        #expect(
            outcome.err == "error: no command or action '\(word.prefix(60))…' (1048576 characters) in scene 'First counter';"
                + " type 'help' for the list\n")
        #expect(outcome.out.hasSuffix(Self.stackAtFirst))
        #expect(outcome.out.utf8.count < word.utf8.count + 1000, "the line is echoed once, nothing more")
        storyboard.remove()
    }

    @Test func oneMegabyteLinesOfManyWordsAndQuotes() throws {
        let megabyte = 1 << 20
        func repeated(_ text: String) -> String {
            String(repeating: text, count: megabyte / text.utf8.count)
        }
        let lines: [(line: String, error: String)] = [
            ("go" + repeated(#" "a b" 'c d'"#), "too many arguments for 'go'; usage: go SEGUE"),
            ("add" + repeated(" 1"), "too many arguments for 'add'; usage: add [N]"),
            (repeated(#""a b" 'c' "#), "no command or action 'a b' in scene 'First counter'; type 'help' for the list"),
            ("help" + repeated(" x"), "too many arguments for 'help'; usage: help [COMMAND]"),
            (String(repeating: "\"", count: megabyte - 1), "unterminated double quote"),
            ("go '" + repeated("y"), "unterminated single quote"),
            (
                repeated("\\\\"),
                "no command or action '\(String(repeating: "\\", count: 60))…' (524288 characters) in scene 'First counter';"
                    + " type 'help' for the list"
            ),
            (
                "add " + repeated("9"),
                "'add': N must be from -1000 to 1000, not '\(String(repeating: "9", count: 60))…' (1048576 characters)"
            ),
        ]
        for (line, error) in lines {
            let outcome = try run(line + "\nstack\n")
            #expect(outcome.status == 1, "\(line.prefix(20))…")
            #expect(outcome.err == "error: \(error)\n", "\(line.prefix(20))…")
            #expect(outcome.out.hasSuffix(Self.stackAtFirst))
        }
        storyboard.remove()
    }

    @Test func unterminatedQuotesAreReportedAndTheNextLineRuns() throws {
        let outcome = try run("go \"Next\nrename 'a b\ngo Next\n")
        #expect(outcome.status == 1)
        #expect(outcome.err == "error: unterminated double quote\nerror: unterminated single quote\n")
        #expect(
            outcome.out.hasSuffix(
                "First counter> go Next\nFirst counter > Second counter\n== Second counter ==\n  Name:  counter\n  Count: 0\nactions: add [N], rename NAME, open, fail\nmoves: go Next, go Done, back, root\n"
            ))
        storyboard.remove()
    }

    @Test func tenThousandCommandsValidAndInvalid() throws {
        let cycle = ["go Next", "go Next", "bogus", "add x", "stack", "back", "back", "go Nowhere"]
        let commands = (0..<10_000).map { cycle[$0 % cycle.count] }
        let outcome = try run(commands.joined(separator: "\n") + "\nstack\n")
        let cycles = commands.count / cycle.count
        #expect(outcome.status == 1)
        #expect(outcome.errorLines.count == 3 * cycles)
        #expect(
            outcome.errorLines.filter { $0 == "error: no command or action 'bogus' in scene 'Second counter'; type 'help' for the list" }
                .count == cycles)
        #expect(outcome.errorLines.filter { $0 == "error: 'add': N must be a whole number from -1000 to 1000, not 'x'" }.count == cycles)
        #expect(
            outcome.errorLines.filter { $0 == "error: scene 'First counter' has no segue 'Nowhere'; its segues: Next, Modal" }
                .count == cycles)
        let prompts = outcome.out.split(separator: "\n").filter { $0.hasPrefix("First counter> ") || $0.hasPrefix("Second counter> ") }
        #expect(prompts.count == commands.count + 1, "every command ran")
        #expect(
            outcome.out.components(
                separatedBy:
                    "Second counter> stack\n1. First \"First counter\" (root)\n2. Second \"Second counter\" (push)\n3. Second \"Second counter\" (push)\n"
            )
            .count == cycles + 1)
        #expect(outcome.out.hasSuffix(Self.stackAtFirst))
        storyboard.remove()
    }

    @Test func aLastLineWithoutItsLineBreakStillRuns() throws {
        let complete = try run("go Next\nstack")
        #expect(complete.status == 0)
        #expect(complete.err == "")
        #expect(complete.out.hasSuffix("Second counter> stack\n1. First \"First counter\" (root)\n2. Second \"Second counter\" (push)\n"))
        let carriageReturn = try run("go Next\r\nback\r")
        #expect(carriageReturn.status == 0)
        #expect(carriageReturn.out.hasSuffix("Second counter> back\n" + Self.firstScreen))
        let cutInAQuote = try run("go Next\ngo \"Ne")
        #expect(cutInAQuote.status == 1)
        #expect(cutInAQuote.err == "error: unterminated double quote\n")
        #expect(cutInAQuote.out.hasSuffix("Second counter> go \"Ne\n"))
        storyboard.remove()
    }
}
