import Foundation

/// A completed purchase.
public struct Order: Codable, Sendable, Hashable {
    /// The order number, counting from 1.
    public var number: Int
    /// What was bought.
    public var items: [CartItem]
    /// The name of the customer.
    public var customerName: String
    /// The email address of the customer.
    public var customerEmail: String
    /// When the order was placed.
    public var date: Date

    /// Creates an order.
    public init(number: Int, items: [CartItem], customerName: String, customerEmail: String, date: Date) {
        self.number = number
        self.items = items
        self.customerName = customerName
        self.customerEmail = customerEmail
        self.date = date
    }

    /// The total, in cents.
    public var totalCents: Int { items.reduce(0) { $0 + $1.totalCents } }
}
