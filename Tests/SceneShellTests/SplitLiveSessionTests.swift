import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` on the demo app, on a pseudo-terminal 120 columns wide, where the Contacts
/// split shows both panes: the list beside the contact appeared with it, so it lists the contacts
/// that exist, however the split came on the screen (a link, `--resume`, a tab switch after
/// `undo`). It never says there are none beside a contact it shows, and a change made in one pane
/// (a contact saved, a contact deleted) shows in the other in the same screen.
@Suite struct SplitLiveSessionTests {
    /// What the terminal, 120 columns wide, shows after the drawing that began at `offset`.
    private func screen(_ session: TerminalSession, from offset: Int = 0) -> VirtualScreen {
        SplitTerminalSessionTests.screen(session, columns: 120, from: offset)
    }

    /// The list pane lists the demo's three contacts, beside Alan Turing, and says nothing false.
    private func expectTheListBesideAlan(_ shown: VirtualScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(shown.unknown == [], sourceLocation: sourceLocation)
        #expect(shown.lines[2] == SplitTerminalSessionTests.row("List", "[Contact]"), sourceLocation: sourceLocation)
        #expect(
            shown.lines[5] == SplitTerminalSessionTests.row("  1. Ada Lovelace  555-030-1815", "  Alan Turing"),
            "the list beside the contact:\n\(shown.lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(shown.lines[6].hasPrefix(SplitTerminalSessionTests.row("  2. Alan Turing   555-020-1912", "")), sourceLocation: sourceLocation)
        #expect(shown.lines[7].hasPrefix(SplitTerminalSessionTests.row("  3. Grace Hopper  555-010-1906", "")), sourceLocation: sourceLocation)
        #expect(!shown.lines.contains { $0.contains("no contacts yet") }, sourceLocation: sourceLocation)
    }

    @Test func aLinkToAContactShowsTheListBesideIt() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            options: ["--goto", "ShowContact:contactID=2"], firstPrompt: "Contact")
        expectTheListBesideAlan(screen(session))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func aResumedContactShowsTheListBesideIt() throws {
        let first = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        SplitTerminalSessionTests.press("select 2\r", then: "Contact", in: first)
        first.type("quit\r")
        #expect(first.waitForExit() == .exited(0))
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            options: ["--resume"], firstPrompt: "Contact", program: first.program)
        expectTheListBesideAlan(screen(session))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theSplitShownAgainAfterUndoInAnotherTabShowsTheList() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        SplitTerminalSessionTests.press("select 2\r", then: "Contact", in: session)
        SplitTerminalSessionTests.press("tab Notes\r", then: "Notes", in: session)
        SplitTerminalSessionTests.press("open 1\r", then: "Clean Swift", in: session)
        SplitTerminalSessionTests.press("undo\r", then: "Notes", in: session)
        let offset = SplitTerminalSessionTests.press("tab Contacts\r", then: "Contact", in: session)
        expectTheListBesideAlan(screen(session, from: offset))
        // Narrowed below the split's minimum width, the contact alone; widened, the list again.
        let narrowed = session.screen.count
        session.terminal.resize(columns: 80, rows: 30)
        session.child.send(SIGWINCH)
        session.waitFor("\rContact> \u{1B}[K", from: narrowed)
        let widened = session.screen.count
        session.terminal.resize(columns: 120, rows: 30)
        session.child.send(SIGWINCH)
        session.waitFor("\rContact> \u{1B}[K", from: widened)
        expectTheListBesideAlan(screen(session, from: widened))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func aContactSavedInOnePaneIsRenamedInTheListBesideInTheSameScreen() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        SplitTerminalSessionTests.press("select 1\r", then: "Contact", in: session)
        SplitTerminalSessionTests.press("edit\r", then: "Edit contact", in: session)
        SplitTerminalSessionTests.press("last Byron\r", then: "Edit contact", in: session)
        let shown = screen(session, from: SplitTerminalSessionTests.press("save\r", then: "Contact", in: session))
        let text = shown.lines.joined(separator: "\n")
        #expect(shown.unknown == [])
        #expect(shown.lines[5] == SplitTerminalSessionTests.row("  1. Ada Byron     555-030-1815", "  Ada Byron"), "\(text)")
        #expect(shown.lines.contains { $0.hasSuffix("|   * saved Ada Byron") }, "\(text)")
        #expect(!text.contains("Lovelace"), "the list beside shows the name saved:\n\(text)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    /// Nothing is selected at start: the contact pane says to select a contact (it showed Grace
    /// Hopper beside a list whose first row is Ada) and offers no `edit` until one is selected;
    /// once that contact is deleted, it offers none again (issue 45 item 9).
    @Test func theContactPaneStartsOnNoContactAndOffersEditOnlyForOneShown() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        var shown = screen(session)
        #expect(shown.unknown == [])
        #expect(shown.lines[4] == SplitTerminalSessionTests.row("== Contacts ==", "== Contact =="))
        #expect(
            shown.lines[5]
                == SplitTerminalSessionTests.row("  1. Ada Lovelace  555-030-1815", "  (select a contact in the list)"))
        #expect(!shown.lines.contains { $0.contains("|   Phone:") || $0.contains("grace@") }, "no contact's fields")
        // The pane focused: nothing to edit, and edit typed says why.
        shown = screen(session, from: SplitTerminalSessionTests.press("\u{0F}", then: "Contact", in: session))
        #expect(shown.lines[2] == SplitTerminalSessionTests.row("List", "[Contact]"))
        #expect(!shown.lines.contains { $0.hasPrefix("actions:") }, "\(shown.lines)")
        #expect(shown.lines.contains("moves: back, focus (Ctrl-O), tab Notes, tab Shop, tab Account"))
        shown = screen(session, from: SplitTerminalSessionTests.press("edit\r", then: "Contact", in: session))
        #expect(shown.lines.contains { $0.contains("'edit' is not possible now: no contact is selected") }, "\(shown.lines)")
        // A contact selected offers edit; deleted from the list, the pane offers it no more.
        SplitTerminalSessionTests.press("\u{0F}", then: "Contacts", in: session)
        shown = screen(session, from: SplitTerminalSessionTests.press("select 3\r", then: "Contact", in: session))
        #expect(shown.lines[5] == SplitTerminalSessionTests.row("  1. Ada Lovelace  555-030-1815", "  Grace Hopper"))
        #expect(shown.lines.contains("actions: edit"))
        SplitTerminalSessionTests.press("\u{0F}", then: "Contacts", in: session)
        SplitTerminalSessionTests.press("delete! 3\r", then: "Contacts", in: session)
        shown = screen(session, from: SplitTerminalSessionTests.press("\u{0F}", then: "Contact", in: session))
        #expect(shown.lines[5] == SplitTerminalSessionTests.row("  1. Ada Lovelace  555-030-1815", "  No contact"))
        #expect(!shown.lines.contains { $0.hasPrefix("actions:") }, "\(shown.lines)")
        #expect(shown.lines.contains("moves: back, focus (Ctrl-O), tab Notes, tab Shop, tab Account"))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func aContactDeletedInTheListIsNoLongerShownInThePaneBeside() throws {
        let session = try TerminalSession(
            fullScreen: true, rows: 30, columns: 120, storyboard: SplitTerminalSessionTests.demo,
            firstPrompt: "Contacts")
        SplitTerminalSessionTests.press("select 3\r", then: "Contact", in: session)
        SplitTerminalSessionTests.press("focus\r", then: "Contacts", in: session)
        let shown = screen(session, from: SplitTerminalSessionTests.press("delete! 3\r", then: "Contacts", in: session))
        let text = shown.lines.joined(separator: "\n")
        #expect(shown.unknown == [])
        #expect(shown.lines[2] == SplitTerminalSessionTests.row("[List]", "Contact"), "\(text)")
        #expect(shown.lines.contains { $0.hasPrefix("  * deleted Grace Hopper") }, "\(text)")
        #expect(!text.contains("555-010-1906") && !text.contains("grace@"), "the pane beside no longer shows her:\n\(text)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
