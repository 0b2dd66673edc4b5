import SceneStore

/// The Home scene's models.
enum Home {
    /// Loading the signed-in user.
    enum FetchUser {
        struct Request {}

        struct Response {
            let name: String
            let email: String
            /// As stored: `555-123-4567`.
            let phone: String
        }

        struct ViewModel: Equatable {
            let greeting: String
            let email: String
            /// As shown: `555 123 4567`.
            let phone: String
            /// Who is signed in: `Signed in as ada@example.com`, or `Nobody is signed in`.
            let account: String
        }
    }

    /// Signing out.
    enum SignOut {
        struct Request {}

        struct Response {
            /// Why the session could not be ended, if it could not.
            let problem: DataFileError?
        }
    }
}
