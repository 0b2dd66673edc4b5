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

    var description: String {
        var parts: [String] = []
        if let scene { parts.append("scenes[\(scene)]") }
        if let segue { parts.append("segues[\(segue)]") }
        if let key { parts.append(abbreviated(key)) }
        return parts.joined(separator: ".")
    }
}
