extension SegueDescriptor {
    /// How a segue changes the navigation stack.
    public enum Style: String, Sendable, CaseIterable {
        /// Pushes the destination onto the stack; `back` returns.
        case push
        /// Presents the destination modally on top of the stack; `dismiss` returns.
        case modal
        /// Replaces the whole stack with the destination, which becomes the new root.
        case replace
        /// Returns to the nearest scene below with the destination's id, passing data back to it.
        case unwind
    }
}

/// The former name of ``SegueDescriptor/Style``.
@available(*, deprecated, renamed: "SegueDescriptor.Style")
public typealias SegueStyle = SegueDescriptor.Style
