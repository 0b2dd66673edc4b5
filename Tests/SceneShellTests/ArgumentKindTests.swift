import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// Argument kinds declared by actions: help shows them, completion offers choices, the typed
/// accessors word their errors, and `scenes explore` tries their boundaries.
@Suite @MainActor struct ArgumentKindTests {
    @MainActor final class KindsViewController: SceneViewController {
        var said = ""

        static let actions: ActionTable<KindsViewController> = [
            SceneAction(
                "pick", arguments: "COLOR SIZE [NOTE...]", kinds: [.choice(["red", "green"]), .integer(1...3), .freeText],
                summary: "pick a colour"
            ) { viewController, arguments in
                let color = try arguments.choice(0, name: "COLOR", among: ["red", "green"])
                let size = try arguments.integer(1, name: "SIZE", in: 1...3)
                viewController.said = "\(color) \(size) \(arguments.rest(from: 2))"
            },
            SceneAction("pay", arguments: "AMOUNT", kinds: [.decimal(0.5...10)], summary: "pay") { _, arguments in
                _ = try arguments.decimal(0, name: "AMOUNT", in: 0.5...10)
            },
            SceneAction("name", arguments: "TEXT", kinds: [.text(maxLength: 5)], summary: "name it") { _, arguments in
                _ = try arguments.text(0, name: "TEXT", maxLength: 5)
            },
            SceneAction("login", arguments: "EMAIL PASSWORD", kinds: [.email, .secret], summary: "sign in") { _, _ in },
        ]

        var screen: Screen { Screen([.text(said)]) }
    }

    @MainActor final class KindsRouter: SceneRouter {
        var dataStore: KindsViewController?
        static let routes: RouteTable<KindsRouter> = [:]
    }

    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard(
            #"{ "version": 1, "initial": "Kinds", "scenes": [ { "id": "Kinds", "module": "Kinds", "title": "Kinds" } ] }"#
        )
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Kinds") { _ in (KindsViewController(), KindsRouter()) })
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    @Test func helpShowsTheKindOfEachArgument() {
        defer { storyboard.remove() }
        #expect(
            shell.execute("help pick").output.plain == """
                usage: pick COLOR SIZE [NOTE...]
                  pick a colour
                  COLOR  one of red, green
                  SIZE   a whole number from 1 to 3
                  NOTE   free text, the rest of the line

                """)
        #expect(shell.execute("help pay").output.plain.hasSuffix("  AMOUNT  a number from 0.5 to 10\n"))
        #expect(shell.execute("help login").output.plain.contains("PASSWORD  a secret, never shown"))
    }

    @Test func completionOffersTheChoicesOfAnArgument() {
        defer { storyboard.remove() }
        #expect(shell.completions(for: "pick ") == ["green", "red"])
        #expect(shell.completions(for: "pick r") == ["red"])
        #expect(shell.completions(for: "pick red ") == [])
        #expect(shell.completions(for: "pay ") == [])
    }

    @Test func errorsSayWhatTheKindAllows() {
        defer { storyboard.remove() }
        #expect(shell.execute("pick blue 1").error == "'pick': COLOR must be one of red, green, not 'blue'")
        #expect(shell.execute("name abcdefg").error == "'name': TEXT may have at most 5 characters, not 7")
        for amount in ["11", "0.4", "1e3", "nan", "1,5", "1.2.3", "-"] {
            #expect(
                shell.execute("pay \(amount)").error == "'pay': AMOUNT must be a number from 0.5 to 10, not '\(amount)'")
        }
        #expect(shell.execute("pay 2.5").error == nil)
        #expect(shell.execute("pick green 2 big and bright").error == nil)
        #expect(shell.renderScreen().plain.contains("green 2 big and bright"))
    }

    @Test func aSecretKindIsASecretArgument() {
        defer { storyboard.remove() }
        let login = shell.navigator.topScene?.actions.first { $0.name == "login" }
        #expect(login?.isSecret(argument: 1) == true)
        #expect(login?.isSecret(argument: 0) == false)
    }

    @Test func exploreTriesTheBoundariesOfEachKind() {
        var random = SeededRandom(seed: 3)
        let action = ExploreAnswer.Action(
            name: "pick", arguments: "COLOR SIZE [NOTE...]",
            kinds: [.init(.choice(["red", "green"])), .init(.integer(1...3)), .init(.freeText)], takesFreeText: true)
        let lines = ArgumentSamples.lines(for: action, random: &random)
        #expect(lines.first == "pick red 1 555-0100")
        for expected in [
            "pick red 0 555-0100", "pick red -1 555-0100", "pick red 3 555-0100", "pick red 4 555-0100", "pick \"\" 1 555-0100",
            "pick none-of-these 1 555-0100", "pick red 99999999999999999999 555-0100", "pick", "pick red 1 \"\"",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(lines)")
        }
        #expect(lines.contains { $0.contains("\u{1B}") }, "control characters")
        #expect(lines.contains { $0.contains("東京") }, "non-ASCII")
        #expect(lines.contains { $0.count > 4_000 }, "very long")
        var again = SeededRandom(seed: 3)
        #expect(ArgumentSamples.lines(for: action, random: &again) == lines, "the same seed, the same lines")
    }

    @Test func exploreTellsRefusalsFromFaults() {
        #expect(ExploreProbe.isRefusal(ActionError.unavailable(action: "a", reason: "b")))
        #expect(ExploreProbe.isRefusal(NavigationError.atRoot("A")))
        #expect(ExploreProbe.isRefusal(NavigationError.guardRefused(condition: "c", message: "m")))
        // Nothing to pass yet is worded for the person ("cannot take 'Quiz' yet: it needs ...").
        #expect(
            ExploreProbe.isRefusal(
                RoutingError.outputWithoutValue("selectedContactID", scene: "List", segue: "Quiz", input: "id")))
        #expect(!ExploreProbe.isRefusal(NavigationError.sceneBuildFailed(scene: "A", module: "M", reason: "r")))
        #expect(!ExploreProbe.isRefusal(RoutingError.missingRoute("S", scene: "A", router: "R")))
        #expect(!ExploreProbe.isRefusal(CocoaError(.fileNoSuchFile)))
    }

    @Test func exploreFlagsOutputATerminalWouldActOn() {
        #expect(ExploreProbe.unsafeOutput(Shell.Reply(output: "safe\ttext\n", error: "a\u{1B}b")) == nil)
        #expect(ExploreProbe.unsafeOutput(Shell.Reply(output: TerminalText("x", .red))) == nil, "its own colours")
        #expect(ExploreProbe.unsafeCharacter(in: "a\u{1B}]0;title\u{7}") == "the shell wrote U+1B")
        #expect(ExploreProbe.unsafeCharacter(in: "\u{1B}[31mred\u{1B}[0m\u{9B}") == "the shell wrote U+9B")
        #expect(ExploreProbe.unsafeCharacter(in: "right\u{202E}left") == "the shell wrote U+202E")
    }
}
