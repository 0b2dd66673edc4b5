import SceneStore

/// The Menu scene's models: one Request, Response and ViewModel per use case.
enum Menu {
    /// Signing out from the menu, while someone is signed in.
    enum SignOut {
        /// Asks to sign out.
        struct Request: Sendable {}

        /// What signing out did.
        struct Response: Sendable {
            /// The email of the user signed out, if anyone was.
            let signedOut: String?
            /// Why the session could not be ended, if it could not.
            let problem: DataFileError?
        }

        /// What the menu says about it: news or an error, one of them.
        struct ViewModel: Sendable, Equatable {
            /// `signed out demo@example.com`.
            let message: String?
            /// Why the session could not be ended.
            let error: String?
        }
    }

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
            /// The destinations that do not apply now: signing in or up while someone is signed in.
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
            /// Whether someone is signed in, so that signing out applies.
            var signedIn = false
        }
    }
}
