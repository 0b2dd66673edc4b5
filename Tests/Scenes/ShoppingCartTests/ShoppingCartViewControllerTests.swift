import SceneRuntime
import SceneTesting
import Testing

@testable import ShoppingCart

/// The ViewController asks its Interactor for the cart whenever it appears, sends each action to
/// it with its arguments read, goes on through its Router only where the Presenter says so, and
/// shows what the Presenter gives it.
@Suite struct ShoppingCartViewControllerTests {
    final class ShoppingCartBusinessLogicSpy: ShoppingCartBusinessLogic {
        var fetchCartCalls = 0
        var addedItems: [(name: String, priceCents: Int, quantity: Int)] = []
        var removedNumbers: [Int] = []
        var emptyCartCalled = false
        var checkoutCalled = false
        /// What the Presenter would answer a checkout with.
        var checkoutViewModel = ShoppingCart.Checkout.ViewModel(next: .orderPlaced, error: nil)
        weak var viewController: (any ShoppingCartDisplayLogic)?

        func fetchCart(request: ShoppingCart.FetchCart.Request) {
            fetchCartCalls += 1
        }

        func addItem(request: ShoppingCart.AddItem.Request) {
            addedItems.append((request.name, request.priceCents, request.quantity))
        }

        func removeItem(request: ShoppingCart.RemoveItem.Request) {
            removedNumbers.append(request.number)
        }

        func emptyCart(request: ShoppingCart.EmptyCart.Request) {
            emptyCartCalled = true
        }

        func checkout(request: ShoppingCart.Checkout.Request) {
            checkoutCalled = true
            viewController?.displayCheckout(viewModel: checkoutViewModel)
        }
    }

    final class ShoppingCartRoutingLogicSpy: ShoppingCartRoutingLogic {
        var routes: [ShoppingCart.Checkout.Next] = []

        func route(to next: ShoppingCart.Checkout.Next) throws {
            routes.append(next)
        }
    }

    let interactor = ShoppingCartBusinessLogicSpy()
    let router = ShoppingCartRoutingLogicSpy()
    let twoLines = ShoppingCart.FetchCart.ViewModel(
        lines: ["2 × Mug at $12.50 = $25.00", "1 × Sticker pack at $4.50 = $4.50"], summary: "3 items, total $29.50",
        message: nil, error: nil)

    /// The ViewController with spies, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (ShoppingCartViewController, NavigatorHarness) {
        let sut = ShoppingCartViewController()
        sut.interactor = interactor
        sut.router = router
        interactor.viewController = sut
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewWillAppearAsksForTheCart() throws {
        // Given / When
        let (sut, _) = try makeSUT()
        sut.viewWillAppear()
        // Then
        #expect(interactor.fetchCartCalls == 2)
    }

    @Test func displayCartShowsTheNumberedLinesTheSummaryTheMessageAndTheError() throws {
        // Given
        let (sut, _) = try makeSUT()
        // When
        sut.displayCart(
            viewModel: ShoppingCart.FetchCart.ViewModel(
                lines: twoLines.lines, summary: twoLines.summary, message: "removed Pen", error: "disk full"))
        // Then
        #expect(
            sut.screen
                == Screen([
                    .item(number: 1, "2 × Mug at $12.50 = $25.00"), .item(number: 2, "1 × Sticker pack at $4.50 = $4.50"),
                    .text("3 items, total $29.50"), .success("removed Pen"), .error("disk full"),
                ]))
    }

    @Test func addReadsThePriceInCentsAndTheQuantity() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("add", "Mug", "12.50", "2")
        try harness.perform("add", "Pen", "3")
        // Then
        #expect(interactor.addedItems.map(\.name) == ["Mug", "Pen"])
        #expect(interactor.addedItems.map(\.priceCents) == [1250, 300])
        #expect(interactor.addedItems.map(\.quantity) == [2, 1])
    }

    @Test func addOfAPriceThatIsNoAmountAsksNobody() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When / Then
        #expect(throws: ActionError.self) {
            try harness.perform("add", "Mug", "cheap")
        }
        #expect(interactor.addedItems.isEmpty)
    }

    @Test func removeAndEmptyAskTheInteractor() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayCart(viewModel: twoLines)
        // When
        try harness.perform("remove", "2")
        try harness.perform("empty")
        // Then
        #expect(interactor.removedNumbers == [2])
        #expect(interactor.emptyCartCalled)
    }

    @Test func checkoutGoesWhereThePresenterSays() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("checkout")
        // Then
        #expect(interactor.checkoutCalled)
        #expect(router.routes == [.orderPlaced])
    }

    @Test func aFailedCheckoutShowsWhyAndGoesNowhere() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayCart(viewModel: twoLines)
        interactor.checkoutViewModel = ShoppingCart.Checkout.ViewModel(next: nil, error: "the cart is empty; add something first")
        // When
        try harness.perform("checkout")
        // Then
        #expect(router.routes.isEmpty)
        #expect(sut.screen.lines.last == .error("the cart is empty; add something first"))
    }

    @Test func aCheckoutWithoutAGuardAndNobodySignedInPlacesNothing() throws {
        // Given a cart whose storyboard has no guard on its checkout and nobody signed in
        let data = TemporaryDataDirectory()
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "Cart", "scenes": [ { "id": "Cart", "module": "ShoppingCart", "title": "Cart" } ] }
                """,
            modules: [ShoppingCartConfigurator.module], environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        // When
        try harness.perform("checkout")
        // Then the cart says why, and no order was placed
        let interactor = try #require(harness.navigator.topScene).dataStore(as: ShoppingCartInteractor.self)
        #expect(interactor.placedOrder == nil)
        #expect(harness.navigator.stack.map(\.id) == ["Cart"])
    }
}
