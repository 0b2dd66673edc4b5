/// Where a value sits in a storyboard, kept as indexes so that no text is built unless a
/// diagnostic needs it. Renders as `scenes[3].segues[1].to`.
struct StoryboardPath: CustomStringConvertible {
    var scene: Int?
    var segue: Int?
    var key: String?

    static let root = StoryboardPath()

    static func scene(_ index: Int) -> StoryboardPath {
        StoryboardPath(scene: index)
    }

    static func segue(_ index: Int, ofScene scene: Int) -> StoryboardPath {
        StoryboardPath(scene: scene, segue: index)
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

    /// Built by appending, without interpolation or an array of parts: a storyboard with a
    /// warning on every segue renders a path per segue.
    var description: String {
        var text = ""
        if let scene {
            text += "scenes["
            text += String(scene)
            text += "]"
        }
        if let segue {
            text += text.isEmpty ? "segues[" : ".segues["
            text += String(segue)
            text += "]"
        }
        if let key {
            if !text.isEmpty { text += "." }
            text += abbreviated(key)
        }
        return text
    }
}
