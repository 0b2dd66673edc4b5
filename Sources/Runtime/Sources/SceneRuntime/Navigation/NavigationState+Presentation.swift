extension NavigationState {
    /// How a scene came onto the stack.
    public enum Presentation: String, Sendable {
        /// The bottom of the stack: the initial scene, or the destination of a `replace`.
        case root
        /// Pushed by a `push` segue.
        case push
        /// Presented by a `modal` segue.
        case modal
    }
}

/// The former name of ``NavigationState/Presentation``.
@available(*, deprecated, renamed: "NavigationState.Presentation")
public typealias Presentation = NavigationState.Presentation
