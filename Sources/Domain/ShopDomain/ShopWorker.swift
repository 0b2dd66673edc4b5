import DomainSupport
import Foundation

/// Keeps the shopping cart and places orders: `cart.json` and `orders.json` in the data directory.
/// Every operation reads the files anew, so that scenes never work on stale copies.
@MainActor public final class ShopWorker {
    private let cartFile: DataFile<[CartItem]>
    private let ordersFile: DataFile<[Order]>
    private let now: @Sendable () -> Date
    /// What went wrong reading the files, to show the user; `nil` when all is well.
    public let loadProblem: DataFileError?

    /// Opens the shop of a data directory; a new one has ``sampleCart`` in the cart.
    /// - Parameter now: The clock that dates orders.
    public init(dataDirectory: String, now: @escaping @Sendable () -> Date) {
        self.now = now
        cartFile = DataFile(directory: dataDirectory, name: "cart.json")
        ordersFile = DataFile(directory: dataDirectory, name: "orders.json")
        let cartProblem = cartFile.load(seed: { Self.sampleCart }, empty: { [] }).problem
        loadProblem = cartProblem ?? ordersFile.load(seed: { [] }, empty: { [] }).problem
    }

    private var cart: [CartItem] {
        cartFile.load(seed: { Self.sampleCart }, empty: { [] }).value
    }

    private var orders: [Order] {
        ordersFile.load(seed: { [] }, empty: { [] }).value
    }

    /// The lines of the cart.
    public func fetchCart() -> [CartItem] {
        cart
    }

    /// Adds a line to the cart, or more of an item already in it.
    /// - Throws: ``CartError`` if the line's price or quantity, or the cart's total, would be
    ///   beyond its limit (nothing is saved then), or if the cart could not be saved.
    public func add(_ item: CartItem) throws(CartError) {
        try save(Cart.adding(item, to: cart))
    }

    /// Removes the line of `item` (the same name and price), whatever its quantity now.
    /// - Throws: ``CartError/noSuchLine(name:)`` if the cart no longer has it.
    public func remove(_ item: CartItem) throws(CartError) {
        try save(Cart.removing(item, from: cart))
    }

    /// Removes every line of the cart.
    public func empty() throws(CartError) {
        try save([])
    }

    private func save(_ updated: [CartItem]) throws(CartError) {
        do {
            try cartFile.save(updated)
        } catch {
            throw .storage(error)
        }
    }

    /// Places an order for everything in the cart, then empties the cart.
    /// - Throws: ``CheckoutError/emptyCart`` if there is nothing to buy.
    public func placeOrder(customerName: String, customerEmail: String) throws(CheckoutError) -> Order {
        let cart = self.cart
        guard !cart.isEmpty else { throw .emptyCart }
        guard Order.totalCents(of: cart) != nil else { throw .totalTooLarge }
        let orders = self.orders
        guard let number = Order.number(after: orders) else {
            throw .storage(.unwritable(file: ordersFile.name, reason: Order.noNumbersLeft))
        }
        let order = Order(
            number: number, items: cart, customerName: customerName, customerEmail: customerEmail, date: now()
        )
        do {
            try ordersFile.save(orders + [order])
            try cartFile.save([])
        } catch {
            throw .storage(error)
        }
        return order
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

/// What the order confirmation shows, passed by the shopping cart.
@MainActor public protocol OrderSuccessDataStore: AnyObject {
    /// The order just placed.
    var order: Order? { get set }
}
