import FoundationEssentials

/// A completed purchase.
///
/// Its numbers are bounded: the order number is within ``numbers``, every line within the
/// limits of ``CartItem``, and the total within ``Money/totals``. Decoding an order outside
/// these limits throws, so a data file holding one is reported as corrupt instead of trapping.
public struct Order: Codable, Sendable, Hashable {
    /// Order numbers: from 1 to 2,147,483,647.
    public static let numbers: ClosedRange<Int> = 1...Int(Int32.max)

    /// The order number, counting from 1, within ``numbers``.
    public var number: Int
    /// What was bought.
    public var items: [CartItem]
    /// The name of the customer.
    public var customerName: String
    /// The email address of the customer.
    public var customerEmail: String
    /// When the order was placed.
    public var date: Date

    /// Creates an order; its numbers should be within their limits.
    public init(number: Int, items: [CartItem], customerName: String, customerEmail: String, date: Date) {
        self.number = number
        self.items = items
        self.customerName = customerName
        self.customerEmail = customerEmail
        self.date = date
    }

    /// The total, in cents; `nil` only when the items are outside the limits.
    public var totalCents: Int? {
        Self.totalCents(of: items)
    }

    /// The total of `items`, in cents, or `nil` if it, or a line's total, exceeds ``Money/totals``.
    public static func totalCents(of items: [CartItem]) -> Int? {
        var totals: [Int] = []
        for item in items {
            guard let total = item.totalCents else { return nil }
            totals.append(total)
        }
        return Money.sum(totals)
    }

    private enum CodingKeys: String, CodingKey {
        case number, items, customerName, customerEmail, date
    }

    /// Decodes an order, refusing a number or a total outside the limits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(Int.self, forKey: .number, within: Self.numbers, as: "an order number")
        items = try container.decode([CartItem].self, forKey: .items)
        customerName = try container.decode(String.self, forKey: .customerName)
        customerEmail = try container.decode(String.self, forKey: .customerEmail)
        date = try container.decode(Date.self, forKey: .date)
        guard Self.totalCents(of: items) != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .items, in: container,
                debugDescription: "the total must be at most \(Money.totals.upperBound) cents")
        }
    }
}
