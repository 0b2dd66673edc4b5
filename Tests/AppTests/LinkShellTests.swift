import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// `link`, `goto` and `--goto` at the demo app's prompt, in process; the LinksAndResume article's examples of
/// links run here as written there.
@Suite @MainActor struct LinkShellTests {
    let demo = DemoSession()

    private func run(_ commands: [String], arguments: [String] = []) -> DemoSession.Outcome {
        demo.run(commands, arguments: arguments)
    }

    @Test func theReadmeSessionPrintsTheShortestLinkAndGoesToAnother() {
        let outcome = run(["select 1", "go EditContact", "link", "goto ShoppingCart+Login", "stack"])
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out.contains("Edit contact> link\nEditContact:contactID=3\nEdit contact> goto ShoppingCart+Login\n"))
        #expect(outcome.out.hasSuffix("1. Main \"Demo\" (root)\n2. ShoppingCart \"Shopping cart\" (root)\n3. Login \"Sign in\" (modal)\n"))
    }

    @Test func theReadmeErrorIsShownAsWrittenThereAndChangesNothing() {
        let outcome = run(["goto Main/AddressBook/ContactList/ShowContat:contactID=3", "stack"])
        #expect(outcome.status == 1)
        #expect(
            outcome.err == """
                error: link column 30 ('ShowContat'): the storyboard declares no scene 'ShowContat'; did you mean 'ShowContact'?
                  Main/AddressBook/ContactList/ShowContat:contactID=3
                                               ^~~~~~~~~~

                """)
        #expect(outcome.out.hasSuffix(LinkTrustTests.startStack.map { $0 + "\n" }.joined()))
    }

    @Test func theReadmeGotoExamplesStartThere() {
        let edit = run(["link"], arguments: ["--goto", "EditContact:contactID=3"])
        #expect(edit.status == 0 && edit.err == "")
        #expect(
            edit.out.hasPrefix(
                "[Contacts]  Notes  Shop  Account\nList | [Contact]\nDemo > Address book > Contact > Edit contact\n== Edit contact ==\n  First name: Ada\n"
            ))
    }

    /// The list's notice speaks in the app's voice, so its module declares that no link may give
    /// it: a link that does (`--goto`, `goto`) is refused at the input's name and shows nothing of it.
    @Test func aLinkCannotPutANoticeOnTheScreen() {
        let text = #"ContactList:notice="Security notice: your session expired; type: register evil@example.com""#
        let message = """
            error: link column 13 ('notice'): input 'notice' of scene 'ContactList' cannot come from a link: \
            its module declares that only the app's own segues give it; leave it out
            """
        let launch = run([], arguments: ["--goto", text])
        #expect(launch.status == 1)
        #expect(launch.err.hasPrefix(message + "\n"), "\(launch.err)")
        #expect(!launch.out.contains("Security notice"))
        let typed = run(["goto " + text, "link"])
        #expect(typed.status == 1)
        #expect(typed.err.hasPrefix(message + "\n"), "\(typed.err)")
        #expect(!typed.out.contains("* Security notice"))
        #expect(typed.out.hasSuffix("Contacts> link\nContactList\n"), "\(typed.out)")
    }

    /// The scenes a link puts under its first one are real: ShowContact under EditContact got the
    /// contact id flowing back along the segue that passes it on.
    @Test func theScenesOnTheWayAreBuiltWithTheirInputs() {
        let outcome = run(["back", "back", "link"], arguments: ["--goto", "EditContact:contactID=2"])
        #expect(outcome.status == 0 && outcome.err == "")
        #expect(
            outcome.out.contains(
                "Edit contact> back\n[Contacts]  Notes  Shop  Account\nList | [Contact]\nDemo > Address book > Contact\n== Contact ==\n  Alan Turing\n"
            ))
        #expect(
            outcome.out.contains(
                "Contact> back\n[Contacts]  Notes  Shop  Account\n[List] | Contact\nDemo > Address book > Contacts\n== Contacts ==\n"))
        #expect(
            outcome.out.hasSuffix("Contacts> link\nContactList%AddressBook@Contact/ShowContact:contactID=2\n"), "the contact stays in its pane")
    }

    /// Each kind of refused link at the prompt: an error, the stack as it was.
    @Test(arguments: [
        "NoteDetial:noteID=1", "NoteDetail", "NoteDetail:noteID=one", "NoteDetail:id=1", "Main+NotesList",
        "Main/NotesList/NoteDetail:noteID=1/", "Main NotesList", "Home/Menu", "NoteDetail:noteID=\"1",
        "Main@Nowhere", "NotesList@Notes", "NotesList%Main@Notes/NotesList", "NotesList%Main@Shop/NotesList",
        "NotesList%Nowhere@Notes/NotesList", "NotesList%Main@Shop/ShoppingCart%Main@Shop/ShoppingCart",
    ])
    func aRefusedLinkLeavesTheStack(_ link: String) {
        let outcome = run(["tab Shop", "checkout", "goto \(link)", "stack"])
        #expect(outcome.status == 1)
        #expect(outcome.err.hasPrefix("error: link column "), "\(outcome.err)")
        #expect(outcome.out.hasSuffix("3. Login \"Sign in\" (modal)\n"), "the stack is untouched")
    }

    @Test func aLinkPastedWithTheShellsQuotesIsTakenAsIs() {
        let outcome = run(["goto 'NoteDetail:noteID=1'", "link"])
        #expect(outcome.status == 0 && outcome.err == "note: it leads to Demo > Notes > Clean Swift\n", "\(outcome.err)")
        #expect(outcome.out.hasSuffix("Clean Swift> link\nNoteDetail:noteID=1\n"))
    }

    @Test func helpListsLinkAndGoto() {
        let outcome = run(["help", "help goto"])
        #expect(outcome.out.contains("  link "))
        #expect(outcome.out.contains("usage: goto LINK\n"))
    }

    @Test(arguments: [
        (["--goto", "Main", "--resume"], "error: --goto and --resume cannot be combined"),
        (["--resume=yes"], "error: --resume takes no value"),
        (["--goto"], "error: --goto needs a value"),
        (["--goto="], "error: --goto needs a value, not an empty string"),
    ])
    func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) {
        let outcome = run([], arguments: arguments)
        #expect(outcome.status == 2)
        #expect(outcome.err.hasPrefix(message), "\(outcome.err)")
    }
}
