import Foundation
import Testing

/// The demo's manners (issue 45 item 9, in part), through the built `scenes`: the contact pane
/// offers no `edit` once its contact is deleted, and a long note title is cut with `…` in the list,
/// in the news line and in the delete question (a megabyte title was printed whole there).
@Suite struct DemoMannersTests {
    @Test func aDeletedContactsPaneOffersNoEdit() throws {
        let outcome = try OfferedMovesTests.run(
            "select 3\nfocus\ndelete! 3\nfocus\nedit\ngo EditContact\n", storyboard: ConcurrentProcessesTests.storyboard)
        let pane = outcome.out.components(separatedBy: "> focus\n").last ?? ""
        #expect(pane.contains("== Contact ==\n  No contact\n"), "\(pane)")
        #expect(!pane.contains("actions: edit"), "\(pane)")
        #expect(pane.contains("moves: back, focus (Ctrl-O), tab Notes, tab Shop, tab Account\n"), "\(pane)")
        #expect(
            outcome.err
                == "error: 'edit' is not possible now: no contact is shown\n"
                + "error: segue 'EditContact' of scene 'ShowContact' does not apply now: no contact is shown\n")
    }

    /// An apostrophe inside a word of a title needs no quotes: it is kept, and nothing else moves.
    @Test func anApostropheInATitleNeedsNoQuotes() throws {
        let outcome = try OfferedMovesTests.run(
            "tab Notes\nadd Ada's list\nopen 3\n", storyboard: ConcurrentProcessesTests.storyboard)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("  3. Ada's ("))
        #expect(outcome.out.contains("  * added \"Ada's\"\n"))
        #expect(outcome.out.contains("== Ada's ==\n"), "the note's title, and its body list: \(outcome.out)")
    }

    /// A long contact name is cut as a note title is, in the list, its news lines and the delete
    /// question; the form and the contact show it whole.
    @Test func aLongContactNameIsCutInTheListTheNewsAndTheQuestion() throws {
        // The longest names a contact keeps (a longer one is refused: `StoreLimitsAppTests`).
        let name = String(repeating: "x", count: 100)
        let outcome = try OfferedMovesTests.run(
            "add\nfirst \(name)\nlast \(name)\nphone 555-0100\nsave\ndelete 4\ndelete! 4\n",
            storyboard: ConcurrentProcessesTests.storyboard)
        let cut = "X" + String(repeating: "x", count: 59) + "…"
        #expect(outcome.out.contains("\n  4. \(cut)  555-0100\n"), "the list row")
        #expect(outcome.out.contains("\n  * added \(cut)\n"), "the news line")
        #expect(outcome.out.contains("\n  * deleted \(cut)\n"), "the news line")
        #expect(
            outcome.err.hasPrefix("error: 'delete' asks first: Delete \(cut)?; type 'delete! 4'"),
            "\(outcome.err.prefix(300))")
        #expect(outcome.err.count < 300, "the question is short")
    }

    @Test func aLongNoteTitleIsCutInTheListTheNewsAndTheQuestion() throws {
        // The longest title the notes keep (a longer one is refused: `StoreLimitsAppTests`).
        let title = String(repeating: "x", count: 200)
        let outcome = try OfferedMovesTests.run(
            "tab Notes\nadd \(title)\ndelete 3\n", storyboard: ConcurrentProcessesTests.storyboard)
        let cut = String(repeating: "x", count: 60) + "…"
        #expect(outcome.out.contains("\n  3. \(cut) ("), "the list row")
        #expect(outcome.out.contains("\n  * added \"\(cut)\"\n"), "the news line")
        #expect(outcome.err.hasPrefix("error: 'delete' asks first: Delete the note \(cut) ("), "\(outcome.err.prefix(200))")
        #expect(outcome.err.count < 300, "the question is short")
        let whole = outcome.out.components(separatedBy: "\n").filter { $0.contains(String(repeating: "x", count: 61)) }
        #expect(whole.count == 1 && whole.allSatisfy { $0.hasSuffix("> add \(title)") }, "only the echoed line")
    }
}
