/// One scene of a navigation stack as data: enough to build it again through its module.
///
/// ``Navigator/entries`` describes the stack this way; ``Navigator/restore(_:force:)`` builds a stack
/// from such a description (for links, a resumed session, or undo).
public struct StackEntry: Sendable, Equatable {
    /// The scene's id in the storyboard.
    public var sceneID: String
    /// How the scene came onto the stack; the first entry of a stack is always the root.
    public var presentation: Presentation
    /// The values of the scene's declared inputs, by name.
    public var inputs: [String: SceneValue]

    /// Describes one scene of a stack.
    public init(sceneID: String, presentation: Presentation, inputs: [String: SceneValue] = [:]) {
        self.sceneID = sceneID
        self.presentation = presentation
        self.inputs = inputs
    }
}
