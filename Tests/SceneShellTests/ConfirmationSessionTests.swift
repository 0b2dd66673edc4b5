import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Actions that ask first, in the real `scenes` on a pseudo-terminal: an action that cannot be
/// taken back (`delete N` of the contacts and of the notes, the cart's `remove N` and `empty`)
/// asks its question with `[y/N]`; no, Enter, Ctrl-C or Ctrl-D cancels it and says so in one line,
/// yes carries it out, and its forced form (`delete! 1`) does not ask. Every question declined and
/// every secret prompt left says that the command was cancelled and nothing changed.
@Suite struct ConfirmationSessionTests {
    @Test func deletingAContactAsksAndOnlyYesDeletesIt() throws {
        let session = try TerminalSession()
        session.type("go Contacts\rdelete 1\r")
        session.waitFor("Delete Ada Lovelace? [y/N] ")
        var offset = session.screen.count
        session.type("n\r")
        session.waitFor("'delete' was cancelled; nothing changed\r\n", from: offset)
        session.type("delete 1\r")
        session.waitFor("Delete Ada Lovelace? [y/N] ", from: offset)
        offset = session.screen.count
        session.type("\u{03}")
        session.waitFor("^C\r\r\n'delete' was cancelled; nothing changed\r\n", from: offset)
        session.type("delete 1\r")
        session.waitFor("Delete Ada Lovelace? [y/N] ", from: offset)
        offset = session.screen.count
        session.type("\u{04}")
        session.waitFor("'delete' was cancelled; nothing changed\r\n", from: offset)
        #expect(session.count("* deleted") == 0, "nothing was deleted before a yes")
        offset = session.screen.count
        session.type("delete 1\r")
        session.waitFor("Delete Ada Lovelace? [y/N] ", from: offset)
        session.type("y\r")
        session.waitFor("* deleted Ada Lovelace", from: offset)
        offset = session.screen.count
        session.type("delete! 1\r")
        session.waitFor("* deleted Alan Turing", from: offset)
        #expect(session.count("Delete Alan Turing?") == 0, "the forced form does not ask")
        #expect(session.count("error:") == 0, "a question answered is no error")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(
            try session.program.home.contents(of: "scenes/history")
                == "go Contacts\ndelete 1\ndelete 1\ndelete 1\ndelete 1\ndelete! 1\nquit\n",
            "answers are not commands: the history does not keep them")
    }

    @Test func everyActionThatCannotBeTakenBackAsksFirst() throws {
        let session = try TerminalSession()
        session.type("go Notes\rdelete 2\r")
        session.waitFor("Delete the note VIPER (")
        session.waitFor(")? [y/N] ")
        var offset = session.screen.count
        session.type("\r")
        session.waitFor("'delete' was cancelled; nothing changed\r\n", from: offset)
        session.type("back\rgo Shop\rremove 1\r")
        session.waitFor("Take 1 × Swift T-shirt at $19.99 = $19.99 out of the cart? [y/N] ", from: offset)
        offset = session.screen.count
        session.type("no\r")
        session.waitFor("'remove' was cancelled; nothing changed\r\n", from: offset)
        session.type("empty\r")
        session.waitFor("Empty the cart (3 items, total $28.99)? [y/N] ", from: offset)
        offset = session.screen.count
        session.type("yes\r")
        session.waitFor("* the cart was emptied", from: offset)
        offset = session.screen.count
        session.type("empty\r")
        session.waitFor("* the cart was emptied", from: offset)
        #expect(session.count("[y/N]") == 3, "an empty cart has nothing to ask about")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func aLeaveQuestionDeclinedSaysTheCommandWasCancelled() throws {
        let session = try TerminalSession()
        session.type("go Contacts\rgo AddContact\rfirst ada\rdismiss\r")
        session.waitFor("Discard the new contact Ada? [y/N] ")
        var offset = session.screen.count
        session.type("n\r")
        session.waitFor("'dismiss' was cancelled; nothing changed\r\n", from: offset)
        session.type("quit\r")
        session.waitFor("Discard the new contact Ada? [y/N] ", from: offset)
        offset = session.screen.count
        session.type("\u{03}")
        session.waitFor("^C\r\r\n'quit' was cancelled; nothing changed\r\n", from: offset)
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
