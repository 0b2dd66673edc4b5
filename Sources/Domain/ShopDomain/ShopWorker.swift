import DomainSupport
import Foundation

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
    public func add(_ item: CartItem) throws(DataFileError) {
        try cartFile.update { (cart: inout [CartItem]) throws(DataFileError) in
            if let index = cart.firstIndex(where: { $0.name == item.name && $0.priceCents == item.priceCents }
            ) {
                cart[index].quantity += item.quantity
            } else {
                cart.append(item)
            }
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
    /// The order could not be saved.
    case storage(DataFileError)
}

/// What the order confirmation shows, passed by the shopping cart.
@MainActor public protocol OrderSuccessDataStore: AnyObject {
    /// The order just placed.
    var order: Order? { get set }
}
