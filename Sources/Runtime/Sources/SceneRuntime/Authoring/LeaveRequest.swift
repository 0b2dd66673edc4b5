/// A navigation that would take scenes off the stack, as their leave check sees it: what kind of
/// navigation it is and where it would go. See ``LeaveChecking``.
///
/// ```swift
/// func reasonToStay(_ request: LeaveRequest) -> String? {
///     // Saving unwinds with the Save segue: nothing is lost then.
///     guard hasUnsavedChanges, request.segue != "Save" else { return nil }
///     return "Discard the changes to \(name)?"
/// }
/// ```
public struct LeaveRequest: Sendable, Equatable {
    /// The way out.
    public enum Kind: String, Sendable, CaseIterable {
        /// ``Navigator/back(force:)``: the top scene is popped.
        case back
        /// ``Navigator/dismiss(force:)``: the topmost modal presentation closes, with what is above it.
        case dismiss
        /// ``Navigator/popToRoot(force:)``: every scene above the root is popped.
        case popToRoot
        /// ``Navigator/pop(to:force:)``: the scenes above a scene on the stack are popped.
        case popTo
        /// A `replace` segue: its destination becomes the only scene.
        case replace
        /// An `unwind` segue: the scenes above its destination are popped.
        case unwind
        /// ``Navigator/replaceRoot(with:inputs:force:)``: a new root replaces the whole stack.
        case replaceRoot
        /// ``Navigator/replaceStoryboard(_:force:)``: scenes the new storyboard no longer has are popped.
        case reload
        /// ``Navigator/restore(_:force:)``: every scene is replaced by one built again from data.
        case restore
        /// The app quits: ``Navigator/checkQuit()``.
        case quit
    }

    /// The kind of navigation.
    public var kind: Kind
    /// The id of the scene that would be on top afterwards; `nil` when the app quits.
    public var destination: String?
    /// The identifier of the segue performed, for ``Kind/replace`` and ``Kind/unwind``.
    public var segue: String?

    /// Describes a navigation that would leave scenes.
    public init(kind: Kind, destination: String?, segue: String? = nil) {
        self.kind = kind
        self.destination = destination
        self.segue = segue
    }
}
