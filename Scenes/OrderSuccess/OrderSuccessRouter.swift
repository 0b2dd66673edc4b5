import SceneRuntime

@MainActor protocol OrderSuccessRoutingLogic {
    func routeToMenu() throws
}

/// `Done` unwinds to the menu, the root.
@MainActor final class OrderSuccessRouter: SceneRouter, OrderSuccessRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case done = "Done"
    }

    var dataStore: (any OrderSuccessDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<OrderSuccessRouter> = [
        .done: { _, _ in }
    ]

    func routeToMenu() throws {
        try context.performSegue(SegueIdentifier.done)
    }
}
