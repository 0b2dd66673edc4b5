import SceneRuntime

@MainActor protocol OrderSuccessRoutingLogic {
    func routeToMenu() throws
}

/// `Done` unwinds to the menu, the root.
@MainActor final class OrderSuccessRouter: SceneRouter, OrderSuccessRoutingLogic {
    weak var viewController: OrderSuccessViewController?
    var dataStore: OrderSuccessInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<OrderSuccessRouter> = [
        "Done": { _, _ in }
    ]

    func routeToMenu() throws {
        try context.performSegue("Done")
    }
}
