/// The Menu scene's models: one Request, Response and ViewModel per use case.
enum Menu {
    /// Showing the menu: one entry per segue of the scene.
    enum ShowMenu {
        /// Asks for the menu.
        struct Request: Sendable {}

        /// The menu's entries as the Interactor knows them.
        struct Response: Sendable {
            /// The segue identifiers the menu leads to, in storyboard order.
            let destinations: [String]
            /// The email of the signed-in user, if anyone is signed in.
            let signedIn: String?
        }

        /// The menu ready to display.
        struct ViewModel: Sendable, Equatable {
            /// One entry per segue, in words: `Sign in`.
            let entries: [String]
            /// Who is signed in: `Signed in as ada@example.com`, or `Nobody is signed in`.
            let account: String
        }
    }
}
