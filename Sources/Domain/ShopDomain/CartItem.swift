/// A line of the shopping cart.
///
/// Its numbers are bounded: the price is within ``Money/prices`` and the quantity within
/// ``quantities``, so the line's total cannot overflow. Decoding a line outside these limits
/// throws, so a data file holding one is reported as corrupt instead of trapping later.
public struct CartItem: Codable, Sendable, Hashable {
    /// How many of one item a line may hold: 1 to 9,999.
    public static let quantities: ClosedRange<Int> = 1...9_999

    /// What is bought.
    public var name: String
    /// The price of one, in cents, within ``Money/prices``.
    public var priceCents: Int
    /// How many, within ``quantities``.
    public var quantity: Int

    /// Creates a cart line; the price and the quantity should be within their limits (see
    /// ``checked(name:priceCents:quantity:)`` for numbers a person typed).
    public init(name: String, priceCents: Int, quantity: Int) {
        self.name = name
        self.priceCents = priceCents
        self.quantity = quantity
    }

    /// A cart line whose price and quantity are within their limits.
    /// - Throws: ``CartError/priceOutOfRange(_:)`` or ``CartError/quantityOutOfRange(name:quantity:)``.
    public static func checked(name: String, priceCents: Int, quantity: Int) throws(CartError) -> CartItem {
        guard Money.prices.contains(priceCents) else { throw .priceOutOfRange(priceCents) }
        guard quantities.contains(quantity) else { throw .quantityOutOfRange(name: name, quantity: quantity) }
        return CartItem(name: name, priceCents: priceCents, quantity: quantity)
    }

    /// The price of the line, in cents; `nil` only for a line outside the limits whose total
    /// would not fit in ``Money/totals``.
    public var totalCents: Int? {
        Money.product(priceCents, quantity)
    }

    /// Whether `other` is the same item at the same price, so that adding it adds to this line.
    public func isSameItem(as other: CartItem) -> Bool {
        name == other.name && priceCents == other.priceCents
    }

    private enum CodingKeys: String, CodingKey {
        case name, priceCents, quantity
    }

    /// Decodes a line, refusing a price or a quantity outside the limits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        priceCents = try container.decode(
            Int.self, forKey: .priceCents, within: Money.prices, as: "a price", unit: " cents")
        quantity = try container.decode(
            Int.self, forKey: .quantity, within: Self.quantities, as: "a quantity")
    }
}
