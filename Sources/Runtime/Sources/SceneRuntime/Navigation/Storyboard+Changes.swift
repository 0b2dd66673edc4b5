extension Storyboard {
    /// What changed when the navigator switched to a new storyboard.
    public struct Changes: Sendable, Equatable {
        /// Ids of scenes the new storyboard declares and the old one did not.
        public var added: [String]
        /// Ids of scenes the old storyboard declared and the new one does not.
        public var removed: [String]
        /// Ids of scenes whose module, title or segues changed.
        public var changed: [String]
        /// Ids of the scenes popped from the stack because they no longer exist (or changed module).
        public var poppedScenes: [String] = []

        /// Compares two storyboards.
        init(from old: Storyboard, to new: Storyboard) {
            added = new.scenes.filter { old.scene(withID: $0.id) == nil }.map(\.id)
            removed = old.scenes.filter { new.scene(withID: $0.id) == nil }.map(\.id)
            changed = new.scenes.filter { scene in old.scene(withID: scene.id).map { $0 != scene } ?? false }
                .map(
                    \.id)
        }

        /// Whether nothing changed at all.
        public var isEmpty: Bool {
            added.isEmpty && removed.isEmpty && changed.isEmpty && poppedScenes.isEmpty
        }
    }
}

/// The former name of ``Storyboard/Changes``.
@available(*, deprecated, renamed: "Storyboard.Changes")
public typealias StoryboardChanges = Storyboard.Changes
