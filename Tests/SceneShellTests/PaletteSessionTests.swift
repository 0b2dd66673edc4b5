import Foundation
import SceneTesting
import Testing

@testable import SceneShell

/// The command palette on the real `scenes`, on a pseudo-terminal, checked on a VT screen model:
/// Ctrl-P (said on the prompt's row) and `palette` typed open the one-line finder; typing narrows
/// it; Enter runs the row (a scene's row by its path of moves; an action's name put on the prompt's
/// line for its arguments); Esc changes nothing. In a wide window and a narrow one.
@Suite struct PaletteSessionTests {
    /// Types `keys` and waits for the prompt `prompt> ` drawn after them; returns where the
    /// drawing began.
    @discardableResult
    private func press(_ keys: String, then prompt: String, in session: TerminalSession) -> Int {
        let offset = session.screen.count
        session.type(keys)
        session.waitFor("\r\(prompt)> \u{1B}[K", from: offset)
        return offset
    }

    /// The prompt's row with an empty line: the prompt, and the Ctrl-P hint at the right end, one
    /// cell short of the edge.
    static func promptRow(_ prompt: String, columns: Int) -> String {
        let hint = "Ctrl-P: palette"
        return (prompt + ">").padding(toLength: columns - 1 - hint.count, withPad: " ", startingAt: 0) + hint
    }

    @Test func ctrlPFindsASceneAndGoesThereByItsPathEscChangesNothingAndAnActionAsksForItsArguments() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        var shown = session.screenModel(rows: 30)
        #expect(shown.lines[29] == Self.promptRow("Contacts", columns: 120), "Ctrl-P is said on the screen")

        // Ctrl-P: the finder on the bottom row, the rows listed above it, the first chosen.
        session.type("\u{10}")
        shown = session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("palette>") }
        #expect(shown.unknown == [])
        #expect(shown.lines[29] == "palette>   > select NUMBER  show a contact")
        #expect(shown.lines.contains { $0.hasPrefix("> select NUMBER") })
        #expect(shown.lines.contains { $0.hasPrefix("  go AddContact") && $0.hasSuffix("open New contact over Contacts") })
        #expect(shown.lines.contains { $0.hasPrefix("10 matches") || $0.contains("matches, Up and Down for more") })

        // Typing narrows it; Enter runs the scene's path: tab Account, then go SignIn.
        session.type("sign in")
        shown = session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("palette> signin") || $0.lines[29].hasPrefix("palette> sign in") }
        #expect(shown.lines[29].hasPrefix("palette> sign in  > Sign in (Login)  scene: tab Account, then go SignIn"))
        press("\r", then: "Sign in", in: session)
        shown = session.screenModel(rows: 30)
        #expect(shown.lines[0] == "Contacts  Notes  Shop  [Account]")
        #expect(shown.lines.contains("Demo > Account > Sign in"))

        // Esc leaves the finder: nothing changed, the same screen again.
        session.type("\u{10}notes")
        session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("palette> notes") }
        press("\u{1B}", then: "Sign in", in: session)
        shown = session.screenModel(rows: 30)
        #expect(shown.lines.contains("Demo > Account > Sign in"))
        #expect(shown.lines[29] == Self.promptRow("Sign in", columns: 120))

        // `palette` typed opens the finder with its text typed; a move runs as typed.
        session.type("palette notes\r")
        session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("palette> notes  > tab Notes") }
        press("\r", then: "Notes", in: session)
        // An action with arguments: its name is put on the prompt's line, the arguments typed there.
        session.type("\u{10}open")
        session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("palette> open  > open NUMBER") }
        session.type("\r")
        shown = session.waitForScreen(rows: 30) { $0.lines[29].hasPrefix("Notes> open") }
        #expect(shown.lines[29] == "Notes> open")
        press("1\r", then: "Clean Swift", in: session)
        #expect(session.screenModel(rows: 30).lines.contains("Demo > Notes > Clean Swift"))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theFinderFitsANarrowWindow() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 15, columns: 40, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        session.type("\u{10}shop")
        let shown = session.waitForScreen(rows: 15, columns: 40) { $0.lines[14].hasPrefix("palette> shop") }
        #expect(shown.unknown == [])
        #expect(shown.lines[14] == "palette> shop  > tab Shop  select the …")
        #expect(shown.lines.allSatisfy { $0.count <= 40 })
        #expect(shown.lines.contains("> tab Shop                      select …"))
        #expect(shown.lines.contains("  Shopping cart (ShoppingCart)  scene: …"))
        press("\r", then: "Shopping cart", in: session)
        #expect(session.screenModel(rows: 15, columns: 40).lines.contains("Demo > Shopping cart"))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func garbageTypedIntoTheFinderThenEscChangesNothing() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        var generator = SeededRandom(seed: 46)
        session.type("\u{10}")
        // Everything but the keys that end the finder (Enter, Esc, Ctrl-C, Ctrl-D, Ctrl-G) or stop
        // the program (Ctrl-Z).
        session.type(generator.bytes(16_384, excluding: [0x03, 0x04, 0x07, 0x0A, 0x0D, 0x1A, 0x1B]))
        // Ctrl-U empties what was typed: the finder shows its first row again.
        session.type("\u{15}")
        let shown = session.waitForScreen(rows: 20) { $0.lines[19].hasPrefix("palette>   > ") }
        #expect(shown.unknown == [])
        #expect(shown.lines.allSatisfy { $0.count <= 120 })
        press("\u{1B}", then: "Menu", in: session)
        #expect(session.screenModel(rows: 20).lines[0] == "Menu", "nothing changed")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func onATerminalThatCannotMoveItsCursorTheFinderIsOneLineAndTheRowRunIsShownAsTyped() throws {
        let session = try TerminalSession(fullScreen: false)
        var offset = session.screen.count
        session.type("\u{10}notes")
        session.waitFor("palette> notes  > go Notes  open Notes", from: offset)
        offset = session.screen.count
        session.type("\r")
        session.waitFor("\rMenu> go Notes\u{1B}[K", from: offset)
        session.waitFor("Notes> ", from: offset)
        // Esc: nothing ran; the prompt again.
        offset = session.screen.count
        session.type("\u{10}back\u{1B}")
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        session.type("stack\r")
        session.waitFor("2. Notes", from: offset)
        #expect(session.count("Menu> go Notes") == 1, "only the row run is shown as typed")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
