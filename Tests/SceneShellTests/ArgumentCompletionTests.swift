import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// Tab completes an action's arguments as their declared kinds allow: a choice's words, the
/// numbers of the items the scene shows now for a position; nothing for other kinds, nor for an
/// action that does not apply now. And a line with a secret is never offered as a suggestion.
@Suite @MainActor struct ArgumentCompletionTests {
    @MainActor final class ListViewController: SceneViewController {
        var items = (1...12).map { "item \($0)" }
        var locked = false

        static let actions: ActionTable<ListViewController> = [
            SceneAction("take", arguments: "NUMBER", kinds: [.position], summary: "take an item") { viewController, arguments in
                let number = try arguments.position(0, name: "NUMBER", count: viewController.items.count)
                viewController.items.remove(at: number - 1)
            },
            SceneAction("paint", arguments: "NUMBER COLOR", kinds: [.position, .choice(["red", "green", "blue"])], summary: "paint") {
                _, _ in
            },
            SceneAction("drop", arguments: "NUMBER", kinds: [.position], summary: "drop an item") { _, _ in },
            SceneAction("count", arguments: "N", kinds: [.integer(1...3)], summary: "count") { _, _ in },
            SceneAction("note", arguments: "NUMBER [TEXT...]", kinds: [.position, .freeText], summary: "note") { _, _ in },
            SceneAction("unlock", arguments: "NAME PASSWORD", kinds: [.word, .secret], summary: "unlock") { _, _ in },
            SceneAction("plain", arguments: "NUMBER", summary: "kinds not declared") { _, _ in },
        ]

        var screen: Screen {
            Screen(
                [.heading("Items")] + items.enumerated().map { .item(number: $0.offset + 1, $0.element) }
                    + [.item(number: nil, "(not numbered)"), .text("13 is not an item")])
        }

        func availability(ofAction name: String) -> ActionAvailability {
            name == "drop" && locked ? .unavailable(reason: "locked") : .available
        }
    }

    @MainActor final class ListRouter: SceneRouter {
        var dataStore: ListViewController?
        static let routes: RouteTable<ListRouter> = [:]
    }

    let storyboard: TemporaryStoryboard
    let shell: Shell
    let list: ListViewController

    init() throws {
        storyboard = try TemporaryStoryboard(
            #"{ "version": 1, "initial": "List", "scenes": [ { "id": "List", "module": "List", "title": "List" } ] }"#
        )
        let list = ListViewController()
        self.list = list
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "List") { _ in (list, ListRouter()) })
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    @Test func aPositionCompletesToTheNumbersShownInOrder() {
        defer { storyboard.remove() }
        let all = (1...12).map(String.init)
        #expect(shell.completions(for: "take ") == all)
        #expect(shell.completions(for: "take 1") == ["1", "10", "11", "12"])
        #expect(shell.completions(for: "take 12") == ["12"])
        #expect(shell.completions(for: "take 13") == [], "only numbers shown")
        #expect(shell.completions(for: "paint ") == all)
        #expect(shell.completions(for: "note ") == all)
        #expect(shell.execute("take 12").error == nil)
        #expect(shell.completions(for: "take 1") == ["1", "10", "11"], "what is shown now")
        list.items = []
        #expect(shell.completions(for: "take ") == [], "an empty list offers nothing")
    }

    @Test func aChoiceCompletesToItsWordsAtItsPlace() {
        defer { storyboard.remove() }
        #expect(shell.completions(for: "paint 2 ") == ["blue", "green", "red"])
        #expect(shell.completions(for: "paint 2 g") == ["green"])
        #expect(shell.completions(for: "paint 2 red ") == [])
        #expect(shell.completions(for: #"paint "2" g"#) == ["green"], "a word in quotes is one argument")
        #expect(shell.completions(for: #"paint "2 3" "#) == ["blue", "green", "red"], "blanks in quotes too")
        #expect(shell.completions(for: #"paint "2 "#) == [], "inside a quote left open")
    }

    @Test func otherKindsAndActionsThatDoNotApplyOfferNothing() {
        defer { storyboard.remove() }
        #expect(shell.completions(for: "count ") == [])
        #expect(shell.completions(for: "note 1 ") == [], "free text")
        #expect(shell.completions(for: "unlock ") == [])
        #expect(shell.completions(for: "unlock ada ") == [], "a secret")
        #expect(shell.completions(for: "plain ") == [], "no kind declared")
        #expect(shell.completions(for: "drop ") == (1...12).map(String.init))
        list.locked = true
        #expect(shell.completions(for: "drop ") == [])
        #expect(shell.completions(for: "dro") == [])
        #expect(shell.completions(for: "nothing ") == [])
    }

    @Test func commandsAndScenesStillComplete() {
        defer { storyboard.remove() }
        #expect(shell.completions(for: "help tak") == ["take"])
        #expect(shell.completions(for: "popto ") == ["List"])
        #expect(shell.completions(for: "goto L") == ["List"])
        #expect(shell.completions(for: "ta") == ["tab", "tabs", "take"])
    }

    @Test func aLineWithASecretIsNeverSuggested() {
        defer { storyboard.remove() }
        #expect(shell.mentionsSecret("unlock ada ***"))
        #expect(shell.mentionsSecret("unlock ada hunter2"))
        #expect(shell.mentionsSecret("unlok ada x"), "a typo of an action with a secret")
        #expect(!shell.mentionsSecret("unlock ada"), "the secret not there yet")
        #expect(!shell.mentionsSecret("take 2"))
        #expect(!shell.mentionsSecret("help unlock"))
    }
}
