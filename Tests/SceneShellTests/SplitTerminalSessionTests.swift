import Foundation
import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` on the demo app, on a pseudo-terminal: tabs whose first tab is a split, checked on a model
/// of the screen: the tab bar and `tabs`, the split's two panes side by side in a wide window and
/// its focused pane alone once the window is narrower than the split's minimum width, and the
/// focus moved with Ctrl-O.
@Suite struct SplitTerminalSessionTests {
    /// The demo app's storyboard: tabs whose first, Contacts, is a split of the contact list and
    /// the contact shown (none at first: the pane asks for a selection).
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes.json").path

    /// What the terminal shows now, from `offset` of what the program wrote (a full drawing
    /// starts by clearing the screen).
    static func screen(_ session: TerminalSession, columns: Int, from offset: Int = 0) -> VirtualScreen {
        var screen = VirtualScreen(rows: 30, columns: columns)
        screen.feed(Array(session.screen[offset...]))
        return screen
    }

    /// Types `keys` and waits for the prompt drawn after them; returns where the drawing began.
    @discardableResult
    static func press(_ keys: String, then prompt: String, in session: TerminalSession) -> Int {
        let offset = session.screen.count
        session.type(keys)
        session.waitFor("\r\(prompt)> \u{1B}[K", from: offset)
        return offset
    }

    /// A row of the split in a window 120 columns wide: the left pane padded to its 58 cells.
    static func row(_ left: String, _ right: String) -> String {
        left.padding(toLength: 58, withPad: " ", startingAt: 0) + " |" + (right.isEmpty ? "" : " " + right)
    }

    @Test func tabsAndASplitDrawnSideBySideThenCollapsedAndTheFocusMovedByCtrlO() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: Self.demo, firstPrompt: "Contacts")
        // Wide: both panes side by side, the list focused.
        var shown = Self.screen(session, columns: 120)
        #expect(shown.unknown == [])
        #expect(
            Array(shown.lines.prefix(4)) == [
                "[Contacts]  Notes  Shop  Account", "Demo > Address book", Self.row("[List]", "Contact"), Self.row("Contacts", "Contact"),
            ])
        #expect(
            shown.lines[5] == Self.row("  1. Ada Lovelace  555-030-1815", "  (select a contact in the list)"),
            "no contact beside the list: none is selected")
        #expect(shown.lines[9] == "moves: go AddContact, focus (Ctrl-O), tab Notes, tab Shop, tab Account")
        #expect(shown.lines[29] == PaletteSessionTests.promptRow("Contacts", columns: 120))
        // Ctrl-O moves the focus to the contact, which then shows itself; again, back to the list.
        var offset = Self.press("\u{0F}", then: "Contact", in: session)
        shown = Self.screen(session, columns: 120, from: offset)
        #expect(shown.lines[2] == Self.row("List", "[Contact]"))
        #expect(!shown.lines.contains("actions: edit"), "no contact to edit")
        #expect(shown.lines.contains("moves: back, focus (Ctrl-O), tab Notes, tab Shop, tab Account"))
        offset = Self.press("\u{0F}", then: "Contacts", in: session)
        shown = Self.screen(session, columns: 120, from: offset)
        #expect(shown.lines[2] == Self.row("[List]", "Contact"))
        let contact = try #require(shown.lines.first { $0.hasPrefix(Self.row("  1. Ada Lovelace  555-030-1815", "")) })
        #expect(contact.hasSuffix("|   (select a contact in the list)"), "the pane beside the list: \(contact)")
        #expect(shown.lines.allSatisfy { $0.count <= 120 })
        // tabs lists both containers under the scene; tab Notes shows the other tab.
        offset = Self.press("tabs\r", then: "Contacts", in: session)
        shown = Self.screen(session, columns: 120, from: offset)
        #expect(shown.lines.contains("* 1. Contacts (Contacts): AddressBook (a split, listed below)"))
        #expect(shown.lines.contains("* 1. List (List): ContactList"))
        offset = Self.press("tab Notes\r", then: "Notes", in: session)
        shown = Self.screen(session, columns: 120, from: offset)
        #expect(Array(shown.lines.prefix(3)) == ["Contacts  [Notes]  Shop  Account", "Demo > Notes", "== Notes =="])
        #expect(!shown.lines.contains { $0.contains(" | ") }, "no split in this tab")
        offset = Self.press("tab 1\r", then: "Contacts", in: session)
        #expect(Self.screen(session, columns: 120, from: offset).lines[2] == Self.row("[List]", "Contact"))
        // Narrower than the split's minimum width (100): the focused pane alone, as one stack.
        offset = session.screen.count
        session.terminal.resize(columns: 80, rows: 30)
        session.child.send(SIGWINCH)
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        shown = Self.screen(session, columns: 80, from: offset)
        #expect(
            Array(shown.lines.prefix(5)) == [
                "[Contacts]  Notes  Shop  Account", "[List] | Contact", "Demo > Address book > Contacts", "== Contacts ==",
                "  1. Ada Lovelace  555-030-1815",
            ])
        offset = Self.press("\u{0F}", then: "Contact", in: session)
        shown = Self.screen(session, columns: 80, from: offset)
        #expect(
            Array(shown.lines.prefix(4)) == [
                "[Contacts]  Notes  Shop  Account", "List | [Contact]", "Demo > Address book > Contact", "== Contact ==",
            ])
        // Wide again: side by side, the focus where it was moved.
        offset = session.screen.count
        session.terminal.resize(columns: 120, rows: 30)
        session.child.send(SIGWINCH)
        session.waitFor("\rContact> \u{1B}[K", from: offset)
        #expect(Self.screen(session, columns: 120, from: offset).lines[2] == Self.row("List", "[Contact]"))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    @Test func ctrlOPrintsTheFocusLineAndKeepsTheLineBeingTyped() throws {
        let session = try TerminalSession(storyboard: Self.demo, firstPrompt: "Contacts")
        let offset = session.screen.count
        session.type("tab")
        session.waitFor("Contacts> tab", from: offset)
        session.type("\u{0F}")
        session.waitFor("\rContacts> focus\u{1B}[K", from: offset)
        session.waitFor("\rContact> tab\u{1B}[K", from: offset)
        session.type(" Notes\r")
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        session.type("\u{0F}")  // no split here: the key does nothing but ring
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(session.count("Notes> focus") == 0)
    }
}
