import SceneRuntime
import SceneTesting

/// A scene that may ask not to be left: `reason` is what it answers the leave check (`nil`: it
/// may be left), and `asked` records every request it was asked about. It keeps its context to
/// perform its own segues.
@MainActor final class DraftViewController: SceneViewController, LeaveChecking {
    let context: SceneContext
    var reason: String?
    private(set) var asked: [LeaveRequest] = []
    private(set) var events: [LifecycleEvent] = []

    /// How many drafts were built, to tell that a refused navigation built nothing.
    static var built = 0

    init(context: SceneContext) {
        self.context = context
        Self.built += 1
    }

    func reasonToStay(_ request: LeaveRequest) -> String? {
        asked.append(request)
        return reason
    }

    func viewDidLoad() { events.append(.didLoad) }
    func viewWillAppear() { events.append(.willAppear) }
    func viewDidAppear() { events.append(.didAppear) }
    func viewWillDisappear() { events.append(.willDisappear) }
    func viewDidDisappear() { events.append(.didDisappear) }
}

enum DraftScene {
    static let module = SceneModule(name: "Draft") { context in
        (DraftViewController(context: context), StandInPassThroughRouter())
    }

    /// Start pushes Middle, Middle presents Top modally; Middle and Top unwind to Start or
    /// replace the root with Start.
    static let storyboard = """
        { "version": 2, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Draft", "title": "Start", "segues": [
              { "id": "Open", "to": "Middle", "style": "push" } ] },
          { "id": "Middle", "module": "Draft", "title": "Middle", "segues": [
              { "id": "Present", "to": "Top", "style": "modal" },
              { "id": "Return", "to": "Start", "style": "unwind" },
              { "id": "Swap", "to": "Start", "style": "replace" } ] },
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
