import Foundation
import SceneRuntime
import SceneShellTesting
import Testing

/// A transcript's command lines are found by the prompt the shell shows as the session runs: a
/// prompt names its scene by title, which may have spaces and even ` > ` (as every breadcrumb
/// has), so no pattern could tell them; a transcript recorded when prompts named scenes by id
/// still runs its commands and says to record it again; one written as prompt lines only records
/// the whole session.
@Suite @MainActor struct TranscriptPromptTests {
    let storyboard: TemporaryStoryboard
    let registry: SceneRegistry

    init() throws {
        storyboard = try TemporaryStoryboard(Self.titled)
        registry = try counterRegistry()
    }

    /// The counters, titled with spaces, the first with ` > ` in its title.
    static let titled = """
        {
          "version": 1,
          "initial": "First",
          "scenes": [
            { "id": "First", "module": "Counter", "title": "Inbox > Drafts", "segues": [
                { "id": "Next", "to": "Second" },
                { "id": "Modal", "to": "Sheet", "style": "modal" } ] },
            { "id": "Second", "module": "Counter", "title": "New contact", "segues": [
                { "id": "Done", "to": "First", "style": "unwind" } ] },
            { "id": "Sheet", "module": "Counter", "title": "A sheet" }
          ]
        }
        """

    static let session = Transcript(
        """
        Inbox > Drafts
        == Inbox > Drafts ==
          Name:  counter
          Count: 0
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        Inbox > Drafts> add 2
        Inbox > Drafts
        == Inbox > Drafts ==
          Name:  counter
          Count: 2
          * added 2
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        Inbox > Drafts> open
        Inbox > Drafts > New contact
        == New contact ==
          Name:  counter
          Count: 2
        actions: add [N], rename NAME, open, fail
        moves: go Done, back, root
        New contact> add
        Inbox > Drafts > New contact
        == New contact ==
          Name:  counter
          Count: 3
          * added 1
        actions: add [N], rename NAME, open, fail
        moves: go Done, back, root
        New contact> go Done
        Inbox > Drafts
        == Inbox > Drafts ==
          Name:  counter
          Count: 3
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        Inbox > Drafts> go Modal
        Inbox > Drafts >> A sheet
        == A sheet ==
          Name:  counter
          Count: 3
        actions: add [N], rename NAME, open, fail
        moves: back, root, dismiss
        A sheet> stack
        1. First "Inbox > Drafts" (root)
        2. Sheet "A sheet" (modal)
        A sheet> back
        Inbox > Drafts
        == Inbox > Drafts ==
          Name:  counter
          Count: 3
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        """)

    @Test func promptsWithSpacesAndBreadcrumbsArrowsAreFoundAsTheSessionRuns() {
        defer { storyboard.remove() }
        let result = Self.session.verify(registry: registry, storyboard: storyboard.path)
        #expect(result.matches, "\(result.difference ?? "")")
        #expect(result.commands == ["add 2", "open", "add", "go Done", "go Modal", "stack", "back"])
    }

    @Test func aTranscriptWrittenAsPromptLinesOnlyRecordsTheWholeSession() {
        defer { storyboard.remove() }
        let prompts = ["Inbox > Drafts> ", "New contact> ", "A sheet> "]
        let lines = Self.session.text.split(separator: "\n").filter { line in
            prompts.contains { line.hasPrefix($0) }
        }
        #expect(lines.count == 7)
        let result = Transcript(lines.joined(separator: "\n")).verify(registry: registry, storyboard: storyboard.path)
        #expect(result.actual == Self.session.text)
        #expect(result.commands == ["add 2", "open", "add", "go Done", "go Modal", "stack", "back"])
    }

    @Test func aTranscriptWhosePromptsNameScenesByIDRunsItsCommandsAndSaysToRecordItAgain() {
        defer { storyboard.remove() }
        let old = Transcript(
            Self.session.text.replacingOccurrences(of: "Inbox > Drafts> ", with: "First> ")
                .replacingOccurrences(of: "New contact> ", with: "Second> ")
                .replacingOccurrences(of: "A sheet> ", with: "Sheet> "))
        let result = old.verify(registry: registry, storyboard: storyboard.path)
        #expect(!result.matches)
        #expect(result.commands == ["add 2", "open", "add", "go Done", "go Modal", "stack", "back"])
        #expect(result.actual == Self.session.text, "recorded again, it is the transcript with titles")
        #expect(result.difference?.contains("expected: First> add 2\n  actual:   Inbox > Drafts> add 2\n") == true)
        #expect(
            result.difference?.contains("note: the transcript's prompts name scenes by id, as before 0.4.0") == true,
            "\(result.difference ?? "")")
    }

    @Test func aCommandLineTheSessionDoesNotReachIsPassedOverAndTheFirstDifferenceNamed() {
        defer { storyboard.remove() }
        // Given a transcript whose `open` became `add`: the session stays on Inbox > Drafts
        let wrong = Transcript(
            Self.session.text.replacingOccurrences(of: "Inbox > Drafts> open", with: "Inbox > Drafts> add"))
        let result = wrong.verify(registry: registry, storyboard: storyboard.path)
        // Then the New contact lines are passed over as printed lines, the next Inbox > Drafts
        // prompt line is the next command, and the difference is the first line that differs
        #expect(!result.matches)
        #expect(result.commands == ["add 2", "add", "go Modal", "stack", "back"])
        #expect(
            result.difference?.hasPrefix("line 16:\n  expected: Inbox > Drafts > New contact\n  actual:   Inbox > Drafts\n")
                == true, "\(result.difference ?? "")")
        #expect(result.difference?.contains("note:") == false, "no prompt was found by id")
    }
}
