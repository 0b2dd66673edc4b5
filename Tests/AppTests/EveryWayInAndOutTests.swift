import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// Where the features of issues 14 and 15 meet in the demo app: a guard holds on every way into a
/// scene (a segue, a link, `--goto`, a resumed stack), and the leave check on every way out that
/// replaces the stack (`goto`, `undo`), each with its forced form.
@Suite @MainActor struct EveryWayInAndOutTests {
    let demo = DemoSession()
    var data: TemporaryDataDirectory { demo.data }

    private func run(_ commands: [String], arguments: [String] = []) -> DemoSession.Outcome {
        demo.run(commands, arguments: arguments)
    }

    private let homeRefused = "sign in to see your home page"

    @Test func aGuardRefusesALinkAtThePromptAndTheStackStays() {
        let outcome = run(["tab Notes", "open 1", "goto Home", "stack"])
        #expect(outcome.status == 1)
        #expect(outcome.err == "error: \(homeRefused)\n")
        #expect(outcome.out.hasSuffix("1. Main \"Demo\" (root)\n2. NotesList \"Notes\" (root)\n3. NoteDetail \"Clean Swift\" (push)\n"))
    }

    @Test func aGuardRefusesAStartingLink() {
        let outcome = run([], arguments: ["--goto", "Home"])
        #expect(outcome.status == 1)
        #expect(outcome.err.contains(homeRefused))
    }

    @Test func aGuardThatHoldsLetsTheLinkThrough() {
        let outcome = run(["tab Account", "go SignIn", "login demo@example.com password1", "goto Menu", "goto Home", "stack"])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasSuffix("Home> stack\n1. Main \"Demo\" (root)\n2. Home \"Home\" (root)\n"))
    }

    @Test func aResumedStackDropsTheSceneAGuardRefusesAndSaysWhy() throws {
        let signedIn = run(["tab Account", "go SignIn", "login demo@example.com password1"], arguments: ["--resume"])
        #expect(signedIn.status == 0, "\(signedIn.err)")
        let resumed = run(["stack"], arguments: ["--resume"])
        #expect(resumed.out.hasSuffix("2. Home \"Home\" (root)\n"), "while signed in, Home is resumed")
        try FileManager.default.removeItem(atPath: data.path + "/session.json")
        let signedOut = run(["stack"], arguments: ["--resume"])
        #expect(signedOut.status == 0, "a session always starts")
        #expect(signedOut.err.contains("dropped Home"))
        #expect(signedOut.err.contains("scene 'Home' needs condition 'signedIn', which does not hold now"))
        #expect(signedOut.out.hasSuffix("> stack\n1. Main \"Demo\" (root)\n2. Menu \"Account\" (root)\n"), "\(signedOut.out)")
    }

    @Test func gotoAndUndoAskTheSceneTheyWouldLeaveAndTheirForcedFormsDoNot() {
        let edit = ["select 1", "go EditContact", "phone 555-0199"]
        let reason = "scene 'EditContact' asks not to be left: Discard the changes to Ada Lovelace?"
        let gotoRefused = run(edit + ["goto Menu", "stack"])
        #expect(gotoRefused.status == 1)
        #expect(gotoRefused.err == "error: \(reason); type 'goto! Menu' to leave anyway\n")
        #expect(gotoRefused.out.hasSuffix("4. EditContact \"Edit contact\" (push)\n"), "the stack stays")
        let gotoForced = run(edit + ["goto! Menu", "stack"])
        #expect(gotoForced.status == 0, "\(gotoForced.err)")
        #expect(gotoForced.out.hasSuffix("Account> stack\n1. Main \"Demo\" (root)\n2. Menu \"Account\" (root)\n"))

        let undoRefused = run(edit + ["undo", "stack"])
        #expect(undoRefused.status == 1)
        #expect(undoRefused.err == "error: \(reason); type 'undo!' to leave anyway\n")
        #expect(undoRefused.out.hasSuffix("4. EditContact \"Edit contact\" (push)\n"))
        let undoForced = run(edit + ["undo!", "stack"])
        #expect(undoForced.status == 0, "\(undoForced.err)")
        #expect(undoForced.out.hasSuffix("3. ShowContact \"Contact\" (root)\n"))
    }

    /// Selecting another tab removes nothing and asks nobody; a `goto` from there that would rebuild
    /// the tab holding the edit asks it.
    @Test func aTabSwitchAsksNobodyAndAGotoFromAnotherTabAsksTheEditItWouldRemove() {
        let outcome = run(["select 1", "go EditContact", "phone 555-0199", "tab Notes", "goto NotesList", "stack"])
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: scene 'EditContact' asks not to be left: Discard the changes to Ada Lovelace?; type 'goto! NotesList' to leave anyway\n")
        #expect(outcome.out.hasSuffix("Notes> stack\n1. Main \"Demo\" (root)\n2. NotesList \"Notes\" (root)\n"))
    }
}
