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

    func appending(_ key: String) -> StoryboardPath {
        var path = self
        path.key = key
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
