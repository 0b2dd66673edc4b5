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
        Case(segue: "Contacts", prompt: "Contacts", action: "delete! 1", said: "  * deleted Ada Lovelace"),
        Case(segue: "Contacts", prompt: "Contacts", action: "delete 7", said: "error: 'delete'"),
        Case(segue: "Notes", prompt: "Notes", action: "add Buy milk", said: "  * added \"Buy\""),
        Case(segue: "Notes", prompt: "Notes", action: "delete! 1", said: "  * deleted \"Clean Swift\""),
        Case(segue: "Shop", prompt: "Shopping cart", action: "add Mug 4.50", said: "  * added 1 × Mug"),
        Case(segue: "Shop", prompt: "Shopping cart", action: "remove! 1", said: "  * removed Swift T-shirt"),
        Case(segue: "Shop", prompt: "Shopping cart", action: "empty!", said: "  * the cart was emptied"),
    ]

    private func screen(_ session: TerminalSession) -> VirtualScreen {
        session.screenModel(rows: 40, columns: 120)
    }

    @Test(arguments: cases)
    func whatAListSaidIsGoneAfterTheNextCommand(_ example: Case) throws {
        let session = try TerminalSession(fullScreen: true)
        session.enter("go \(example.segue)", then: example.prompt)
        session.enter(example.action, then: example.prompt)
        #expect(screen(session).lines.contains { $0.hasPrefix(example.said) }, "\(screen(session).text)")
        session.enter("stack", then: example.prompt)
        let after = screen(session)
        #expect(!after.lines.contains { $0.hasPrefix(example.said) }, "\(after.text)")
        #expect(after.lines.contains("1. Menu \"Menu\" (root)"), "the command's own output is shown")
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theCartIsEmptyIsSaidToCheckoutOnly() throws {
        let session = try TerminalSession(fullScreen: true)
        session.enter("go SignIn", then: "Sign in")
        let offset = session.screen.count
        session.type("login demo@example.com\r")
        session.waitFor("Password: ", from: offset)
        session.type("password1\r")
        session.waitFor("\rHome> \u{1B}[K", from: offset)
        session.enter("go Menu", then: "Menu")
        session.enter("go Shop", then: "Shopping cart")
        session.enter("empty!", then: "Shopping cart")
        session.enter("checkout", then: "Shopping cart")
        #expect(screen(session).lines.contains("  ! the cart is empty; add something first"))
        session.enter("segues", then: "Shopping cart")
        #expect(!screen(session).text.contains("the cart is empty;"))
        session.enter("checkout", then: "Shopping cart")
        #expect(screen(session).lines.contains("  ! the cart is empty; add something first"), "said again to a new checkout")
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
