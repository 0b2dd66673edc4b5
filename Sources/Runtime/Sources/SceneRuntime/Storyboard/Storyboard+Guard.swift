extension Storyboard {
    /// A guard as declared in the storyboard: a condition that must hold to enter a scene or to
    /// perform a segue, and what happens when it does not.
    ///
    /// ```json
    /// "guards": [ { "condition": "signedIn", "redirect": "Login" } ]
    /// "guards": [ { "condition": "signedIn", "refuse": "Sign in to see your home page." } ]
    /// ```
    ///
    /// Conditions are registered by modules (``SceneCondition``); loading a storyboard against a
    /// registry checks that every condition named exists.
    public struct Guard: Sendable, Hashable {
        /// What happens when the condition does not hold.
        public enum Otherwise: Sendable, Hashable {
            /// The navigation is refused with this message; the stack stays as it was.
            case refuse(String)
            /// The scene with this id is presented modally; once it leaves the stack with the
            /// condition holding, the navigation goes on as first asked. If it leaves with the
            /// condition still failing (dismissed, cancelled), the stack is as before.
            case redirect(String)
        }

        /// The name of the condition (`signedIn`).
        public let condition: String
        /// What happens when the condition does not hold.
        public let otherwise: Otherwise

        /// Creates a guard.
        public init(condition: String, otherwise: Otherwise) {
            self.condition = condition
            self.otherwise = otherwise
        }
    }
}

/// The former name of ``Storyboard/Guard``.
@available(*, deprecated, renamed: "Storyboard.Guard")
public typealias SceneGuard = Storyboard.Guard
