import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// `history` lists the session's navigations; `undo` rebuilds the stack as it was before the
/// last one, from the scenes' inputs, after every kind of navigation: the demo app's own, run
/// as a script.
@Suite @MainActor struct HistoryUndoTests {
    let data = TemporaryDataDirectory()

    /// The output of a script, cut into what each command printed (the launch screen first).
    private func run(_ commands: [String]) -> (status: Int32, blocks: [String], err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path, FlowTranscriptTests.storyboard], modules: builtinSceneModules,
            environment: [:], console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(commands.joined(separator: "\n")))
        var blocks = [""]
        for line in out.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.range(of: #"^[A-Za-z]+> "#, options: .regularExpression) != nil {
                blocks.append("")
            } else {
                blocks[blocks.count - 1] += line + "\n"
            }
        }
        return (status, blocks, err)
    }

    /// Setup commands, then the navigation to undo.
    @Test(arguments: [
        ("push", [], "go Contacts"),
        ("modal", ["go Contacts"], "go AddContact"),
        ("replace", ["go SignIn"], "login demo@example.com password1"),
        ("unwind", ["go Contacts", "select 2", "go EditContact"], "save"),
        ("back", ["go Contacts", "select 2"], "back"),
        ("dismiss", ["go Contacts", "go AddContact"], "dismiss"),
        ("popto", ["go Contacts", "select 2", "go EditContact"], "popto ContactList"),
        ("root", ["go Contacts", "select 2", "go EditContact"], "root"),
        ("a scene's own segue", ["go Contacts"], "select 2"),
    ])
    func undoReturnsToTheStackBeforeTheNavigation(kind: String, setup: [String], navigation: String) {
        let outcome = run(setup + ["stack", navigation, "stack", "undo", "stack"])
        let screenBefore = outcome.blocks[setup.count]
        let (stackBefore, stackAfter, undone, stackUndone) = (
            outcome.blocks[setup.count + 1], outcome.blocks[setup.count + 3], outcome.blocks[setup.count + 4],
            outcome.blocks[setup.count + 5]
        )
        #expect(outcome.err == "", "\(kind)")
        #expect(outcome.status == 0, "\(kind)")
        #expect(stackAfter != stackBefore, "\(kind): the navigation changed the stack")
        #expect(stackUndone == stackBefore, "\(kind): the stack is as it was")
        #expect(undone == screenBefore, "\(kind): the screen is as it was")
    }

    @Test func repeatedUndoWalksBackToTheStartAndThenSaysThereIsNothingToUndo() {
        let outcome = run(["go Contacts", "select 2", "go EditContact", "undo", "undo", "undo", "undo", "history"])
        #expect(outcome.blocks[4].hasPrefix("Menu > Contacts > Contact\n"))
        #expect(outcome.blocks[5].hasPrefix("Menu > Contacts\n"))
        #expect(outcome.blocks[6].hasPrefix("Menu\n"))
        #expect(
            outcome.err
                == "error: nothing to undo: the stack is as the session started; 'history' lists what happened\n")
        #expect(outcome.status == 1, "undo with nothing to undo fails the script")
        #expect(
            outcome.blocks[8] == """
                1. start: Menu
                2. segue Contacts: Menu -> ContactList (push) passing notice=""
                3. segue ViewContact: ContactList -> ShowContact (push) passing contactID=2
                4. segue EditContact: ShowContact -> EditContact (push) passing contactID=2
                5. undo: EditContact -> ShowContact popping Menu, ContactList, ShowContact, EditContact
                6. undo: ShowContact -> ContactList popping Menu, ContactList, ShowContact
                7. undo: ContactList -> Menu popping Menu, ContactList

                """)
    }

    @Test func historyListsNavigationsNotRefusalsAndANewNavigationAfterUndoIsUndoneFirst() {
        let outcome = run(["go Nope", "back", "go Notes", "undo", "go Contacts", "undo", "undo", "history"])
        #expect(
            outcome.blocks[8] == """
                1. start: Menu
                2. segue Notes: Menu -> NotesList (push)
                3. undo: NotesList -> Menu popping Menu, NotesList
                4. segue Contacts: Menu -> ContactList (push) passing notice=""
                5. undo: ContactList -> Menu popping Menu, ContactList

                """)
        #expect(outcome.err.hasSuffix("error: nothing to undo: the stack is as the session started; 'history' lists what happened\n"))
    }

    /// The example session of the Shell article runs as shown.
    @Test func theShellArticlesExampleShowsWhatTheShellPrints() throws {
        let readme = try Documentation.article("Shell")
        let outcome = run(["go Contacts", "select 2", "history", "undo"])
        #expect(outcome.status == 0)
        let example = "ShowContact> history\n" + outcome.blocks[3] + "ShowContact> undo\n"
        #expect(readme.contains(example))
        #expect(outcome.blocks[4] == outcome.blocks[1], "undo shows the contact list again")
    }
}
