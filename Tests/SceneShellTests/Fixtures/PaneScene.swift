import SceneRuntime

// A scene that shows its id and a line of text, for the panes of a split: its segues go deeper in
// its pane (`Next`), present modally over the container or only over its tab (`Sheet`, `Over`), and
// into the other pane (`Into`).

@MainActor final class PaneViewController: SceneViewController {
    let sceneID: String
    var note: String

    init(sceneID: String, note: String) {
        self.sceneID = sceneID
        self.note = note
    }

    static let actions: ActionTable<PaneViewController> = [
        SceneAction("note", arguments: "TEXT", summary: "shows TEXT") { viewController, arguments in
            viewController.note = try arguments.string(0, name: "TEXT")
        }
    ]

    var screen: Screen {
        Screen([.heading("in \(sceneID)"), .text(note)])
    }
}

@MainActor final class PaneRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case next = "Next"
        case sheet = "Sheet"
        case over = "Over"
        case into = "Into"
    }

    var dataStore: AnyObject?
    static let routes: RouteTable<PaneRouter> = [
        .next: { _, _ in }, .sheet: { _, _ in }, .over: { _, _ in }, .into: { _, _ in },
    ]
}

enum PaneScene {
    /// Builds every scene of module `Pane`, its note `a note of SCENE`.
    static let module = SceneModule(name: "Pane") { context in
        (PaneViewController(sceneID: context.sceneID, note: "a note of \(context.sceneID)"), PaneRouter())
    }

    @MainActor static func registry() throws -> SceneRegistry {
        let registry = SceneRegistry()
        try registry.register(module)
        return registry
    }

    /// Tabs `Work` and `Other`; `Work`'s root is a split (shown side by side from 60 columns) of
    /// `Left` (focused at start) and `Right`, each of which can go deeper.
    static func storyboard(primaryTitle: String = "List", leftTitle: String = "Left") -> String {
        """
        { "version": 1, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
              { "id": "Work", "root": "Split" }, { "id": "Other", "root": "Plain" } ] } },
          { "id": "Split", "title": "Desk", "container": { "kind": "split", "minimumWidth": 60, "panes": [
              { "title": \(json(primaryTitle)), "root": "Left" }, { "title": "Detail", "root": "Right" } ] } },
          { "id": "Left", "module": "Pane", "title": \(json(leftTitle)), "segues": [
              { "id": "Next", "to": "Deep" }, { "id": "Sheet", "to": "Deep", "style": "modal" },
              { "id": "Over", "to": "Deep", "style": "modal", "covers": "tab" },
              { "id": "Into", "to": "Deep", "tab": "secondary" } ] },
          { "id": "Right", "module": "Pane", "title": "Right", "segues": [ { "id": "Next", "to": "Deep" } ] },
          { "id": "Deep", "module": "Pane", "title": "Deep" },
          { "id": "Plain", "module": "Pane", "title": "Plain", "segues": [ { "id": "Next", "to": "Deep" } ] } ] }
        """
    }

    /// `text` as a JSON string.
    private static func json(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                quoted +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
