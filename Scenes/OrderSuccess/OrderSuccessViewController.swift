import SceneRuntime

protocol OrderSuccessDisplayLogic: AnyObject {
    func displayOrder(viewModel: OrderSuccess.ShowOrder.ViewModel)
}

/// The confirmation of an order; `done` returns to the cart (the `Done` unwind).
final class OrderSuccessViewController: SceneViewController, OrderSuccessDisplayLogic {
    var interactor: (any OrderSuccessBusinessLogic)?
    var router: (any OrderSuccessRoutingLogic)?
    private(set) var displayed = OrderSuccess.ShowOrder.ViewModel(heading: "", lines: [], total: "")

    static let actions: ActionTable<OrderSuccessViewController> = [
        SceneAction("done", summary: "go back to the cart") { viewController, arguments in
            try arguments.expectAtMost(0)
            try viewController.router?.routeToMenu()
        }
    ]

    func viewDidLoad() {
        interactor?.showOrder(request: OrderSuccess.ShowOrder.Request())
    }

    /// Read again each time it appears: the Shop tab keeps this scene while another tab is
    /// selected, and whoever is signed in when it shows again sees only an order of their own.
    func viewWillAppear() {
        interactor?.showOrder(request: OrderSuccess.ShowOrder.Request())
    }

    func displayOrder(viewModel: OrderSuccess.ShowOrder.ViewModel) {
        displayed = viewModel
    }

    var screen: Screen {
        Screen(
            [.success(displayed.heading)] + displayed.lines.map { .item(number: nil, $0) }
                + [.field(label: "Total", value: displayed.total)])
    }
}
