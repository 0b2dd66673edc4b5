import Foundation
import Testing

/// `moves:` offers only what can be taken from the stack as it is, and what cannot be taken yet
/// is refused and explained in a person's words (issue 29, items 4 and 6): an unwind to a scene
/// not below is not offered, a segue whose data has no value yet is not offered, `explain` says
/// what is missing, a guard's refusal keeps the one voice, and `validate` warns of an unwind that
/// some way to its scene leaves without its destination. Run through the built `scenes`.
@Suite struct OfferedMovesTests {
    /// The menu fixture with a menu entry straight to a contact (`Favourite`), an unwind from the
    /// contact to the list (`Done`), and a segue a person takes from the list that passes the
    /// selected contact (`Peek`).
    static func storyboard(in folder: URL) throws -> URL {
        var text = try String(contentsOfFile: ConcurrentProcessesTests.menuApp, encoding: .utf8)
        text = text.replacingOccurrences(of: #""$schema": "../../../Sources/Runtime/scenes.schema.json","#, with: "")
        text = text.replacingOccurrences(
            of: #"{ "id": "SignUp", "to": "Registration", "style": "push" } ] },"#,
            with: #"{ "id": "SignUp", "to": "Registration", "style": "push" }, "#
                + #"{ "id": "Favourite", "to": "ShowContact", "pass": { "contactID": { "value": 3 } } } ] },"#)
        text = text.replacingOccurrences(
            of: #"{ "id": "AddContact", "to": "AddContact", "style": "modal" } ] },"#,
            with: #"{ "id": "AddContact", "to": "AddContact", "style": "modal" }, "#
                + #"{ "id": "Peek", "to": "ShowContact", "pass": { "contactID": { "from": "selectedContactID" } } } ] },"#
        )
        text = text.replacingOccurrences(
            of: #""pass": { "contactID": { "from": "contactID" } } } ] },"# + "\n    { \"id\": \"AddContact\"",
            with: #""pass": { "contactID": { "from": "contactID" } } }, { "id": "Done", "to": "ContactList", "style": "unwind" } ] },"#
                + "\n    { \"id\": \"AddContact\"")
        let file = folder.appendingPathComponent("scenes.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Runs `script` on `storyboard` (the demo's unless given) with the built `scenes`.
    static func run(_ script: String, storyboard: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try storyboard ?? Self.storyboard(in: folder).path
        let file = folder.appendingPathComponent("script")
        try Data(script.utf8).write(to: file)
        return try ExploreTests.scenes(
            [path, "--data", folder.appendingPathComponent("data").path, "--no-color", "--script", file.path],
            in: folder)
    }

    @Test func anUnwindToASceneNotBelowIsNotOfferedAndExplainSaysWhy() throws {
        let outcome = try Self.run("go Favourite\nexplain Done\ngo Done\nback\ngo Contacts\nselect 1\ngo Done\n")
        #expect(outcome.out.contains("moves: go EditContact, back, root\nContact> explain Done\n"))
        #expect(
            outcome.out.contains(
                "  applies now: no: cannot unwind with 'Done': scene 'ContactList' is not below the top of the stack"
                    + " (Menu > ShowContact)\n"))
        #expect(outcome.out.contains("moves: go EditContact, go Done, back, root\nContact> go Done\n"))
        #expect(outcome.out.contains("Contact> go Done\nMenu > Contacts\n"), "back on the list")
        #expect(
            outcome.err.hasSuffix(
                "error: cannot unwind with 'Done': scene 'ContactList' is not below the top of the stack"
                    + " (Menu > ShowContact)\n"))
    }

    @Test func validateWarnsOfAnUnwindThatSomeWayLeavesWithoutItsDestination() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.storyboard(in: folder)
        let outcome = try ExploreTests.scenes(["validate", "scenes.json"], in: folder)
        #expect(outcome.status == 0)
        #expect(
            outcome.err.contains(
                ": warning: scenes[2].segues[1].to: unwind segue 'Done' returns to 'ContactList', which is not below"
                    + " 'ShowContact' on every way there: from 'Menu', push and modal segues reach 'ShowContact'"
                    + " without 'ContactList'; the unwind is not offered then\n"), "\(outcome.err)")
        let demo = try ExploreTests.scenes(["validate", ConcurrentProcessesTests.storyboard], in: folder)
        #expect(demo.status == 0)
        #expect(!demo.err.contains("warning"), "\(demo.err)")
    }

    @Test func aSegueWithNothingToPassYetIsNotOfferedAndIsRefusedInAPersonsWords() throws {
        let outcome = try Self.run("go Contacts\ngo Peek\nselect 1\nback\ngo Peek\n")
        #expect(outcome.out.contains("moves: go AddContact, back, root\nContacts> go Peek\n"))
        #expect(outcome.out.contains("moves: go AddContact, go Peek, back, root\nContacts> go Peek\n"))
        #expect(
            outcome.err.hasSuffix(
                "error: cannot take 'Peek' yet: it needs the selected contact ID, which scene 'ContactList' does"
                    + " not have yet\n"))
    }

    @Test func explainSaysWhatIsMissingInAPersonsWords() throws {
        let outcome = try Self.run("tab Shop\nexplain Success\n", storyboard: ConcurrentProcessesTests.storyboard)
        #expect(
            outcome.out.contains(
                "  passes: nothing yet: it needs the order number, which scene 'ShoppingCart' does not have yet\n"))
    }

    /// A modal presented in a pane of the split inside the Contacts tab covers both containers:
    /// `explain` names the outermost, as `tab`'s refusal while it is up does.
    @Test func explainNamesEveryContainerAModalCovers() throws {
        let outcome = try Self.run(
            "explain AddContact\ngo AddContact\ntab Notes\n", storyboard: ConcurrentProcessesTests.storyboard)
        #expect(
            outcome.out.contains(
                "  covers: the whole container Main (and AddressBook within it): no tab bar, and no other tab can"
                    + " be selected until it is dismissed\n"), "\(outcome.out)")
        #expect((outcome.out + outcome.err).contains("'New contact' covers 'Demo'"))
    }

    @Test func aGuardsRefusalKeepsTheOneVoice() throws {
        let outcome = try Self.run("goto Home\n", storyboard: ConcurrentProcessesTests.menuApp)
        #expect(outcome.err == "error: sign in to see your home page\n")
    }

    /// Four tab containers, each pushed from the first tab of the one before (`go Deeper`), all with
    /// the tabs `T` and `U`: the fourth nests containers more than 3 deep, which navigation refuses.
    static let nestedTabs = """
        { "version": 2, "initial": "A", "scenes": [
          { "id": "A", "title": "A", "container": { "kind": "tabs", "tabs": [ { "id": "T", "root": "M1" }, { "id": "U", "root": "N1" } ] } },
          { "id": "M1", "module": "Menu", "title": "M1", "segues": [ { "id": "Deeper", "to": "B", "style": "push" } ] },
          { "id": "N1", "module": "Menu", "title": "N1" },
          { "id": "B", "title": "B", "container": { "kind": "tabs", "tabs": [ { "id": "T", "root": "M2" }, { "id": "U", "root": "N2" } ] } },
          { "id": "M2", "module": "Menu", "title": "M2", "segues": [ { "id": "Deeper", "to": "C", "style": "push" } ] },
          { "id": "N2", "module": "Menu", "title": "N2" },
          { "id": "C", "title": "C", "container": { "kind": "tabs", "tabs": [ { "id": "T", "root": "M3" }, { "id": "U", "root": "N3" } ] } },
          { "id": "M3", "module": "Menu", "title": "M3", "segues": [ { "id": "Deeper", "to": "D", "style": "push" } ] },
          { "id": "N3", "module": "Menu", "title": "N3" },
          { "id": "D", "title": "D", "container": { "kind": "tabs", "tabs": [ { "id": "T", "root": "M4" } ] } },
          { "id": "M4", "module": "Menu", "title": "M4" } ] }
        """

    /// Runs `script` on ``nestedTabs`` with the built `scenes`.
    static func runNested(_ script: String) throws -> (status: Int32, out: String, err: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("nested.json")
        try Data(nestedTabs.utf8).write(to: storyboard)
        return try run(script, storyboard: storyboard.path)
    }

    /// Nested containers that reuse tab ids: `tab U` selects the innermost container's `U`, so
    /// `moves:` offers it once, and not at all where that one is selected (the outer `U`s cannot be
    /// selected by name from there); `tab T` likewise.
    @Test func nestedContainersThatReuseTabIdsOfferEachTabOnceWhereItSelectsOne() throws {
        let outcome = try Self.runNested("go Deeper\ngo Deeper\ntab U\ntab T\n")
        let moves = outcome.out.split(separator: "\n").filter { $0.hasPrefix("moves: ") }
        #expect(
            moves == [
                "moves: go Deeper, tab U",  // A
                "moves: go Deeper, tab U",  // A > B
                "moves: go Deeper, tab U",  // A > B > C
                "moves: tab T",  // C shows U: the outer U's are named by C's
                "moves: go Deeper, tab U",
            ], "\(outcome.out)")
        #expect(outcome.out.contains("N3> tab T\n"), "tab U selected the innermost container's U")
    }
}
