import AccountsDomain
import SceneStore

/// The Login scene's models.
enum Login {
    /// Telling the user about a user store that could not be read.
    enum CheckUserStore {
        struct Request {}

        struct Response {
            /// What is wrong with the user store, if anything.
            let problem: DataFileError?
        }
    }

    /// Checking an email and a password.
    enum SignIn {
        struct Request {
            let email: String
            let password: String
        }

        struct Response {
            let user: User?
            let error: SignInError?
        }

        struct ViewModel: Equatable {
            /// Why signing in failed; `nil` when it succeeded.
            let error: String?
        }
    }
}
