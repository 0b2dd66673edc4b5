/// The Menu scene's models: one Request, Response and ViewModel per use case.
enum Menu {
    /// Showing the menu: one entry per segue of the scene that applies now.
    enum ShowMenu {
        /// Asks for the menu.
        struct Request: Sendable {}

        /// The menu's entries as the Interactor knows them.
        struct Response: Sendable {
            /// The segue identifiers the menu leads to, in storyboard order.
            let destinations: [String]
            /// The email of the signed-in user, if anyone is signed in.
            let signedIn: String?
            /// The destinations that do not apply now: signing in while someone is signed in.
            var withheld: [String] = []
        }

        /// The menu ready to display.
        struct ViewModel: Sendable, Equatable {
            /// One entry of the menu: the segue it performs, in words.
            struct Entry: Sendable, Equatable {
                /// The segue identifier: `SignIn`.
                let segue: String
                /// The segue in words: `Sign in`.
                let words: String
            }

            /// One entry per segue that applies now, in storyboard order.
            let entries: [Entry]
            /// Who is signed in: `Signed in as ada@example.com`, or `Nobody is signed in`.
            let account: String
            /// Why each segue left out does not apply now, by segue identifier.
            var withheld: [String: String] = [:]
        }
    }
}
