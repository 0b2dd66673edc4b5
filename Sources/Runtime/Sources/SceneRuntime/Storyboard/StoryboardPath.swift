/// Where a value sits in a storyboard, kept as indexes so that no text is built unless a
/// diagnostic needs it. Renders as `scenes[3].segues[1].to`.
struct StoryboardPath: Hashable, Sendable, CustomStringConvertible {
    /// The scene's index, and the segue's in it, or -1: four bytes each, since a storyboard with
    /// a warning on every segue holds a path for each (an index past `Int32.max`, in a file of
    /// tens of gigabytes, is shown as `Int32.max`).
    private var sceneIndex: Int32 = -1
    private var segueIndex: Int32 = -1
    var key: String?

    static let root = StoryboardPath()

    init(key: String? = nil) {
        self.key = key
    }

    var scene: Int? { sceneIndex < 0 ? nil : Int(sceneIndex) }
    var segue: Int? { segueIndex < 0 ? nil : Int(segueIndex) }

    static func scene(_ index: Int) -> StoryboardPath {
        var path = StoryboardPath()
        path.sceneIndex = Int32(clamping: index)
        return path
    }

    static func segue(_ index: Int, ofScene scene: Int) -> StoryboardPath {
        var path = StoryboardPath.scene(scene)
        path.segueIndex = Int32(clamping: index)
        return path
    }

    /// The path with `key` in place of its key, if any: `key` names the value from the scene or
    /// segue on (`pass.contactID.from`).
    func appending(_ key: String) -> StoryboardPath {
        var path = self
        path.key = key
        return path
    }

    /// The path of `key` inside the object this path names: `pass.contactID` and `valeu` give
    /// `pass.contactID.valeu`.
    func nesting(_ key: String) -> StoryboardPath {
        var path = self
        path.key = self.key.map { "\($0).\(key)" } ?? key
        return path
    }

    var description: String { TextBuffer.text(capacity: 32) { write(to: &$0) } }

    /// Writes the path, `scenes[3].segues[1].to`, into `text`: a storyboard with a warning on
    /// every segue writes a path per segue.
    func write(to text: inout TextBuffer) {
        let start = text.count
        if let scene {
            text.append("scenes[")
            text.append(scene)
            text.append("]")
        }
        if let segue {
            text.append(text.count == start ? "segues[" : ".segues[")
            text.append(segue)
            text.append("]")
        }
        if let key {
            if text.count > start { text.append(".") }
            text.append(abbreviated(key))
        }
    }
}
