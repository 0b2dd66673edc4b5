import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// The demo app in script mode as a person types it: scenes named by the titles the breadcrumb
/// shows and the positions `stack` prints, segues without regard to case (issue 17, item 3);
/// comments and blank lines in scripts (item 4); one rule for splitting arguments (item 5).
@Suite @MainActor struct PeopleNamesAppTests {
    let demo = DemoSession(storyboard: FlowTranscriptTests.menuApp)

    private func run(_ script: String) -> DemoSession.Outcome { demo.run(script: script) }

    /// The last screen's first line: the breadcrumb.
    private func lastBreadcrumb(_ outcome: DemoSession.Outcome) -> String? {
        let screens = outcome.out.components(separatedBy: "\n").filter { $0.hasPrefix("Menu") && !$0.contains(">  ") }
        return screens.last
    }

    @Test(arguments: [
        "popto Contacts", "popto contacts", "popto 2", "popto ContactList", "popto contactlist", "popto! 2",
    ])
    func poptoTakesTheTitleThePositionOrTheIdOfAScene(command: String) {
        let outcome = run("go contacts\nselect 1\nstack\n\(command)\nstack")
        #expect(outcome.status == 0, "\(command): \(outcome.err)")
        #expect(outcome.err == "")
        #expect(outcome.out.contains("2. ContactList \"Contacts\" (push)\n3. ShowContact"))
        #expect(outcome.out.hasSuffix("Contacts> stack\n1. Menu \"Menu\" (root)\n2. ContactList \"Contacts\" (push)\n"))
    }

    @Test func aPositionOffTheStackOrANameNobodyAnswersToFailsWithWhatToType() {
        let outcome = run("go Contacts\npopto 7\npopto Contcts")
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: there is no scene at position 7: the stack has 2 scenes (1 to 2); 'stack' lists them\n"
                + "error: scene 'Contcts' is not on the stack; the stack is Menu > Contacts; did you mean 'Contacts'?\n")
    }

    @Test(arguments: ["go contacts", "go CONTACTS", "go! contacts"])
    func aSegueIsTakenWithoutRegardToCase(command: String) {
        let outcome = run(command)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasSuffix("Contacts> ") || outcome.out.contains("== Contacts =="))
    }

    @Test func explainTakesASegueWithoutRegardToCase() {
        let outcome = run("explain notes")
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("Notes"))
    }

    /// Comments and blank lines are neither run nor shown, and do not change the status.
    @Test func commentsAndBlankLinesAreSkipped() {
        let plain = run("go Contacts\nselect 1")
        let commented = run("# open the contacts\n\ngo Contacts\n   \n  # the first one\nselect 1\n")
        #expect(commented.status == 0)
        #expect(commented.err == "")
        #expect(commented.out == plain.out)
        #expect(!commented.out.contains("#"))
        let failing = run("# a wrong password\ngo SignIn\nlogin demo@example.com wrong\n# still here\n")
        #expect(failing.status == 1, "a scene's error still fails the script")
    }

    /// One rule for every scene: words split as a shell does; a last argument written with `...`
    /// takes the rest of the line, quotes optional.
    @Test func aFreeTextArgumentTakesTheRestOfTheLineInEveryScene() {
        let notes = run("go Notes\nadd \"Buy milk\" before noon today\nopen 3")
        #expect(notes.status == 0, "\(notes.err)")
        #expect(notes.out.contains("== Buy milk ==\n  Written: "))
        #expect(notes.out.contains("before noon today"))
        let contact = run("go Contacts\nadd\nfirst Ada Mary\nlast \"King\"\nphone 555 0100\nsave\nselect 1")
        #expect(contact.status == 0, "\(contact.err)")
        #expect(contact.out.contains("Ada Mary King"))
        let quoted = run("go Contacts\nadd\nfirst \"Ada Mary\"\nlast King\nphone 555-0100\nsave\nselect 1")
        #expect(quoted.out.contains("Ada Mary King"))
    }

    /// An argument that is not free text is one word; more words are too many, and quotes keep
    /// blanks inside a word.
    @Test func anArgumentThatIsNotFreeTextIsOneWord() {
        let cart = run("go Shop\nadd \"Swift mug\" 4.50 2\nadd Swift mug 4.50")
        #expect(cart.status == 1)
        #expect(cart.out.contains("Swift mug"))
        #expect(cart.err.contains("PRICE"))
        let notes = run("go Notes\ndelete 1 2")
        #expect(notes.err == "error: too many arguments for 'delete'; usage: delete NUMBER\n")
    }
}
