import FoundationEssentials
import SceneStore

/// Keeps the shopping cart and places orders: `cart.json` and `orders.json` in the data directory.
/// Every read takes the files as they are now and every change is a transaction (see `DataFile`);
/// placing an order records it and empties the cart all or nothing (see `DataTransaction`).
@MainActor public final class ShopWorker {
    private let cartFile: DataFile<[CartItem]>
    private let ordersFile: DataFile<NumberedRecords<Order>>
    private let now: @Sendable () -> Date
    /// What went wrong at the latest read of the cart, to show the user; `nil` when all was well.
    public private(set) var problem: DataFileError?

    /// Opens the shop of a data directory; a new one has ``sampleCart`` in the cart.
    /// - Parameter now: The clock that dates orders.
    public init(dataDirectory: String, now: @escaping @Sendable () -> Date) {
        self.now = now
        cartFile = DataFile(
            directory: dataDirectory, name: "cart.json", seed: { Self.sampleCart }, empty: { [] })
        ordersFile = DataFile(
            directory: dataDirectory, name: "orders.json", seed: { NumberedRecords([]) },
            empty: { NumberedRecords([]) })
    }

    /// The lines of the cart, as the file holds them now.
    public func fetchCart() -> [CartItem] {
        let contents = cartFile.read()
        problem = contents.problem
        return contents.value
    }

    /// Every order placed, oldest first.
    public func fetchOrders() -> [Order] {
        ordersFile.read().value.records
    }

    /// Adds a line to the cart, or more of an item already in it.
    /// - Throws: ``CartError`` if the line's price or quantity, or the cart's total, would be
    ///   beyond its limit (nothing is saved then), or if the cart could not be saved.
    public func add(_ item: CartItem) throws(CartError) {
        try cartFile.update(storage: CartError.storage) { (cart: inout [CartItem]) throws(CartError) in
            cart = try Cart.adding(item, to: cart)
        }
    }

    /// Removes the line of `item` (the same name and price), whatever its quantity now.
    /// - Throws: ``CartError/noSuchLine(name:)`` if the cart no longer has it.
    public func remove(_ item: CartItem) throws(CartError) {
        try cartFile.update(storage: CartError.storage) { (cart: inout [CartItem]) throws(CartError) in
            cart = try Cart.removing(item, from: cart)
        }
    }

    /// Removes every line of the cart.
    public func empty() throws(CartError) {
        try cartFile.update(storage: CartError.storage) { (cart: inout [CartItem]) throws(CartError) in
            cart = []
        }
    }

    /// Places an order for everything in the cart and empties the cart, both or neither.
    /// - Throws: ``CheckoutError/emptyCart`` if there is nothing to buy.
    public func placeOrder(customerName: String, customerEmail: String) throws(CheckoutError) -> Order {
        let date = now()
        let name = ordersFile.name
        return try DataTransaction.update(ordersFile, cartFile, storage: CheckoutError.storage) {
            (orders: inout NumberedRecords<Order>, cart: inout [CartItem]) throws(CheckoutError) -> Order in
            guard !cart.isEmpty else { throw .emptyCart }
            guard Order.totalCents(of: cart) != nil else { throw .totalTooLarge }
            let items = cart
            guard
                let order = orders.append({
                    Order(
                        number: $0, items: items, customerName: customerName, customerEmail: customerEmail,
                        date: date)
                })
            else { throw .storage(.noNumbersLeft(file: name)) }
            cart = []
            return order
        }
    }

    /// The cart of a new data directory.
    public static let sampleCart = [
        CartItem(name: "Swift T-shirt", priceCents: 1999, quantity: 1),
        CartItem(name: "Sticker pack", priceCents: 450, quantity: 2),
    ]
}

/// Why an order could not be placed.
public enum CheckoutError: Error, Sendable, Equatable {
    /// The cart is empty.
    case emptyCart
    /// The cart's total is more than ``Money/totals`` allows (a cart file edited by hand).
    case totalTooLarge
    /// The order could not be saved.
    case storage(DataFileError)
}
