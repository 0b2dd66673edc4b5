import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// The `scenes` program end to end, in process: arguments in, output and exit status out.
@Suite @MainActor struct ScenesCommandTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard()
    }

    /// A home for runs that need a data directory; the counter scenes write nothing there.
    static let home = ["HOME": "/nonexistent"]

    private func run(_ arguments: [String], input: String = "", environment: [String: String] = home) -> Outcome {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let status = ScenesCommand.run(
            arguments: arguments, modules: [CounterConfigurator.module], environment: environment, console: console,
            input: ScriptLines(input))
        return Outcome(status: status, out: out, err: err)
    }

    @Test func validateExitsZeroOnAValidStoryboard() {
        let outcome = run(["validate", storyboard.path])
        #expect(outcome.status == 0)
        #expect(outcome.out == "\(storyboard.path): valid, 3 scenes, 5 segues\n")
        #expect(outcome.err == "")
        storyboard.remove()
    }

    @Test func validateExitsOneWithEveryErrorInCompilerFormat() throws {
        try storyboard.write(
            """
            { "version": 1, "initial": "First", "scenes": [
              { "id": "First", "module": "Counter", "title": "First", "segues": [ { "id": "Next", "to": "Secnd" } ] },
              { "id": "Second", "module": "Countr", "title": "Second" } ] }
            """)
        let outcome = run(["validate", storyboard.path])
        #expect(outcome.status == 1)
        #expect(outcome.out == "")
        #expect(
            outcome.err == """
                \(storyboard.path):2:30: warning: scenes[0].module: the router of module 'Counter' registers route 'Done', but no segue of its scenes uses it
                \(storyboard.path):2:30: warning: scenes[0].module: the router of module 'Counter' registers route 'Modal', but no segue of its scenes uses it
                \(storyboard.path):2:93: error: scenes[0].segues[0].to: segue 'Next' leads to unknown scene 'Secnd'; did you mean 'Second'?
                \(storyboard.path):3:31: error: scenes[1].module: unknown module 'Countr'; did you mean 'Counter'?; known modules: Counter

                """)
        storyboard.remove()
    }

    @Test func validatePrintsWarningsOnStandardError() throws {
        try storyboard.write(
            TemporaryStoryboard.counters.replacingOccurrences(
                of: #"{ "id": "Sheet""#, with: #"{ "id": "Lost", "module": "Counter", "title": "Lost" },"# + "\n" + #"    { "id": "Sheet""#))
        let outcome = run(["validate", storyboard.path])
        #expect(outcome.status == 0)
        #expect(outcome.err.contains("warning: scenes[2].id: scene 'Lost' cannot be reached from the initial scene"))
        storyboard.remove()
    }

    /// A script of 100,000 pushes, then back to the root: listing, rendering and unwinding the
    /// stack stay iterative at any depth.
    @Test func aHundredThousandScriptedPushesThenBackToTheRoot() {
        let depth = 100_000
        let outcome = run([storyboard.path], input: String(repeating: "go Next\n", count: depth) + "stack\nroot\nstack\n")
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        let listings = outcome.out.components(separatedBy: "Second counter> stack\n").dropFirst()
            .map { $0.split(separator: "\n").prefix { !$0.hasSuffix("> root") } }
        #expect(listings.count == 1)
        #expect(listings.first?.count == depth + 1)
        #expect(listings.first?.last == #"100001. Second "Second counter" (push)"#)
        #expect(outcome.out.hasSuffix("First counter> stack\n1. First \"First counter\" (root)\n"))
        let deepest = "First counter > … 99995 more" + String(repeating: " > Second counter", count: 5) + "\n"
        #expect(outcome.out.contains("Second counter> go Next\n" + deepest), "the deepest screen's breadcrumb is short")
        storyboard.remove()
    }

    @Test func aMissingConfigIsAnError() {
        let outcome = run(["validate", "/nonexistent/scenes.json"])
        #expect(outcome.status == 1)
        #expect(outcome.err == "/nonexistent/scenes.json: error: cannot read the storyboard: no such file\n")
        #expect(run(["/nonexistent/scenes.json"]).status == 1)
        storyboard.remove()
    }

    @Test func graphPrintsDOTByDefaultAndMermaidOnRequest() {
        let dot = run(["graph", storyboard.path])
        #expect(dot.status == 0)
        #expect(
            dot.out == """
                digraph storyboard {
                  rankdir=LR;
                  node [shape=box, style=rounded];
                  "__start" [shape=point, label=""];
                  "__start" -> "First";
                  "First" [label="First counter\\nFirst"];
                  "Second" [label="Second counter\\nSecond"];
                  "Sheet" [label="Sheet"];
                  "First" -> "Second" [label="Next (push)"];
                  "First" -> "Sheet" [label="Modal (modal)", style=bold];
                  "Second" -> "Second" [label="Next (push)"];
                  "Second" -> "First" [label="Done (unwind)", style=dashed];
                  "Sheet" -> "Second" [label="Next (push)"];
                }

                """)
        let mermaid = run(["graph", storyboard.path, "--format=mermaid"])
        #expect(
            mermaid.out == """
                flowchart LR
                  __start(( )) --> First
                  First["First counter<br>First"]
                  Second["Second counter<br>Second"]
                  Sheet["Sheet"]
                  First -->|"Next (push)"| Second
                  First ==>|"Modal (modal)"| Sheet
                  Second -->|"Next (push)"| Second
                  Second -.->|"Done (unwind)"| First
                  Sheet -->|"Next (push)"| Second

                """)
        storyboard.remove()
    }

    /// `--format text` prints what the shell's `graph` prints, the outline for reading.
    @Test func graphPrintsTheShellsTextOutlineOnRequest() {
        let text = run(["graph", storyboard.path, "--format", "text"])
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.hasPrefix("First"), "\(text.out)")
        let repl = run([storyboard.path], input: "graph\n")
        #expect(repl.out.hasSuffix("> graph\n" + text.out), "\(repl.out)")
        storyboard.remove()
    }

    /// A word close to a command is a mistyped command, not a storyboard's path; `./WORD` is one.
    @Test(arguments: [("valdate", "validate"), ("explor", "explore"), ("grpah", "graph")])
    func aMistypedCommandIsAUsageErrorWithTheCommandMeant(_ typed: String, _ meant: String) {
        let outcome = run([typed])
        #expect(outcome.status == 2)
        #expect(
            outcome.err.hasPrefix(
                "error: no command '\(typed)' (a storyboard of that name is run as './\(typed)'); did you mean '\(meant)'?\n"
            ), "\(outcome.err)")
        let path = run(["./\(typed)"])
        #expect(path.status == 1, "a storyboard's path, which does not exist")
        #expect(path.err.contains("cannot read the storyboard: no such file"), "\(path.err)")
        storyboard.remove()
    }

    @Test func aMistypedTypeOfAnInputSaysWhichItMeant() {
        let outcome = run(["new", "Foo", "--input", "n:integr"])
        #expect(outcome.status == 2)
        #expect(
            outcome.err.hasPrefix(
                "error: --input 'n': unknown type 'integr'; expected text, integer, decimal, boolean, date, identifier or [TYPE]; did you mean 'integer'?\n"
            ), "\(outcome.err)")
        storyboard.remove()
    }

    @Test func listPrintsATable() {
        let outcome = run(["list", storyboard.path])
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                SCENE    MODULE   TITLE           SEGUE  TO      STYLE
                First *  Counter  First counter   Next   Second  push
                                                  Modal  Sheet   modal
                Second   Counter  Second counter  Next   Second  push
                                                  Done   First   unwind
                Sheet    Counter  Sheet           Next   Second  push
                (* initial scene)

                """)
        storyboard.remove()
    }

    @Test func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("usage: scenes [run] [CONFIG]"))
        #expect(help.out.contains("Exit status: 0 success; 1 an invalid CONFIG or a failed command; 2 a usage error."))
        #expect(run(["help", "graph"]).out.hasPrefix("usage: scenes graph [CONFIG] [--format dot|mermaid|text]"))
        #expect(run(["--version"]).out == "scenes \(RuntimeVersion.current) (storyboard version 2)\n")
        storyboard.remove()
    }

    @Test func usageErrorsExitTwoWithAOneLineHint() {
        let outcome = run(["graph", "--format", "png"])
        #expect(outcome.status == 2)
        #expect(
            outcome.err
                == "error: unknown graph format 'png'; expected dot, mermaid or text\nusage: scenes graph [CONFIG] [--format dot|mermaid|text] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]\n"
        )
        let unknown = run(["--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.err.hasPrefix("error: unknown option '--frobnicate'\nusage: scenes [run] [CONFIG]"))
        storyboard.remove()
    }

    @Test func scriptModeExitsZeroWhenEveryCommandSucceeds() {
        let outcome = run([storyboard.path], input: "add 2\ngo Next\nback\n")
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("First counter> add 2\n"))
        #expect(outcome.out.contains("Second counter> back\n"))
        #expect(outcome.err == "")
        storyboard.remove()
    }

    @Test func scriptModeGoesOnAfterAFailureAndExitsOne() {
        let outcome = run([storyboard.path], input: "go Nowhere\nadd 3\n")
        #expect(outcome.status == 1)
        #expect(outcome.err.hasPrefix("error: scene 'First counter' has no segue 'Nowhere'"))
        #expect(outcome.out.contains("  Count: 3"), "the command after the failure ran")
        storyboard.remove()
    }

    @Test func scriptFilesAreReadLikeStandardInput() throws {
        let script = storyboard.directory.appendingPathComponent("walk.txt")
        try Data("add 4\r\ngo Modal\n".utf8).write(to: script)
        let outcome = run([storyboard.path, "--script", script.path], input: "add 100\n")
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("First counter> go Modal\n") && outcome.out.hasSuffix("moves: go Next, back, root, dismiss\n"))
        #expect(!outcome.out.contains("add 100"))
        let missing = run([storyboard.path, "--script", "/nonexistent/walk.txt"])
        #expect(missing.status == 1)
        #expect(missing.err == "error: cannot read the script '/nonexistent/walk.txt': no such file\n")
        storyboard.remove()
    }

    @Test func scriptOutputHasNoColours() {
        let outcome = run([storyboard.path], input: "bogus\n", environment: ["TERM": "xterm", "HOME": "/nonexistent"])
        #expect(!outcome.out.contains("\u{1B}["))
        #expect(!outcome.err.contains("\u{1B}["))
        storyboard.remove()
    }

    @Test func coloursOnlyOnATerminalWithoutNoColor() {
        #expect(Style.colorsWanted(isTerminal: true, environment: [:], noColorFlag: false))
        #expect(!Style.colorsWanted(isTerminal: false, environment: [:], noColorFlag: false))
        #expect(!Style.colorsWanted(isTerminal: true, environment: ["NO_COLOR": "1"], noColorFlag: false))
        #expect(!Style.colorsWanted(isTerminal: true, environment: [:], noColorFlag: true))
        #expect(!Style.colorsWanted(isTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
        #expect(Style(colors: true).red("x").rendered == "\u{1B}[31mx\u{1B}[0m")
        #expect(Style(colors: false).red("x").rendered == "x")
        storyboard.remove()
    }

    @Test func watchReloadsTheStoryboardBetweenScriptedCommands() throws {
        /// Lines that rewrite the storyboard before the second command is read.
        struct RewritingInput: LineInput {
            var lines = ["go Next", "scenes", "go Done"]
            let rewrite: () -> Void
            var isTerminal: Bool { false }
            mutating func nextLine() -> String? {
                if lines.count == 2 { rewrite() }
                return lines.isEmpty ? nil : lines.removeFirst()
            }
        }
        var out = ""
        var err = ""
        let path = storyboard.path
        let status = ScenesCommand.run(
            arguments: [path, "--watch"], modules: [CounterConfigurator.module], environment: Self.home,
            console: Console(out: { out += $0 }, err: { err += $0 }),
            input: RewritingInput {
                let renamed = TemporaryStoryboard.counters.replacingOccurrences(of: "Second counter", with: "Renamed")
                try? Data(renamed.utf8).write(to: URL(fileURLWithPath: path))
            })
        #expect(status == 0, "\(err)")
        #expect(out.contains("\(path) changed on disk\nchanged: Second\nFirst counter > Renamed\n== Renamed =="))
        #expect(out.contains("Renamed> go Done\nFirst counter\n"), "the flows in force go on, under the new title")
        storyboard.remove()
    }
}
