import ShopDomain

/// The OrderSuccess scene's models.
enum OrderSuccess {
    /// Showing the order just placed.
    enum ShowOrder {
        struct Request {}

        struct Response {
            let order: Order?
        }

        struct ViewModel: Equatable {
            let heading: String
            let lines: [String]
            let total: String
        }
    }
}
