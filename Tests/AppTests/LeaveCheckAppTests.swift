import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// The leave check over the demo app in script mode: a form with unsaved changes, or a sign-up
/// half done, makes the command that would leave it fail with the scene's reason (status 1), the
/// stack kept; the forced form leaves; saving leaves without asking. The Shell article's example
/// runs here as written.
@Suite @MainActor struct LeaveCheckAppTests {
    let demo = DemoSession()
    var data: TemporaryDataDirectory { demo.data }

    private func run(_ commands: [String]) -> DemoSession.Outcome { demo.run(commands) }

    /// The commands of the Shell article's example under "Leaving a scene": `printf '...' | swift run scenes`.
    private func readmeExample() throws -> [String] {
        let readme = try Documentation.article("Shell")
        let section = try #require(readme.range(of: "## Leaving a scene"))
        let line = try #require(
            readme[section.upperBound...].split(separator: "\n").first { $0.hasPrefix("printf '") })
        let quoted = try #require(line.split(separator: "'").dropFirst().first)
        return quoted.components(separatedBy: "\\n").filter { !$0.isEmpty }
    }

    @Test func theReadmeExampleFailsWithTheReasonKeepsTheStackAndBackBangLeaves() throws {
        let commands = try readmeExample()
        #expect(commands.last == "back!")
        let outcome = run(commands)
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: scene 'EditContact' asks not to be left: Discard the changes to Ada Lovelace?;"
                + " type 'back!' to leave anyway\n")
        #expect(
            outcome.out.contains(
                "Edit contact> stack\n1. Main \"Demo\" (root)\n2. AddressBook \"Address book\" (root)\n"
                    + "3. ShowContact \"Contact\" (root)\n4. EditContact \"Edit contact\" (push)\n"))
        #expect(
            outcome.out.contains(
                "Edit contact> back!\n[Contacts]  Notes  Shop  Account\nList | [Contact]\nDemo > Address book > Contact\n"))
        let contacts = try String(contentsOfFile: data.path + "/contacts.json", encoding: .utf8)
        #expect(contacts.contains("555-030-1815") && !contacts.contains("555-0199"), "back! saved nothing")
    }

    @Test(arguments: [
        (["go AddContact", "first Ada", "dismiss"], "AddContact", "Discard the new contact Ada?", "dismiss!"),
        (["go AddContact", "last Lovelace", "root"], "AddContact", "Discard the new contact Lovelace?", "root!"),
        (["go AddContact", "first Ada", "back"], "AddContact", "Discard the new contact Ada?", "back!"),
        (
            ["select 1", "go EditContact", "first Augusta", "popto ShowContact"], "EditContact",
            "Discard the changes to Ada Lovelace?", "popto! ShowContact"
        ),
        (
            ["tab Account", "go SignUp", "register ada@example.com short", "quit"], "Registration",
            "Leave sign-up? ada@example.com is not registered yet.", "quit!"
        ),
        (
            ["tab Account", "go SignUp", "register ada@example.com short", "tab Notes", "quit"], "Registration",
            "Leave sign-up? ada@example.com is not registered yet.", "quit!"
        ),
    ])
    func aDirtySceneRefusesInScriptModeAndTheForcedFormLeaves(
        commands: [String], scene: String, reason: String, forced: String
    ) {
        let refused = run(commands + ["stack"])
        #expect(refused.status == 1)
        #expect(refused.err.hasSuffix("error: scene '\(scene)' asks not to be left: \(reason); type '\(forced)' to leave anyway\n"))
        // The scene is still on the stack; a refused quit from another tab leaves the session going on.
        #expect(
            refused.out.contains(". \(scene) ") || (forced == "quit!" && refused.out.contains("> stack\n1. Main")),
            "\(refused.out)")
        let forcedRun = run(commands.dropLast() + [forced, "stack"])
        #expect(!forcedRun.err.contains("asks not to be left"))
        if forced == "quit!" {
            #expect(forcedRun.out.hasSuffix("> quit!\n"), "the session ended")
        } else {
            let stack = forcedRun.out.components(separatedBy: "> stack\n").last ?? ""
            #expect(stack.hasPrefix("1. Main") && !stack.contains(scene), "\(stack)")
        }
    }

    @Test func savingLeavesWithoutAsking() {
        let outcome = run([
            "go AddContact", "first Ada", "phone 555-0100", "save", "select 1", "go EditContact", "phone 555-0199", "save", "back",
            "tab Notes", "quit",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out.hasSuffix("Notes> quit\n"))
    }

    /// A segue into the split's other pane replaces that pane's stack: a form there with changes
    /// is asked first, and the list stays in front.
    @Test func aSegueThatReplacesAnotherPanesStackAsksTheFormThere() {
        let outcome = run(["select 1", "go EditContact", "first Augusta", "focus", "select 2", "stack"])
        #expect(outcome.status == 1)
        #expect(outcome.err == "error: scene 'EditContact' asks not to be left: Discard the changes to Ada Lovelace?\n")
        #expect(
            outcome.out.hasSuffix(
                "Contacts> stack\n1. Main \"Demo\" (root)\n2. AddressBook \"Address book\" (root)\n3. ContactList \"Contacts\" (root)\n"))
    }
}
