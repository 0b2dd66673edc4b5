import ShopDomain

@MainActor protocol OrderSuccessPresentationLogic {
    func presentOrder(response: OrderSuccess.ShowOrder.Response)
}

/// Formats the confirmation.
@MainActor final class OrderSuccessPresenter: OrderSuccessPresentationLogic {
    weak var viewController: (any OrderSuccessDisplayLogic)?

    func presentOrder(response: OrderSuccess.ShowOrder.Response) {
        guard let order = response.order else {
            viewController?.displayOrder(
                viewModel: OrderSuccess.ShowOrder.ViewModel(heading: "No order", lines: [], total: "-"))
            return
        }
        viewController?.displayOrder(
            viewModel: OrderSuccess.ShowOrder.ViewModel(
                heading: "Thank you, \(order.customerName)! Order #\(order.number) is placed.",
                lines: order.items.map { "\($0.quantity) x \($0.name)  \(Money.dollars($0.totalCents))" },
                total: Money.dollars(order.totalCents)))
    }
}
