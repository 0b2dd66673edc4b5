import SceneShell
import SceneTesting
import Testing

@testable import SceneShellTesting

/// The README's tour (`select 1`, `link`, `tab Notes`) read for a screen reader: the real `scenes`
/// with `--screen-reader` (and with `SCENES_SCREEN_READER=1`), its output held whole. No bars, no
/// brackets, no columns, no colours; each part said once, in reading order; the prompt says where
/// the focus is; a command that changes nothing on the screen (`stack`) says only its output.
@Suite @MainActor struct ScreenReaderTranscriptTests {
    static let tour = """
        Contacts tab, 1 of 4: Contacts, Notes, Shop, Account
        List pane, 1 of 2: List, Contact
        Contacts, 3 items:
        1. Ada Lovelace  555-030-1815
        2. Alan Turing   555-020-1912
        3. Grace Hopper  555-010-1906
        actions: select NUMBER, add, delete NUMBER
        moves: go AddContact, focus, tab Notes, tab Shop, tab Account
        Contacts, List pane> select 1
        Contact pane, 2 of 2: List, Contact
        Contact:
        Ada Lovelace
        Phone: 555-030-1815
        Email: ada@engine.example
        actions: edit
        moves: go EditContact, back, focus, tab Notes, tab Shop, tab Account
        Contact, Contact pane> link
        ShowContact:contactID=3
        Contact, Contact pane> tab Notes
        Notes tab, 2 of 4: Contacts, Notes, Shop, Account
        Notes, 2 items:
        1. Clean Swift (14 Nov 2023)
        2. VIPER (15 Nov 2023)
        actions: add TITLE [BODY...], delete NUMBER, open NUMBER
        moves: tab Contacts, tab Shop, tab Account
        Notes, Notes tab> stack
        1. Main "Demo" (root)
        2. NotesList "Notes" (root)
        Notes, Notes tab> open 1
        Clean Swift:
        Written: Tuesday, 14 November 2023 at 22:13 UTC
        View, Interactor and Presenter talk in a one-way cycle.
        actions: edit TITLE [BODY...]
        moves: back, root, tab Contacts, tab Shop, tab Account

        """

    private func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, out: String) {
        let data = TemporaryDataDirectory()
        var out = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path] + arguments + [FlowTranscriptTests.storyboard],
            modules: builtinSceneModules, environment: environment,
            console: Console(out: { out += $0 }, err: { out += $0 }),
            input: ScriptLines("select 1\nlink\ntab Notes\nstack\nopen 1\n"))
        return (status, out)
    }

    @Test func theTourIsSaidOnceInReadingOrder() {
        let said = run(["--screen-reader"])
        #expect(said.status == 0)
        #expect(said.out == Self.tour)
        for mark in ["[Contacts]", "[List]", "|", "==", " > ", "\u{1B}"] {
            #expect(!said.out.contains(mark), "no bar, bracket, rule or escape: '\(mark)'")
        }
    }

    @Test func theEnvironmentAsksForItToo() {
        #expect(run([], environment: ["SCENES_SCREEN_READER": "1"]).out == Self.tour)
        #expect(run([], environment: ["SCENES_SCREEN_READER": "0"]).out.hasPrefix("[Contacts]  Notes"))
    }
}
