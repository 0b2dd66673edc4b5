/// The sign-in's models: a Request, Response and ViewModel per use case.
enum Login {
    /// Signing in with a name.
    enum SignIn {
        struct Request {
            let name: String
        }

        struct Response {
            let name: String?
        }

        struct ViewModel: Equatable {
            let error: String?
        }
    }
}
