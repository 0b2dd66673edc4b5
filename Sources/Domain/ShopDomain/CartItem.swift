/// A line of the shopping cart.
public struct CartItem: Codable, Sendable, Hashable {
    /// What is bought.
    public var name: String
    /// The price of one, in cents.
    public var priceCents: Int
    /// How many.
    public var quantity: Int

    /// Creates a cart line.
    public init(name: String, priceCents: Int, quantity: Int) {
        self.name = name
        self.priceCents = priceCents
        self.quantity = quantity
    }

    /// The price of the line, in cents.
    public var totalCents: Int { priceCents * quantity }
}
