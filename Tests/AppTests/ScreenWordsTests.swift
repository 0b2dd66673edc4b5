import Foundation
import Testing

/// Errors say things in the screen's words (issue 45 item 5): a scene by the title its heading
/// shows, the stack as the breadcrumb shows it, what was asked for (`focus` is not selecting a tab),
/// `explain` of a replace into a pane in a pane's terms, and what an action does where it goes.
/// Run through the built `scenes` on the demo.
@Suite struct ScreenWordsTests {
    static func run(_ lines: [String]) throws -> (status: Int32, out: String, err: String) {
        try OfferedMovesTests.run(lines.joined(separator: "\n") + "\n", storyboard: ConcurrentProcessesTests.storyboard)
    }

    @Test func anUnknownCommandNamesTheSceneByItsHeading() throws {
        let outcome = try Self.run(["tab Account", "done"])
        #expect(outcome.out.contains("== Account ==\n"))
        #expect(outcome.err == "error: no command or action 'done' in scene 'Account'; type 'help' for the list\n")
    }

    @Test func aSceneNotOnTheStackShowsTheStackAsTheBreadcrumbDoes() throws {
        let outcome = try Self.run(["tab Shop", "checkout", "popto Nope"])
        #expect(outcome.out.contains("Demo > Shopping cart >> Sign in\n"))
        #expect(outcome.err == "error: scene 'Nope' is not on the stack; the stack is Demo > Shopping cart >> Sign in\n")
    }

    @Test func aModalThatCoversTheSplitSaysWhatWasAskedFor() throws {
        let outcome = try Self.run(["go AddContact", "focus", "tab Notes"])
        #expect(
            outcome.err == """
                error: 'New contact' covers 'Address book'; dismiss it before moving the focus
                error: 'New contact' covers 'Demo'; dismiss it before selecting another tab

                """)
    }

    @Test func explainOfAReplaceIntoAPaneSpeaksOfThePane() throws {
        let outcome = try Self.run(["explain ViewContact", "tab Account", "go SignIn", "explain Home"])
        #expect(outcome.out.contains("  to: ShowContact \"Contact\", as the only scene of the pane's stack (replace)\n"))
        #expect(outcome.out.contains("  to: Home \"Home\", as the only scene of this stack (replace)\n"))
        #expect(!outcome.out.contains("a tab's in a container"))
    }

    @Test func theOrderConfirmationsDoneSaysWhereItGoes() throws {
        let outcome = try ExploreTests.scenes(["modules", "OrderSuccess"], in: ExploreTests.packageRoot)
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("  action  done     go back to the cart\n"), "\(outcome.out)")
        let walked = try Self.run([
            "tab Shop", "checkout", "login demo@example.com password1", "help done", "done",
        ])
        #expect(walked.out.contains("  go back to the cart\n"), "\(walked.out)")
        #expect(walked.out.hasSuffix("moves: tab Contacts, tab Notes, tab Account\n"), "back on the cart")
        #expect(walked.out.components(separatedBy: "> done\n").last?.contains("== Shopping cart ==") == true)
    }
}
