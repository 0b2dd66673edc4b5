/// The rules for changing the cart's lines, apart from where they are kept: ``ShopWorker`` applies
/// them to `cart.json`. Each gives the new lines or throws, so that a refused change saves nothing.
public enum Cart {
    /// `lines` with `item` added: a new line, or more of the same item at the same price.
    /// - Throws: ``CartError`` if the item's price or quantity is outside its limits, or the line
    ///   would hold more than ``CartItem/quantities`` allows, or the total would pass
    ///   ``Money/totals``.
    public static func adding(_ item: CartItem, to lines: [CartItem]) throws(CartError) -> [CartItem] {
        let item = try CartItem.checked(name: item.name, priceCents: item.priceCents, quantity: item.quantity)
        var updated = lines
        if let index = updated.firstIndex(where: { $0.isSameItem(as: item) }) {
            let (quantity, overflow) = updated[index].quantity.addingReportingOverflow(item.quantity)
            guard !overflow, CartItem.quantities.contains(quantity) else {
                throw .quantityOutOfRange(name: item.name, quantity: overflow ? Int.max : quantity)
            }
            updated[index].quantity = quantity
        } else {
            updated.append(item)
        }
        guard Order.totalCents(of: updated) != nil else { throw .totalTooLarge }
        return updated
    }

    /// `lines` without the line of `item` (the same name and price), whatever its quantity now.
    /// - Throws: ``CartError/noSuchLine(name:)`` if there is no such line.
    public static func removing(_ item: CartItem, from lines: [CartItem]) throws(CartError) -> [CartItem] {
        guard lines.contains(where: { $0.isSameItem(as: item) }) else { throw .noSuchLine(name: item.name) }
        return lines.filter { !$0.isSameItem(as: item) }
    }
}
