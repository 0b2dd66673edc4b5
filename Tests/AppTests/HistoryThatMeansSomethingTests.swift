import Foundation
import Testing

/// A `popto` that changes nothing adds nothing to the history (issue 45 item 8): at a pane's root,
/// `popto Main`, `popto 1` and `popto AddressBook` did nothing but add lines that `undo` had to step
/// through. Through the built `scenes` on the demo.
@Suite struct HistoryThatMeansSomethingTests {
    @Test func aPoptoThatDoesNothingIsNotInTheHistoryAndUndoGoesStraightBack() throws {
        let outcome = try OfferedMovesTests.run(
            "select 2\npopto Main\npopto 1\npopto AddressBook\nhistory\nundo\nstack\n",
            storyboard: ConcurrentProcessesTests.storyboard)
        #expect(outcome.status == 0, "\(outcome.err)")
        let history = outcome.out.components(separatedBy: "> history\n").last ?? ""
        #expect(
            history.hasPrefix(
                "1. start: ContactList passing notice=\"\"\n"
                    + "2. segue ViewContact: ContactList -> ShowContact (replace) passing contactID=2\n"
                    + "Contact> undo\n"), "no line for the pops that did nothing: \(history)")
        // The one undo takes back the contact: the Contact pane is empty again, the list shown.
        let stack = outcome.out.components(separatedBy: "> stack\n").last ?? ""
        #expect(stack.hasPrefix("1. Main \"Demo\" (root)\n2. AddressBook \"Address book\" (root)\n3. ContactList"), "\(stack)")
    }

    @Test func aPoptoThatPopsIsInTheHistory() throws {
        let outcome = try OfferedMovesTests.run(
            "select 1\nedit\npopto Contact\nhistory\n", storyboard: ConcurrentProcessesTests.storyboard)
        #expect(outcome.out.hasSuffix("4. popTo: EditContact -> ShowContact popping EditContact\n"), "\(outcome.out)")
    }
}
