import Foundation
import SceneRuntime
import SceneShellTesting
import Testing

@Suite @MainActor struct ShellTranscriptTests {
    let storyboard: TemporaryStoryboard
    let registry: SceneRegistry

    init() throws {
        storyboard = try TemporaryStoryboard()
        registry = try counterRegistry()
    }

    static let session = Transcript(
        """
        First counter
        == First counter ==
          Name:  counter
          Count: 0
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        First counter> add 5
        First counter
        == First counter ==
          Name:  counter
          Count: 5
          * added 5
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        First counter> add x
        error: 'add': N must be a whole number from -1000 to 1000, not 'x'
        First counter> add 1 2
        error: too many arguments for 'add'; usage: add [N]
        First counter> open
        First counter > Second counter
        == Second counter ==
          Name:  counter
          Count: 5
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Done, back, root
        Second counter> add
        First counter > Second counter
        == Second counter ==
          Name:  counter
          Count: 6
          * added 1
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Done, back, root
        Second counter> go Done
        First counter
        == First counter ==
          Name:  counter
          Count: 6
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        First counter> go Modal
        First counter >> Sheet
        == Sheet ==
          Name:  counter
          Count: 6
        actions: add [N], rename NAME, open, fail
        moves: go Next, back, root, dismiss
        Sheet> go Next
        First counter >> Sheet > Second counter
        == Second counter ==
          Name:  counter
          Count: 6
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Done, back, root, dismiss
        Second counter> stack
        1. First "First counter" (root)
        2. Sheet "Sheet" (modal)
        3. Second "Second counter" (push)
        Second counter> segues
        Next  -> Second (push)
        Done  -> First (unwind)
        Second counter> popto Frist
        error: scene 'Frist' is not on the stack; the stack is First counter >> Sheet > Second counter; did you mean 'First'?
        Second counter> dismiss
        First counter
        == First counter ==
          Name:  counter
          Count: 6
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        First counter> dismiss
        error: nothing is presented modally; 'First' was not reached through a modal segue
        First counter> back
        error: 'First' is the root scene; there is nothing to go back to
        First counter> go Nxt
        error: scene 'First counter' has no segue 'Nxt'; its segues: Next, Modal; did you mean 'Next'?
        First counter> Next
        error: no command or action 'Next' in scene 'First counter'; to perform the segue, type 'go Next'; type 'help' for the list
        First counter> ad ***
        error: no command or action 'ad' in scene 'First counter'; did you mean 'add'?
        First counter> fail
        error: 'fail' is not possible now: it never works
        First counter> rename "Big one"
        First counter
        == First counter ==
          Name:  Big one
          Count: 6
        actions: add [N], rename NAME, open, fail
        moves: go Next, go Modal
        First counter> rename "unterminated
        error: unterminated double quote
        First counter> help add
        usage: add [N]
          add N (default 1) to the count
        First counter> quit
        """)

    @Test func aWholeSessionMatchesItsTranscript() {
        let result = Self.session.verify(registry: registry, storyboard: storyboard.path)
        #expect(result.matches, "\(result.difference ?? "")")
        storyboard.remove()
    }

    @Test func commandsAreReadFromThePromptLinesTheSessionShows() {
        let result = Self.session.verify(registry: registry, storyboard: storyboard.path)
        #expect(result.commands.prefix(4) == ["add 5", "add x", "add 1 2", "open"])
        #expect(result.commands.last == "quit")
        #expect(result.commands.count == 22)
        storyboard.remove()
    }

    /// Blank lines and comments are neither run nor shown: a script with them records as one
    /// without them.
    @Test func blankLinesAndCommentsAreSkipped() {
        let plain = Transcript.record(commands: ["add 5", "stack"], registry: registry, storyboard: storyboard.path)
        let commented = Transcript.record(
            commands: ["# count", "", "add 5", "   ", "  # then look", "stack"], registry: registry,
            storyboard: storyboard.path)
        #expect(commented == plain)
        #expect(!commented.contains("#"))
        storyboard.remove()
    }

    @Test func nothingRunsAfterQuit() {
        let output = Transcript.record(commands: ["quit", "add"], registry: registry, storyboard: storyboard.path)
        #expect(output.hasSuffix("First counter> quit\n"))
        storyboard.remove()
    }

    @Test func aMismatchNamesTheFirstDifferentLine() {
        let wrong = Transcript(Self.session.text.replacingOccurrences(of: "Count: 5", with: "Count: 4"))
        let result = wrong.verify(registry: registry, storyboard: storyboard.path)
        #expect(!result.matches)
        #expect(result.difference?.hasPrefix("line 11:\n  expected:   Count: 4\n  actual:     Count: 5") == true)
        storyboard.remove()
    }

    @Test func aStoryboardThatDoesNotLoadIsReportedInTheTranscript() throws {
        try storyboard.write(#"{ "version": 1 }"#)
        let output = Transcript.record(commands: ["back"], registry: registry, storyboard: storyboard.path)
        #expect(
            output == "\(storyboard.path):1:1: error: missing required key 'initial'\n\(storyboard.path):1:1: error: missing required key 'scenes'\n")
        storyboard.remove()
    }
}
