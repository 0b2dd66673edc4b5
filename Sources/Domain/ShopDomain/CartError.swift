import SceneStore

/// Why the cart could not be changed. Nothing is saved when a change fails.
public enum CartError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A price outside ``Money/prices``.
    case priceOutOfRange(Int)
    /// A quantity outside ``CartItem/quantities``, typed or reached by adding to a line.
    case quantityOutOfRange(name: String, quantity: Int)
    /// The cart's total would exceed ``Money/totals``.
    case totalTooLarge
    /// The line is no longer in the cart (removed, or bought, meanwhile).
    case noSuchLine(name: String)
    /// The cart could not be saved.
    case storage(DataFileError)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .priceOutOfRange(let cents):
            "a price must be from \(Money.dollars(Money.prices.lowerBound)) to"
                + " \(Money.dollars(Money.prices.upperBound)), not \(Money.dollars(cents))"
        case .quantityOutOfRange(let name, let quantity):
            "a line holds from \(CartItem.quantities.lowerBound) to \(CartItem.quantities.upperBound) of an item;"
                + " \(quantity) of \(name) is not possible, and the cart was not changed"
        case .totalTooLarge:
            "the cart's total would be more than \(Money.dollars(Money.totals.upperBound)),"
                + " and the cart was not changed"
        case .noSuchLine(let name):
            "\(name) is no longer in the cart; it may have been removed or bought meanwhile"
        case .storage(let problem):
            problem.description
        }
    }
}
