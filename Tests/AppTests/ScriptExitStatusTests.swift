import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Script mode's exit status over the demo app's scenes: a command fails (status 1) when it is
/// refused with an error, and also when the scene it acted on shows an error on its screen (a
/// refused login, an invalid form, a failed save), without printing
/// anything more; a problem a scene shows when it appears (a corrupt file set aside) does not fail
/// the commands after it that work.
@Suite @MainActor struct ScriptExitStatusTests {
    let demo = DemoSession(storyboard: FlowTranscriptTests.menuApp)
    var data: TemporaryDataDirectory { demo.data }

    private func run(_ commands: [String]) -> DemoSession.Outcome { demo.run(commands) }

    @Test(arguments: [
        ["go SignIn", "login demo@example.com wrong"],
        ["go SignIn", "login nobody@example.com password1"],
        ["go Contacts", "add", "save"],
        ["go Contacts", "add", "first Ada", "email not-an-address", "save"],
        ["go Contacts", "select 1", "go EditContact", "first", "save"],
        ["go SignUp", "register not-an-email password1"],
        ["go SignUp", "register demo@example.com password1"],
    ])
    func aCommandItsSceneReportsAsFailedFailsTheScript(commands: [String]) {
        let outcome = run(commands)
        #expect(outcome.status == 1, "\(commands)")
        #expect(outcome.err == "", "\(commands): the screen says why; nothing more is printed")
        #expect(outcome.out.contains("  ! "), "\(commands): the scene shows an error")
    }

    /// A number out of the list's range is refused before the scene acts: an error, status 1.
    @Test(arguments: [
        (["go Contacts", "select 9"], "error: 'select': NUMBER must be from 1 to 3, not '9'\n"),
        (["go Contacts", "delete 9"], "error: 'delete': NUMBER must be from 1 to 3, not '9'\n"),
        (["go Notes", "open 7"], "error: 'open': NUMBER must be from 1 to 2, not '7'\n"),
        (["go Notes", "delete 7"], "error: 'delete': NUMBER must be from 1 to 2, not '7'\n"),
    ])
    func aNumberOutOfRangeIsRefusedAndFailsTheScript(commands: [String], error: String) {
        let outcome = run(commands)
        #expect(outcome.status == 1, "\(commands)")
        #expect(outcome.err == error)
    }

    @Test(arguments: [
        ["go SignIn", "login demo@example.com password1"],
        ["go Contacts", "select 1", "back", "add", "first Eve", "last Ray", "phone 555-0100", "save"],
        ["go Notes", "add Groceries milk", "open 1"],
        ["go Shop", "add Mug 4.50 2"],
    ])
    func commandsThatWorkLeaveTheStatusZero(commands: [String]) {
        let outcome = run(commands)
        #expect(outcome.status == 0, "\(commands): \(outcome.out)")
    }

    @Test func aLaterFailureStillFailsAfterCommandsThatWork() {
        #expect(run(["go SignIn", "login demo@example.com password1", "signout", "go SignIn", "login a@b.c x"]).status == 1)
    }

    /// A data file in the way of the save: a folder where the file should be is refused on every
    /// save, even by root; a folder without write permission too, for other users.
    @Test func aFailedSaveFailsTheScript() throws {
        #expect(run(["go Notes"]).status == 0)  // a new data directory, with its files
        try FileManager.default.removeItem(atPath: data.file("notes.json"))
        try FileManager.default.createDirectory(atPath: data.file("notes.json"), withIntermediateDirectories: false)
        let outcome = run(["go Notes", "add Groceries"])
        #expect(outcome.status == 1)
        #expect(outcome.err == "")
        if geteuid() != 0 {
            chmod(data.path, 0o500)
            defer { chmod(data.path, 0o700) }
            #expect(run(["go Contacts", "add", "first Eve", "last Ray", "phone 555-0100", "save"]).status == 1)
        }
    }

    /// Checkout presents the sign-in; signing in goes back to the cart, which places the order.
    /// When the order cannot be saved, the cart says so: `login` worked, but what it was for did
    /// not, and the script fails.
    @Test func aCheckoutThatFailsAfterTheSignInItWaitedForFailsTheScript() throws {
        #expect(run(["go Shop"]).status == 0)
        try? FileManager.default.removeItem(atPath: data.file("orders.json"))
        try FileManager.default.createDirectory(atPath: data.file("orders.json"), withIntermediateDirectories: false)
        let outcome = run(["go Shop", "checkout", "login demo@example.com password1"])
        #expect(outcome.status == 1, "\(outcome.out)")
        #expect(outcome.out.contains("  ! the order could not be saved: "), "\(outcome.out)")
    }

    /// A corrupt file is set aside and reported when its scene appears; the commands after it
    /// that work do not fail.
    @Test func aProblemShownOnAppearanceIsNotAFailureOfLaterCommands() throws {
        #expect(run(["go Notes"]).status == 0)
        try data.write("{ not json", to: "notes.json")
        try data.write("[ 1, 2", to: "contacts.json")
        let notes = run(["go Notes", "add Groceries"])
        #expect(notes.out.contains("notes.json"), "the problem is shown")
        #expect(notes.status == 0, "\(notes.out)")
        let contacts = run(["go Contacts", "add", "first Eve", "last Ray", "phone 555-0100", "save"])
        #expect(contacts.out.contains("contacts.json"), "the problem is shown")
        #expect(contacts.status == 0, "\(contacts.out)")
    }
}
