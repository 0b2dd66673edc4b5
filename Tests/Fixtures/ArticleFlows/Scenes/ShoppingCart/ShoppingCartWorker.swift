/// What the cart holds and how an order is placed: the work the Interactor hands off.
final class ShoppingCartWorker {
    /// A line of the cart.
    struct Item: Equatable {
        let name: String
        let cents: Int
    }

    private(set) var items = [Item(name: "Tea", cents: 350), Item(name: "Biscuits", cents: 225)]
    private var ordersPlaced = 0

    /// Places the order of what is in the cart, which empties it; its number, or `nil` for an
    /// empty cart.
    func placeOrder() -> Int? {
        guard !items.isEmpty else { return nil }
        items = []
        ordersPlaced += 1
        return ordersPlaced
    }
}
