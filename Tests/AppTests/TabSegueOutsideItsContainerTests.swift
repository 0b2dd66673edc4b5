import Foundation
import Testing

/// A segue into a tab from a scene that is also shown outside every container with that tab
/// (issue 45 item 4), through the built `scenes`: `validate` warns of it; there, neither the segue
/// nor the action that performs it is offered (`actions:`, `moves:`, `help`), and typed anyway they
/// are refused before anything runs; inside the container both work. And `popto` at a pane's root,
/// to the split or further down, says that there is nothing to pop.
@Suite struct TabSegueOutsideItsContainerTests {
    /// The demo's storyboard with a segue from the notes to the contact list, pushed in the Notes
    /// tab, outside the split whose `Contact` pane the list's `ViewContact` leads into.
    static func storyboard(in folder: URL) throws -> String {
        let demo = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        let notes = #"{ "id": "NotesList", "module": "NotesList", "title": "Notes", "segues": ["#
        let changed = demo.replacingOccurrences(
            of: notes, with: notes + #"{ "id": "People", "to": "ContactList", "style": "push" },"#)
        #expect(changed != demo)
        let file = folder.appendingPathComponent("scenes.json")
        try Data(changed.utf8).write(to: file)
        return file.path
    }

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tab-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func validateWarnsOfASegueIntoATabSomeWayLeavesOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.storyboard(in: folder)
        let outcome = try ExploreTests.scenes(["validate", "scenes.json"], in: folder)
        #expect(outcome.status == 0)
        #expect(
            outcome.err.hasSuffix(
                ": warning: scenes[2].segues[0].tab: segue 'ViewContact' leads into tab 'Contact', which"
                    + " 'ContactList' is not always shown in: from 'NotesList', segues reach it outside every"
                    + " container with that tab; the segue, and the action that performs it, are not offered"
                    + " there\n"), "\(outcome.err)")
        let demo = try ExploreTests.scenes(["validate", ConcurrentProcessesTests.storyboard], in: folder)
        #expect(demo.err == "", "the demo's list is only ever in the split")
    }

    @Test func outsideTheContainerTheActionIsNeitherOfferedNorRun() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try Self.storyboard(in: folder)
        let outcome = try OfferedMovesTests.run(
            "tab Notes\ngo People\nhelp select\nselect 1\ngo ViewContact\ntab Contacts\nselect 1\n",
            storyboard: storyboard)
        let pushed = outcome.out.components(separatedBy: "Notes> go People\n").last ?? ""
        #expect(pushed.hasPrefix("Contacts  [Notes]  Shop  Account\nDemo > Notes > Contacts\n"), "\(pushed)")
        #expect(pushed.contains("actions: add, delete NUMBER\nmoves: go AddContact, back, root,"), "\(pushed)")
        #expect(
            outcome.err.contains(
                "error: 'select' is not possible here: its segue 'ViewContact' leads into tab 'Contact', which no"
                    + " container shown has\n"), "\(outcome.err)")
        #expect(outcome.err.components(separatedBy: "\n").filter { $0.contains("there is no tab") }.isEmpty)
        // In the split, the list offers and takes it.
        #expect(outcome.out.hasSuffix("moves: go EditContact, back, focus (Ctrl-O), tab Notes, tab Shop, tab Account\n"))
    }

    @Test func poptoAtAPanesRootSaysThereIsNothingToPop() throws {
        let outcome = try OfferedMovesTests.run(
            "select 1\npopto 2\npopto Main\npopto Contact\nstack\n", storyboard: ConcurrentProcessesTests.storyboard)
        #expect(outcome.status == 0, "\(outcome.err)")
        let note =
            "note: nothing to pop: 'Contact' is the first scene of its pane's stack, and popto goes back within"
            + " that stack (tab, focus or back leave it)\n"
        #expect(outcome.err == note + note + "note: nothing to pop: 'Contact' is on top already\n", "\(outcome.err)")
    }
}
