import SceneStore
import ShopDomain

/// The ShoppingCart scene's models.
enum ShoppingCart {
    /// Showing the cart and its summary.
    enum FetchCart {
        struct Request {}

        /// Why the cart could not be shown or changed.
        enum Problem: Equatable {
            /// A change to the cart failed; nothing was saved.
            case change(CartError)
            /// The cart or the user store could not be read.
            case files(DataFileError)
            /// The number typed is no line of the cart as shown.
            case noSuchLine(number: Int)
        }

        struct Response {
            let items: [CartItem]
            let problem: Problem?
            /// What a change did, `Removed Mug.`; `nil` when nothing changed.
            var message: String? = nil
        }

        struct ViewModel: Equatable {
            /// `2 × Sticker pack at $4.50 = $9.00`.
            let lines: [String]
            /// `3 items, total $28.99`.
            let summary: String
            let message: String?
            let error: String?
        }
    }

    /// Adding something to the cart.
    enum AddItem {
        struct Request {
            let name: String
            let priceCents: Int
            let quantity: Int
        }
    }

    /// Taking a line out of the cart: the line the user saw, by its number on the screen.
    enum RemoveItem {
        struct Request {
            /// From 1 to the number of lines shown.
            let number: Int
        }
    }

    /// Taking everything out of the cart.
    enum EmptyCart {
        struct Request {}
    }

    /// Checking out: the order is placed for the signed-in user (the storyboard's guard has the
    /// user sign in before the action runs).
    enum Checkout {
        struct Request {}

        enum Outcome: Equatable {
            case placed(Order)
            /// Nobody is signed in (the guard was bypassed, or the session ended meanwhile).
            case notSignedIn
            /// No order came of it.
            case cancelled
            case failed(CheckoutError)
        }

        struct Response {
            let outcome: Outcome
        }

        /// Where checking out leads next.
        enum Next: Equatable {
            case orderPlaced
        }

        struct ViewModel: Equatable {
            let next: Next?
            let error: String?
        }
    }
}
