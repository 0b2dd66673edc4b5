import SceneTesting
import Testing

@testable import SceneShell

/// The real `scenes` on a pseudo-terminal (`TERM=xterm`), checked on a VT screen model: on every
/// list of the app that says something (contacts, notes, the cart), what it said to an action is
/// on the screen drawn for that action, and gone from the screen drawn after the next command,
/// which draws no screen of its own (`stack`). Actions that ask first are typed in their forced
/// form (`delete! 1`), which acts without asking.
@Suite struct SaidOnceSessionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The segue to the list from the menu, and the list's prompt.
        let segue: String
        let prompt: String
        let action: String
        let said: String

        var testDescription: String { "\(prompt): \(action)" }
    }

    nonisolated static let cases = [
        Case(segue: "Contacts", prompt: "ContactList", action: "delete! 1", said: "  * deleted Ada Lovelace"),
        Case(segue: "Contacts", prompt: "ContactList", action: "delete 7", said: "error: 'delete'"),
        Case(segue: "Notes", prompt: "NotesList", action: "add Buy milk", said: "  * added \"Buy\""),
        Case(segue: "Notes", prompt: "NotesList", action: "delete! 1", said: "  * deleted \"Clean Swift\""),
        Case(segue: "Shop", prompt: "ShoppingCart", action: "add Mug 4.50", said: "  * added 1 × Mug"),
        Case(segue: "Shop", prompt: "ShoppingCart", action: "remove! 1", said: "  * removed Swift T-shirt"),
        Case(segue: "Shop", prompt: "ShoppingCart", action: "empty!", said: "  * the cart was emptied"),
    ]

    private func screen(_ session: TerminalSession) -> VirtualScreen {
        var screen = VirtualScreen(rows: 40, columns: 120)
        screen.feed(session.screen)
        return screen
    }

    private func enter(_ line: String, then prompt: String, in session: TerminalSession) {
        let offset = session.screen.count
        session.type(line + "\r")
        session.waitFor("\r\(prompt)> \u{1B}[K", from: offset)
    }

    @Test(arguments: cases)
    func whatAListSaidIsGoneAfterTheNextCommand(_ example: Case) throws {
        let session = try TerminalSession(fullScreen: true)
        enter("go \(example.segue)", then: example.prompt, in: session)
        enter(example.action, then: example.prompt, in: session)
        #expect(screen(session).lines.contains { $0.hasPrefix(example.said) }, "\(screen(session).text)")
        enter("stack", then: example.prompt, in: session)
        let after = screen(session)
        #expect(!after.lines.contains { $0.hasPrefix(example.said) }, "\(after.text)")
        #expect(after.lines.contains("1. Menu \"Menu\" (root)"), "the command's own output is shown")
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theCartIsEmptyIsSaidToCheckoutOnly() throws {
        let session = try TerminalSession(fullScreen: true)
        enter("go SignIn", then: "Login", in: session)
        let offset = session.screen.count
        session.type("login demo@example.com\r")
        session.waitFor("Password: ", from: offset)
        session.type("password1\r")
        session.waitFor("\rHome> \u{1B}[K", from: offset)
        enter("go Menu", then: "Menu", in: session)
        enter("go Shop", then: "ShoppingCart", in: session)
        enter("empty!", then: "ShoppingCart", in: session)
        enter("checkout", then: "ShoppingCart", in: session)
        #expect(screen(session).lines.contains("  ! the cart is empty; add something first"))
        enter("segues", then: "ShoppingCart", in: session)
        #expect(!screen(session).text.contains("the cart is empty;"))
        enter("checkout", then: "ShoppingCart", in: session)
        #expect(screen(session).lines.contains("  ! the cart is empty; add something first"), "said again to a new checkout")
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
