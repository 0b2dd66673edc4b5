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
            if LinkRoundTripTests.Run.isPrompt(String(line)) {
                blocks.append("")
            } else {
                blocks[blocks.count - 1] += line + "\n"
            }
        }
        return (status, blocks, err)
    }

    /// Setup commands, then the navigation to undo: every way in and out, in a tab, in a split's
    /// pane, and between them.
    @Test(arguments: [
        ("push", ["tab Account"], "go SignIn"),
        ("modal", [], "go AddContact"),
        ("replace", ["tab Account", "go SignIn"], "login demo@example.com password1"),
        ("unwind", ["select 2", "go EditContact"], "save"),
        ("back", ["tab Notes", "open 2"], "back"),
        ("back at a pane's root", ["select 2"], "back"),
        ("dismiss", ["go AddContact"], "dismiss"),
        ("popto", ["select 2", "go EditContact"], "popto ShowContact"),
        ("root", ["select 2", "go EditContact"], "root"),
        ("a scene's own segue", [], "select 2"),
        ("a segue into the other pane", ["select 2", "go EditContact", "focus"], "select 3"),
        ("tab", ["tab Notes", "open 2"], "tab Shop"),
        ("focus", ["select 2"], "focus"),
        // The order confirmation is entered only by checkout, never by a link; undo still returns
        // to a stack holding it, shown or in another tab, since the session went there. (Shown
        // again by a tab switch first: undo of a switch selects the tab back, which shows the
        // scene as it is, without the notice it showed once, when it was built.)
        (
            "tab away from the order confirmation",
            [
                "tab Account", "go SignIn", "login demo@example.com password1", "tab Shop", "checkout", "tab Notes",
                "tab Shop",
            ], "tab Notes"
        ),
        (
            "push beside the order confirmation",
            ["tab Account", "go SignIn", "login demo@example.com password1", "tab Shop", "checkout", "tab Notes"],
            "open 1"
        ),
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

    /// Undo takes back a tab switch with every tab as it was: the tab left keeps its stack.
    @Test func undoOfATabSwitchKeepsEveryTabsStack() {
        let outcome = run(["tab Notes", "open 2", "tab Account", "go SignIn", "tab Shop", "undo", "tab Notes", "link"])
        #expect(outcome.err == "note: it leads to Demo > Notes > VIPER\n", "the note's title, beside its link")
        #expect(outcome.blocks[6].contains("== Sign in =="), "undo showed the Account tab as it was")
        #expect(outcome.blocks[7].contains("== VIPER =="), "the Notes tab kept its note")
        #expect(outcome.blocks[8] == "NoteDetail:noteID=2%Main@Account/Menu/Login\n")
    }

    /// Undo takes back a tab switch by selecting the tab it left: nothing is built again, so a
    /// form being edited there keeps what was typed and is not asked whether it may be left (it
    /// was asked, and `undo!` lost the changes).
    @Test func undoOfATabSwitchSelectsTheTabItLeftAsItWas() {
        let outcome = run(["select 2", "go EditContact", "first Alonzo", "tab Notes", "undo", "history"])
        #expect(outcome.err == "")
        #expect(outcome.blocks[5].contains("== Edit contact ==\n  First name: Alonzo\n"))
        #expect(outcome.blocks[6].hasSuffix("4. selectTab Notes: EditContact -> NotesList\n5. undo: NotesList -> EditContact\n"))
    }

    /// Selecting the tab already selected changes nothing: history does not list it and undo
    /// has nothing to take back (it built the stack again).
    @Test func selectingTheSelectedTabIsNoStepToUndo() {
        let outcome = run(["select 2", "tab Contacts", "history", "undo", "history"])
        #expect(outcome.blocks[3].hasSuffix("2. segue ViewContact: ContactList -> ShowContact (replace) passing contactID=2\n"))
        #expect(outcome.blocks[4].contains("== Contacts =="), "undo took back the segue, not the selection")
        #expect(outcome.err == "")
    }

    @Test func repeatedUndoWalksBackToTheStartAndThenSaysThereIsNothingToUndo() {
        let outcome = run(["select 2", "go EditContact", "undo", "undo", "undo", "history"])
        #expect(outcome.blocks[3].contains("Demo > Address book > Contact\n== Contact =="))
        #expect(outcome.blocks[4].contains("Demo > Address book > Contacts\n== Contacts =="))
        #expect(
            outcome.err
                == "error: nothing to undo: the stack is as the session started; 'history' lists what happened\n")
        #expect(outcome.status == 1, "undo with nothing to undo fails the script")
        #expect(
            outcome.blocks[6] == """
                1. start: ContactList passing notice=""
                2. segue ViewContact: ContactList -> ShowContact (replace) passing contactID=2
                3. segue EditContact: ShowContact -> EditContact (push) passing contactID=2
                4. undo: EditContact -> ShowContact popping EditContact
                5. undo: ShowContact -> ContactList popping ShowContact

                """)
    }

    /// After signing out, the home page's guard refuses the stack before `signout`: the real
    /// `scenes` goes back past it, says so, and every later `undo` walks further back.
    @Test func undoAfterSigningOutGoesBackPastTheHomePageItsGuardNowRefuses() throws {
        let workspace = try ConcurrentProcessesTests.Workspace()
        defer { workspace.remove() }
        let outcome = try LinkRoundTripTests.run(
            [],
            script: [
                "tab Account", "go SignIn", "login demo@example.com password1", "signout", "undo", "undo", "undo",
                "undo",
            ], in: workspace)
        // Each prompt is the title of the scene shown when the command was typed.
        let prompts = outcome.out.split(separator: "\n").map(String.init).filter(LinkRoundTripTests.Run.isPrompt)
        #expect(
            prompts.suffix(5) == ["Home> signout", "Account> undo", "Sign in> undo", "Account> undo", "Contacts> undo"],
            "\(prompts)")
        #expect(
            outcome.err
                == "note: undo went back past 'Home', which a guard refuses now: sign in to see your home page;"
                + " 'history' lists what happened\n"
                + "error: nothing to undo: the stack is as the session started; 'history' lists what happened\n")
    }

    @Test func historyListsNavigationsNotRefusalsAndANewNavigationAfterUndoIsUndoneFirst() {
        let outcome = run(["go Nope", "back", "tab Notes", "undo", "select 1", "undo", "undo", "history"])
        #expect(
            outcome.blocks[8] == """
                1. start: ContactList passing notice=""
                2. selectTab Notes: ContactList -> NotesList
                3. undo: NotesList -> ContactList
                4. segue ViewContact: ContactList -> ShowContact (replace) passing contactID=3
                5. undo: ShowContact -> ContactList popping ShowContact

                """)
        #expect(outcome.err.hasSuffix("error: nothing to undo: the stack is as the session started; 'history' lists what happened\n"))
    }

    /// The example session of the Shell article runs as shown.
    @Test func theShellArticlesExampleShowsWhatTheShellPrints() throws {
        let readme = try Documentation.article("Shell")
        let outcome = run(["select 2", "history", "undo"])
        #expect(outcome.status == 0)
        let example = "Contact> history\n" + outcome.blocks[2] + "Contact> undo\n"
        #expect(readme.contains(example))
        #expect(outcome.blocks[3] == outcome.blocks[0], "undo shows the contact list again")
    }
}
