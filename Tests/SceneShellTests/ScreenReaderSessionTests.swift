import SceneTesting
import Testing

@testable import SceneShell

/// `--screen-reader` on a pseudo-terminal that could draw a full screen (`TERM=xterm`): the
/// session stays on the normal screen, without colours or cursor moves beyond the line editor's,
/// and says each part of the screen once; a command that changes nothing on it says only its
/// output, and the prompt says where the focus is.
@Suite struct ScreenReaderSessionTests {
    @Test func nothingIsDrawnInPlaceAndWhatDidNotChangeIsNotSaidAgain() throws {
        let session = try TerminalSession(
            fullScreen: true, colors: true, storyboard: SplitTerminalSessionTests.demo,
            options: ["--screen-reader"], firstPrompt: "Contacts, List pane")
        var offset = session.screen.count
        session.type("stack\r")
        session.waitFor("2. AddressBook", from: offset)
        session.waitFor("\rContacts, List pane> \u{1B}[K", from: offset)
        offset = session.screen.count
        session.type("\u{0F}")  // Ctrl-O: the focus moves to the contact pane, which is said
        session.waitFor("Contact pane, 2 of 2: List, Contact", from: offset)
        session.waitFor("\rContact, Contact pane> \u{1B}[K", from: offset)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(session.count("\u{1B}[?1049h") == 0, "no alternate screen")
        #expect(session.count("\u{1B}[2J") == 0, "nothing cleared and drawn again")
        #expect(session.count("\u{1B}[3") == 0, "no colours")
        #expect(session.count("Contacts, 3 items:") == 1, "the list was said once: stack changed nothing")
        #expect(session.count("Contacts tab, 1 of 4: Contacts, Notes, Shop, Account") == 1)
    }
}
