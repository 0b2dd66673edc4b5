import SceneRuntime
import SceneTesting

// A scene that asks before it is left while it holds a draft: `type TEXT` writes one, `save`
// keeps it (the scene may then be left), `send` performs the scene's own `Return` segue. Its
// question is `Discard the draft 'TEXT'?`.

@MainActor final class DraftShellViewController: SceneViewController, LeaveChecking {
    let context: SceneContext
    private(set) var draft = ""
    private(set) var saved = true
    private(set) var sendCount = 0

    init(context: SceneContext) {
        self.context = context
    }

    static let actions: ActionTable<DraftShellViewController> = [
        SceneAction("type", arguments: "TEXT", summary: "write a draft") { viewController, arguments in
            viewController.draft = arguments.rest(from: 0)
            viewController.saved = false
        },
        SceneAction("save", summary: "keep the draft") { viewController, _ in viewController.saved = true },
        SceneAction("send", summary: "go back to the start by the scene's own segue") { viewController, _ in
            viewController.sendCount += 1
            try viewController.context.performSegue("Return")
        },
    ]

    func reasonToStay(_ request: LeaveRequest) -> String? {
        saved ? nil : "Discard the draft '\(draft)'?"
    }

    var screen: Screen { Screen([.text(context.title)]) }
}

enum DraftShellScene {
    static let module = SceneModule(name: "Draft") { context in
        (DraftShellViewController(context: context), StandInPassThroughRouter())
    }

    @MainActor static func registry() throws -> SceneRegistry {
        let registry = SceneRegistry()
        try registry.register(module)
        return registry
    }

    /// Start pushes Middle, which presents Top modally; Top unwinds to Start or replaces the root.
    static let storyboard = """
        { "version": 2, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Draft", "title": "Start", "segues": [
              { "id": "Open", "to": "Middle", "style": "push" } ] },
          { "id": "Middle", "module": "Draft", "title": "Middle", "segues": [
              { "id": "Present", "to": "Top", "style": "modal" },
              { "id": "Return", "to": "Start", "style": "unwind" } ] },
          { "id": "Top", "module": "Draft", "title": "Top", "segues": [
              { "id": "Return", "to": "Start", "style": "unwind" },
              { "id": "Swap", "to": "Start", "style": "replace" } ] } ] }
        """

    /// The storyboard with Start alone: reloading it pops Middle and Top.
    static let startOnly = """
        { "version": 2, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Draft", "title": "Start" } ] }
        """
}
