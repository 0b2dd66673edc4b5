import Foundation
import SceneShell
import SceneTesting
import Testing

/// The demo as a person meets it, in scripts through the real shell: every action that cannot be
/// taken back asks first (a script is refused with the question and the forced form, which acts);
/// the menu offers neither Sign in nor Sign up while someone is signed in, and signs out; Login
/// presented by the checkout's guard says why; the sign-up hint says what `***` stands for; the
/// edit form shows a name as the list does; the contacts' phone numbers are in a column.
@Suite @MainActor struct DemoAsAPersonExpectsTests {
    let demo = DemoSession()

    /// Every action of the demo that cannot be taken back, where it is, the line that performs it,
    /// its question on the seeded data, and the news once done.
    nonisolated static let destructive: [(way: [String], line: String, question: String, done: String)] = [
        ([], "delete 1", "Delete Ada Lovelace?", "* deleted Ada Lovelace"),
        (["tab Notes"], "delete 1", "Delete the note Clean Swift (", "* deleted \"Clean Swift\""),
        (["tab Shop"], "remove 2", "Take 2 × Sticker pack at $4.50 = $9.00 out of the cart?", "* removed Sticker pack"),
        (["tab Shop"], "empty", "Empty the cart (3 items, total $28.99)?", "* the cart was emptied"),
    ]

    @Test(arguments: 0..<destructive.count)
    func anActionThatCannotBeTakenBackIsRefusedInAScriptAndItsForcedFormActs(_ index: Int) throws {
        let (way, line, question, done) = Self.destructive[index]
        let refused = demo.run(way + [line])
        #expect(refused.status == 1)
        let name = try #require(line.split(separator: " ").first)
        let forced = line.replacingOccurrences(of: name, with: name + "!")
        #expect(refused.err.hasPrefix("error: '\(name)' asks first: \(question)"))
        #expect(refused.err.hasSuffix("; type '\(forced)' to do it without asking\n"))
        #expect(!refused.out.contains(done), "nothing changed")
        let again = demo.run(way + ["help \(name)"])
        #expect(again.out.contains("(asks first, as it cannot be taken back; '\(name)!' does it without asking)"))
        let forcedRun = demo.run(way + [forced])
        #expect(forcedRun.status == 0)
        #expect(forcedRun.err == "")
        #expect(forcedRun.out.contains(done))
    }

    @Test func anActionThatAsksNothingNowActsAtOnceAndOneThatNeverAsksHasNoForcedForm() {
        let emptied = demo.run(["tab Shop", "empty!", "empty"])
        #expect(emptied.status == 0, "an empty cart has nothing to ask about: \(emptied.err)")
        let wrong = demo.run(["delete 9"])
        #expect(wrong.err == "error: 'delete': NUMBER must be from 1 to 3, not '9'\n", "a wrong number asks nothing")
        let select = demo.run(["select! 1"])
        #expect(select.err.hasPrefix("error: no command or action 'select!'"))
    }

    @Test func theMenuOffersSigningInAndUpOnlyToNobodyAndSignsOut() {
        let outcome = demo.run([
            "tab Shop", "checkout", "login demo@example.com password1", "tab Account", "signout", "signout",
        ])
        let signedIn = "  (Signed in as demo@example.com)\n\nactions: signout\nmoves: tab Contacts, tab Notes, tab Shop\n"
        #expect(outcome.out.contains(signedIn), "neither Sign in nor Sign up, nothing to open: \(outcome.out)")
        #expect(
            outcome.out.contains(
                "  (Nobody is signed in)\n\n  1. Sign in\n  2. Sign up\n  * signed out demo@example.com\n"
                    + "actions: open NUMBER\n"))
        #expect(outcome.err == "error: 'signout' is not possible now: nobody is signed in\n")
    }

    @Test func loginPresentedByTheCheckoutsGuardSaysWhy() {
        let outcome = demo.run(["tab Shop", "checkout"])
        #expect(outcome.out.contains("== Sign in ==\n  Sign in to go on to Order placed; 'dismiss' gives it up.\n"))
        let fromMenu = demo.run(["tab Account", "go SignIn"])
        #expect(!fromMenu.out.contains("Sign in to go on"), "reached from the menu, nothing waits for it")
    }

    @Test func theSignUpHintSaysWhatTheStarsStandFor() {
        let outcome = demo.run(["tab Account", "go SignUp"])
        #expect(outcome.out.contains("  Type 'register EMAIL'; your password is then asked for, and not shown.\n"))
        #expect(
            outcome.out.contains(
                "  To add your name: 'register EMAIL *** NAME' (*** stands for the password, asked for next).\n"))
        let help = demo.run(["tab Account", "go SignUp", "help register"])
        #expect(help.out.contains("PASSWORD  a secret, never shown: leave it out (or type *** in its place"))
    }

    /// Every command of the demo that changes data says what it did, in one news line.
    @Test(arguments: [
        (["add", "first Katherine", "last Johnson", "phone 555-0199", "save"], "* added Katherine Johnson"),
        (["select 1", "edit", "phone 555-0000", "save"], "* saved Ada Lovelace"),
        (["delete! 1"], "* deleted Ada Lovelace"),
        (["tab Notes", "add Plan"], "* added \"Plan\""),
        (["tab Notes", "open 1", "edit Plan"], "* saved \"Plan\""),
        (["tab Notes", "delete! 1"], "* deleted \"Clean Swift\""),
        (["tab Shop", "add Mug 12.50 2"], "* added 2 × Mug"),
        (["tab Shop", "remove! 1"], "* removed Swift T-shirt"),
        (["tab Shop", "empty!"], "* the cart was emptied"),
        (["tab Shop", "checkout", "login demo@example.com password1", "tab Account", "signout"], "* signed out demo@example.com"),
    ])
    func everyCommandThatChangesDataSaysWhatItDid(commands: [String], news: String) {
        let outcome = demo.run(commands)
        #expect(outcome.status == 0, "\(outcome.err)")
        let afterLast = outcome.out.components(separatedBy: "> \(commands.last ?? "")\n").last ?? ""
        #expect(afterLast.contains("\n  \(news)\n"), "\(afterLast)")
    }

    @Test func theEditFormShowsTheNamesAsTheListDoes() {
        // The seeded Ada Lovelace is stored as typed, in lower case.
        let outcome = demo.run(["select 1", "edit"])
        #expect(outcome.out.contains("  1. Ada Lovelace  555-030-1815\n"))
        #expect(outcome.out.contains("  First name: Ada\n  Last name:  Lovelace\n"))
    }

    @Test func thePhoneNumbersStayInTheirColumnBesideANameOfWideCharacters() {
        // 山田 太郎 takes 9 cells (each ideograph 2): padded to the 12 of Ada Lovelace.
        let outcome = demo.run(["add", "first 山田", "last 太郎", "phone 555-0199", "save"])
        #expect(outcome.out.contains("  3. Grace Hopper  555-010-1906\n  4. 山田 太郎     555-0199\n"), "\(outcome.out)")
    }

    @Test func theContactsPhoneNumbersAreInAColumn() throws {
        let outcome = demo.run(["add", "first Katherine", "last Johnson", "phone 555-0199", "save"])
        let list = try #require(outcome.out.components(separatedBy: "== Contacts ==\n").last)
        let rows = list.split(separator: "\n").prefix(4)
        #expect(rows.count == 4)
        let columns = Set(rows.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "5") ?? $0.endIndex) })
        #expect(columns.count == 1, "\(rows)")
    }
}
