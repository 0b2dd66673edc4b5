/// The cart's models: a Request, Response and ViewModel per use case.
enum ShoppingCart {
    /// Showing what is in the cart.
    enum FetchCart {
        struct Request {}

        struct Response {
            let items: [ShoppingCartWorker.Item]
        }

        struct ViewModel: Equatable {
            let lines: [String]
            let total: String
        }
    }

    /// Placing the order.
    enum Checkout {
        struct Request {}

        struct Response {
            let orderNumber: Int?
        }

        struct ViewModel: Equatable {
            let error: String?
        }
    }
}
