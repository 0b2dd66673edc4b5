import SceneRuntime
import SceneTesting
import Testing

/// Builds registries, storyboards and navigators for the runtime tests.
@MainActor struct Fixtures {
    let log = LifecycleLog()
    let hooks = NoteHooks()
    let registry = SceneRegistry()

    init() throws {
        try registry.register(NoteConfigurator.module(named: "Note", log: log, hooks: hooks))
        try registry.register(OtherConfigurator.module)
        try registry.register(OtherConfigurator.broken)
    }

    /// A storyboard from JSON text, checked against the registry.
    func storyboard(_ json: String, file: String = "scenes.json") throws(Storyboard.LoadError) -> Storyboard {
        try registry.loadStoryboard(from: Array(json.utf8), file: file)
    }

    /// The errors of a storyboard that must fail to load (an issue is recorded where it loads).
    func errors(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Storyboard.Diagnostic] {
        do {
            _ = try storyboard(json)
            Issue.record("the storyboard loaded", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.errors
        }
    }

    /// A started navigator on a storyboard; the log is emptied after the start.
    func navigator(_ json: String = Fixtures.flow) throws -> Navigator {
        let navigator = Navigator(storyboard: try storyboard(json), registry: registry)
        try navigator.start()
        _ = log.drain()
        return navigator
    }

    /// A flow exercising every segue style: List pushes Detail, presents Form modally, replaces
    /// the root with Home; Form and Detail unwind to List.
    static let flow = """
        {
          "version": 1,
          "initial": "List",
          "scenes": [
            { "id": "List", "module": "Note", "title": "List", "segues": [
                { "id": "Open", "to": "Detail", "style": "push" },
                { "id": "Present", "to": "Form", "style": "modal" },
                { "id": "Replace", "to": "Home", "style": "replace" },
                { "id": "Explode", "to": "Detail" },
                { "id": "Mismatch", "to": "Foreign" } ] },
            { "id": "Detail", "module": "Note", "title": "Detail", "segues": [
                { "id": "Open", "to": "Detail", "style": "push" },
                { "id": "Present", "to": "Form", "style": "modal" },
                { "id": "Return", "to": "List", "style": "unwind" } ] },
            { "id": "Form", "module": "Note", "title": "Form", "segues": [
                { "id": "Open", "to": "Detail", "style": "push" },
                { "id": "Return", "to": "List", "style": "unwind" } ] },
            { "id": "Home", "module": "Note", "title": "Home", "segues": [
                { "id": "Replace", "to": "List", "style": "replace" } ] },
            { "id": "Foreign", "module": "Other", "title": "Foreign" }
          ]
        }
        """
}

extension Navigator {
    /// The ids of the scenes on the stack, root first.
    var ids: [String] { stack.map(\.id) }

    /// The note in the top scene's DataStore.
    var topNote: String? { (try? topScene?.dataStore(as: (any NoteDataStore).self))?.note }

    /// What the top scene's ViewController displays.
    var topText: String? { (topScene?.viewController as? NoteViewController)?.displayedText }
}
