/// What the Registration View shows, prepared by the Presenter.
struct RegistrationViewState: Equatable {
    /// The rules the email and password must follow.
    var hints: [String]
    /// Why the last attempt failed.
    var errors: [String]
}
