/// Why a guard's redirect presented a scene: the condition that did not hold, and the scene the
/// navigation it put off leads to. The navigation goes on once the scene leaves with the
/// condition holding; dismissing the scene gives it up. A scene reads it from
/// ``SceneContext/guardRedirect`` to say why it appeared (`Sign in to go on to Order placed`).
///
/// ```swift
/// var screen: Screen {
///     let reason = context.guardRedirect.map { "Sign in to go on to \($0.destinationTitle)" }
///     return Screen((reason.map { [.text($0)] } ?? []) + form)
/// }
/// ```
public struct GuardRedirect: Sendable, Equatable {
    /// The condition that did not hold (`signedIn`).
    public let condition: String
    /// The id of the scene the navigation put off leads to (`OrderSuccess`).
    public let destination: String
    /// That scene's title in the storyboard (`Order placed`).
    public let destinationTitle: String

    /// Creates the reason a redirect scene is shown.
    public init(condition: String, destination: String, destinationTitle: String) {
        self.condition = condition
        self.destination = destination
        self.destinationTitle = destinationTitle
    }
}
