import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// Contacts, notes and cart items named to drive the terminal (set the window title, clear the
/// screen, paint it red, NUL, a C1 CSI, a right-to-left override) are stored as typed and shown
/// visibly on every screen of the app, in script mode as on a terminal: the bytes written hold no
/// escape sequence but the shell's colours, no control, C1 or bidi character.
@Suite @MainActor struct TerminalSafetyAppTests {
    static let storyboard = FlowTranscriptTests.storyboard

    /// Hostile texts and how the screen shows them (compared ignoring case: names are capitalised).
    static let samples = [
        ("\u{1B}]2;pwned\u{07}", "^[]2;pwned^G"), ("\u{1B}[2J", "^[[2J"), ("\u{1B}[41m", "^[[41m"),
        ("nul\u{0}byte", "nul^@byte"), ("\u{9B}31m", "\\u{9B}31m"), ("\u{202E}txet", "\\u{202E}txet"),
    ]

    private func run(_ commands: [String]) -> String {
        let data = TemporaryDataDirectory()
        var written = ""
        _ = ScenesCommand.run(
            arguments: ["--data", data.path, Self.storyboard], modules: builtinSceneModules, environment: [:],
            console: Console(out: { written += $0 }, err: { written += $0 }),
            input: ScriptLines(commands.joined(separator: "\n")))
        return written
    }

    private func expectShownVisibly(_ written: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(TerminalBytes.problems(in: written) == [], sourceLocation: sourceLocation)
        for (_, shown) in Self.samples {
            #expect(
                written.lowercased().contains(shown.lowercased()), "\(shown) is shown", sourceLocation: sourceLocation)
        }
    }

    @Test func contactsNamedWithEscapes() {
        var commands = ["go Contacts"]
        for (index, pair) in stride(from: 0, to: Self.samples.count, by: 2).enumerated() {
            commands += [
                "add", "first '\(Self.samples[pair].0)'", "last '\(Self.samples[pair + 1].0)'",
                "phone 555-010\(index)", "email a\(index)@example.com", "save",
            ]
        }
        commands += ["select 1", "back", "select 2", "edit", "phone '\u{1B}[2J'", "back", "back", "select 3", "stack"]
        expectShownVisibly(run(commands))
    }

    @Test func notesTitledWithEscapes() {
        var commands = ["go Notes"]
        for (text, _) in Self.samples { commands.append("add '\(text)' 'body \(text)'") }
        commands += ["open 1", "back", "open 4", "back", "delete 3", "open '\u{9B}'"]
        expectShownVisibly(run(commands))
    }

    @Test func cartItemsNamedWithEscapes() {
        var commands = ["go Shop"]
        for (text, _) in Self.samples { commands.append("add '\(text)' 1.50 2") }
        commands += ["add '\u{1B}[2J' '\u{1B}[41m'", "checkout"]
        expectShownVisibly(run(commands))
    }
}
