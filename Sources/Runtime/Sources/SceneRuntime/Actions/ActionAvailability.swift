/// Whether an action or a segue a scene offers applies now, the analogue of UIKit's enabled and
/// hidden buttons, `canPerformAction(_:withSender:)` and `shouldPerformSegue(withIdentifier:sender:)`.
///
/// ```swift
/// func availability(ofAction name: String) -> ActionAvailability {
///     switch name {
///     case "signout" where !signedIn: .unavailable(reason: "nobody is signed in")
///     default: .available
///     }
/// }
/// ```
///
/// A ViewController answers it from what it displays (see
/// ``SceneViewController/availability(ofAction:)`` and ``SceneViewController/availability(ofSegue:)``).
/// The shell offers only what applies (in `help`, Tab completion, the screen's `actions:` and
/// `moves:` lines, and `scenes explore`), and refuses what does not with the reason given here.
public enum ActionAvailability: Sendable, Hashable {
    /// The action or segue applies now.
    case available
    /// It does not apply now; `reason` says why, in the scene's words (`you are signed in as
    /// ada@example.com`), or is `nil` for the runtime's own wording.
    case unavailable(reason: String?)

    /// Whether it applies now.
    public var isAvailable: Bool { self == .available }

    /// Why it does not apply now, if the scene said; `nil` when it applies or no reason was given.
    public var reason: String? {
        if case .unavailable(let reason) = self { reason } else { nil }
    }
}
