import ShopDomain

protocol OrderSuccessPresentationLogic {
    func presentOrder(response: OrderSuccess.ShowOrder.Response)
}

/// Formats the confirmation.
final class OrderSuccessPresenter: OrderSuccessPresentationLogic {
    weak var viewController: (any OrderSuccessDisplayLogic)?

    func presentOrder(response: OrderSuccess.ShowOrder.Response) {
        guard let order = response.order else {
            viewController?.displayOrder(
                viewModel: OrderSuccess.ShowOrder.ViewModel(heading: "No order", lines: [], total: "-"))
            return
        }
        viewController?.displayOrder(
            viewModel: OrderSuccess.ShowOrder.ViewModel(
                heading: "order #\(order.number) is placed; thank you, \(order.customerName)",
                lines: order.items.map {
                    "\($0.quantity) × \($0.name) at \(Money.dollars($0.priceCents)) = \(Self.dollars($0.totalCents))"
                },
                total: Self.dollars(order.totalCents)))
    }

    /// An amount; `-` for one beyond the limits, which an order read from its file never has.
    private static func dollars(_ cents: Int?) -> String {
        cents.map(Money.dollars) ?? "-"
    }
}
