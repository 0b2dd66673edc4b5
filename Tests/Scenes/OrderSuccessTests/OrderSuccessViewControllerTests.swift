import SceneRuntime
import SceneTesting
import Testing

@testable import OrderSuccess

/// The ViewController asks its Interactor for the order when it loads, shows what the Presenter
/// gives it, and asks its Router to go back to the cart.
@Suite struct OrderSuccessViewControllerTests {
    final class OrderSuccessBusinessLogicSpy: OrderSuccessBusinessLogic {
        var showOrderCalled = false

        func showOrder(request: OrderSuccess.ShowOrder.Request) {
            showOrderCalled = true
        }
    }

    final class OrderSuccessRoutingLogicSpy: OrderSuccessRoutingLogic {
        var routeToMenuCalled = false

        func routeToMenu() throws {
            routeToMenuCalled = true
        }
    }

    let interactor = OrderSuccessBusinessLogicSpy()
    let router = OrderSuccessRoutingLogicSpy()

    func makeSUT() -> OrderSuccessViewController {
        let sut = OrderSuccessViewController()
        sut.interactor = interactor
        sut.router = router
        return sut
    }

    @Test func viewDidLoadAsksForTheOrder() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewDidLoad()
        // Then
        #expect(interactor.showOrderCalled)
    }

    @Test func displayOrderShowsTheHeadingTheLinesAndTheTotal() {
        // Given
        let sut = makeSUT()
        // When
        sut.displayOrder(
            viewModel: OrderSuccess.ShowOrder.ViewModel(
                heading: "Order 1 placed", lines: ["1 × Mug at $12.50 = $12.50"], total: "$12.50"))
        // Then
        #expect(
            sut.screen
                == Screen([
                    .success("Order 1 placed"), .item(number: nil, "1 × Mug at $12.50 = $12.50"),
                    .field(label: "Total", value: "$12.50"),
                ]))
    }

    @Test func doneAsksTheRouterToGoBackToTheMenu() throws {
        // Given
        let sut = makeSUT()
        let harness = try NavigatorHarness(showing: sut)
        // When
        try harness.perform("done")
        // Then
        #expect(router.routeToMenuCalled)
    }
}
