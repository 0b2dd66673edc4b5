import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// Every format character (Unicode's general category Cf) is shown visibly, as `\u{200B}`, on
/// every path of the renderer, and measured as shown: none can hide text (`Sign\u{200B}in` reading
/// `Signin`), join it, or reorder it.
@Suite @MainActor struct FormatCharacterTests {
    /// Format characters of every kind: zero-width space, the joiners, word joiner, byte order
    /// mark, soft hyphen, Arabic letter mark, Mongolian vowel separator, a bidi override and
    /// isolate, an invisible operator, and a tag.
    nonisolated static let formats: [Unicode.Scalar] = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{61C}", "\u{180E}", "\u{202E}",
        "\u{2066}", "\u{2062}", "\u{E0001}", "\u{E0067}",
    ]

    @Test(arguments: formats)
    func aFormatCharacterIsShownAsItsEscapeAndMeasuredSo(scalar: Unicode.Scalar) {
        #expect(scalar.properties.generalCategory == .format)
        let shown = "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}b"
        let text = "a\(scalar)b"
        #expect(TerminalText(text).rendered == shown)
        #expect(TerminalText(text, .bold).rendered == "\u{1B}[1m" + shown + "\u{1B}[0m")
        #expect(TerminalText.oneRow(text) == shown)
        #expect(CellWidth.of(text) == shown.count, "as wide as it is shown")
        #expect(TerminalBytes.problems(in: text) != [], "the check of what reaches a terminal flags it too")
        #expect(TerminalBytes.problems(in: shown) == [])
    }

    @Test func printableTextWithoutFormatCharactersIsUnchanged() {
        for text in ["plain", "é 日本語 😀 e\u{301} \u{A0}x \u{A9}", "\u{1F1EB}\u{1F1F7}", "tab\tand\nline"] {
            #expect(TerminalText(text).rendered == text)
        }
    }

    @Test func anEmojiZWJSequenceShowsItsJoiners() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(TerminalText(family).rendered == "\u{1F468}\\u{200D}\u{1F469}\\u{200D}\u{1F467}")
        #expect(CellWidth.of(family) == 2 + 8 + 2 + 8 + 2)
    }

    @MainActor final class SignInViewController: SceneViewController {
        static let actions: ActionTable<SignInViewController> = [
            SceneAction("fail", summary: "refused") { _, _ in
                throw ActionError.unavailable(action: "fail", reason: "Sign\u{200B}in first")
            }
        ]

        var screen: Screen {
            Screen([.text("Sign\u{200B}in to go on"), .field(label: "Pass\u{2060}word", value: "x\u{FEFF}y"), .error("Log\u{AD}in")])
        }
    }

    @MainActor final class SignInRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case none = "None"
        }

        var dataStore: AnyObject?
        static let routes: RouteTable<SignInRouter> = [.none: { _, _ in }]
    }

    static let module = SceneModule(name: "SignIn") { _ in (SignInViewController(), SignInRouter()) }

    static let storyboard = """
        { "version": 1, "initial": "Start", "scenes": [
          { "id": "Start", "module": "SignIn", "title": "Sign\\u200bin",
            "segues": [ { "id": "None", "to": "Start" } ] } ] }
        """

    @Test func aTitleASceneTextAndAnErrorShowEveryFormatCharacter() throws {
        let storyboard = try TemporaryStoryboard(Self.storyboard)
        defer { storyboard.remove() }
        var output = ""
        let console = Console(out: { output += $0 }, err: { output += $0 })
        let registry = SceneRegistry()
        try registry.register(Self.module)
        let shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: TemporaryDataDirectory().path), colors: false,
                console: console))
        let status = ScriptSession.run(
            shell, lines: ScriptLines("fail\ngo Sign\u{200B}in\nscenes"), console: console)
        #expect(status == 1, "the action and the segue fail, on purpose")
        #expect(TerminalBytes.problems(in: output) == [])
        for shown in [
            "== Sign\\u{200B}in ==",  // the title
            "Sign\\u{200B}in to go on",  // a text line
            "Pass\\u{2060}word: x\\u{FEFF}y",  // a field
            "Log\\u{AD}in",  // an error line of the screen
            "Sign\\u{200B}in first",  // an action's error
            "'Sign\\u{200B}in'",  // an unknown segue, quoted in the error
            "\"Sign\\u{200B}in\"",  // scenes
        ] {
            #expect(output.contains(shown), "\(shown) in \(output)")
        }
    }
}
