import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// Text from storyboards, scenes (as a plugin would provide them) and the user never reaches the
/// terminal as escape sequences or control, C1 or bidi characters, on any path: screens, listings,
/// tables, graphs, help, errors, warnings. It is shown visibly instead; the only escape sequences
/// written are the shell's own colours.
@Suite @MainActor struct TerminalSafetyTests {
    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard(HostileConfigurator.storyboard)
    }

    /// Every command of the REPL that prints text of the scene or the storyboard, and some errors
    /// quoting what was typed.
    static let commands = [
        "help", "help poke\u{1B}[2J", "poke\u{1B}[2J", "echo '\u{1B}]2;typed\u{07}\u{202E}'", "fail",
        "nope\u{1B}[2J\u{9B}", "go \u{202E}Next", "popto \u{1B}[41m", "help \u{0}", "graph \u{9B}x",
        "stack", "scenes", "segues", "go Next", "stack", "go Next", "graph", "graph dot", "graph mermaid",
        "scenes", "root", "go Sheet", "stack", "reload",
    ]

    private func session(colors: Bool) throws -> (output: String, status: Int32) {
        var output = ""
        let console = Console(out: { output += $0 }, err: { output += $0 })
        let registry = SceneRegistry()
        try registry.register(HostileConfigurator.module)
        let data = TemporaryDataDirectory()
        let shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path, environment: SceneEnvironment(dataDirectory: data.path),
                colors: colors, console: console))
        let status = ScriptSession.run(shell, lines: ScriptLines(Self.commands.joined(separator: "\n")), console: console)
        return (output, status)
    }

    @Test(arguments: [false, true])
    func everyPathOfTheShellShowsHostileTextVisibly(colors: Bool) throws {
        let (output, status) = try session(colors: colors)
        #expect(status == 1, "some commands fail, on purpose")
        #expect(TerminalBytes.problems(in: output) == [])
        #expect(output.contains("\u{1B}[") == colors, "the shell's own colours, and only with colours on")
        for sample in HostileText.samples {
            #expect(output.contains(sample.shown), "\(sample.shown) is shown")
        }
        for shown in [
            "poke^[[2J ^[]2;ARG^G  pokes \\u{9B}31m \\u{202E}txet",  // help
            "usage: poke^[[2J ^[]2;ARG^G",  // help for one action
            "^[]2;typed^G\\u{202E}",  // echoed by the screen
            "'nope^[[2J\\u{9B}'",  // an unknown command, quoted
            "Start ^[]2;pwned^G ^[[2J > Two^Jlines \\u{9B}31m \\u{202E}txet ^@",  // the breadcrumb
            "== Two^Jlines \\u{9B}31m \\u{202E}txet ^@ ==",  // the title
            "2. Second \"Two^Jlines \\u{9B}31m \\u{202E}txet ^@\" (push)",  // stack
            "  Second  \"Two^Jlines \\u{9B}31m \\u{202E}txet ^@\" [Hostile]",  // scenes
            "Third \"^[[41mred \"quoted\" <b>#1</b> | `x`\" [Hostile]",  // graph text
            "[label=\"^[[41mred \\\"quoted\\\" <b>#1</b> | `x`\\nThird\"]",  // graph dot
            "Third[\"^[[41mred #quot;quoted#quot; #lt;b#gt;#35;1#lt;/b#gt; #124; #96;x#96;<br>Third\"]",  // mermaid
            "  two\n  rows\n",  // a text line keeps its own line breaks, indented
        ] {
            #expect(output.contains(shown), "\(shown.debugDescription) in the output")
        }
    }

    @Test func scenesListKeepsOneRowPerSegueWhateverTheTitles() {
        let outcome = run(["list", storyboard.path])
        #expect(outcome.status == 0)
        #expect(TerminalBytes.problems(in: outcome.out + outcome.err) == [])
        #expect(
            outcome.out == """
                SCENE    MODULE   TITLE                                 SEGUE  TO      STYLE
                Start *  Hostile  Start ^[]2;pwned^G ^[[2J              Next   Second  push
                                                                        Sheet  Third   modal
                Second   Hostile  Two^Jlines \\u{9B}31m \\u{202E}txet ^@  Next   Third   push
                Third    Hostile  ^[[41mred "quoted" <b>#1</b> | `x`
                (* initial scene)

                """)
        storyboard.remove()
    }

    @Test(arguments: [["graph"], ["graph", "--format", "dot"], ["graph", "--format", "mermaid"]])
    func graphsEscapeTitlesForTheirFormat(arguments: [String]) {
        let outcome = run(arguments + [storyboard.path])
        #expect(outcome.status == 0)
        #expect(TerminalBytes.problems(in: outcome.out + outcome.err) == [])
        #expect(outcome.out.contains("^[]2;pwned^G"))
        #expect(outcome.out.contains("Two^Jlines"), "a line feed in a title does not break the graph's line")
        storyboard.remove()
    }

    @Test func diagnosticsAndWarningsQuoteStoryboardTextVisibly() throws {
        try storyboard.write(
            """
            { "version": 1, "initial": "Start", "plugins": ["/nonexistent/\\u001b[2J\\u202e.so"], "scenes": [
              { "id": "Start", "module": "Hostile", "title": "\\u001b]2;pwned\\u0007",
                "segues": [ { "id": "Next\\u001b[41m", "to": "Gone\\u009b" } ] },
              { "id": "\\u001b[2J", "module": "\\u202eHostile", "title": "x" } ] }
            """)
        let outcome = run(["validate", storyboard.path])
        #expect(outcome.status == 1)
        #expect(TerminalBytes.problems(in: outcome.out + outcome.err) == [])
        for shown in ["'Next^[[41m'", "'^[[2J'", "'\\u{202E}Hostile'"] {
            #expect(outcome.err.contains(shown), "\(shown) in \(outcome.err)")
        }
        storyboard.remove()
    }

    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: [HostileConfigurator.module], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func consoleShowsEveryControlButLineFeedsAndTabs() {
        var written = ""
        let console = Console(out: { written += $0 }, err: { written += $0 })
        console.out("a\u{1B}[2J\tb\r\nc\r\u{0}\u{7F}\u{85}\u{9B}\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\n")
        console.err(TerminalText("\u{1B}[41m", .red) + "!")
        #expect(
            written == "a^[[2J\tb\r\nc^M^@^?\\u{85}\\u{9B}\\u{61C}\\u{200E}\\u{200F}\\u{202A}\\u{202E}\\u{2066}\\u{2069}\n"
                + "\u{1B}[31m^[[41m\u{1B}[0m!")
    }

    @Test func terminalTextKeepsStylesApartFromText() {
        var text: TerminalText = "plain \(TerminalText("bold", .bold)) \("\u{1B}[2J") end"
        text += Style(colors: false).red("\u{9B}")
        #expect(text.plain == "plain bold \u{1B}[2J end\u{9B}")
        #expect(text.rendered == "plain \u{1B}[1mbold\u{1B}[0m ^[[2J end\\u{9B}")
        #expect(TerminalText("a") + TerminalText("b") == "ab", "runs of one style merge")
        #expect(TerminalText.oneRow("a\nb\tc\u{1B}") == "a^Jb^Ic^[")
    }
}
