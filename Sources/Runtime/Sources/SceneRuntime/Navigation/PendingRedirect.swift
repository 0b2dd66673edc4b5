/// A navigation a guard put off: the guard's redirect scene is presented, and once it leaves the
/// stack with the condition holding, the navigation is carried on from where it was asked.
struct PendingRedirect {
    /// The condition that failed.
    let condition: String
    /// The scene the navigation put off leads to.
    let destination: String
    /// The instance of the scene presented for the redirect.
    let redirectInstance: Int
    /// The instance of the scene that was on top when the navigation was asked; it is carried on
    /// only if that scene is on top again.
    let returnInstance: Int
    /// Asks for the navigation again.
    let carryOn: @MainActor () throws -> Void
}
