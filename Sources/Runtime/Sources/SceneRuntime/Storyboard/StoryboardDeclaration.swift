/// A storyboard as its file declares it, decoded but not yet checked as a graph: what
/// ``StoryboardDecoder`` gives ``StoryboardValidator``.
///
/// The scenes are already the descriptors the loaded ``Storyboard`` keeps; beside them, compact
/// facts record where each value was written (for diagnostics) and the interned symbol of every
/// id, so that checking the graph copies nothing and hashes no string.
struct StoryboardDeclaration {
    /// A problem found, where, and under which path.
    typealias Problem = Storyboard.Diagnostic

    /// Facts about a declared scene, parallel to ``scenes``.
    struct Scene {
        /// Its index in the file's `scenes` array.
        var index: Int
        var idOffset: Int
        /// Where the module is given, or the scene's object when it is not.
        var moduleOffset: Int
        var id: Int32
        /// The symbol of the module's name; -1 when it was missing or invalid (already reported).
        var module: Int32
        /// Its segues' facts in ``segues``: `segueStart..<segueStart + segueCount`.
        var segueStart: Int32
        var segueCount: Int32
        /// Its guards in ``guards``, or -1 without guards.
        var guards: Int32
        /// Its container in ``containers``, or -1 for a scene with content.
        var container: Int32 = -1
    }

    /// Where a container's parts were written, parallel to its descriptor's.
    struct DeclaredContainer {
        /// Where the `container` value starts.
        var offset: Int
        var path: StoryboardPath
        var stacks: [DeclaredStack]
    }

    /// Where one tab or pane of a container was written.
    struct DeclaredStack {
        var path: StoryboardPath
        var idOffset: Int
        var rootOffset: Int
        var passes: [DeclaredPass]
        var passOffset: Int?
        /// The inputs its `pass` map names; `nil` if it is not a map.
        var named: Set<String>?
        var guards: [DeclaredGuard] = []
    }

    /// Facts about a declared segue, parallel to its scene's descriptor's segues.
    struct Segue {
        /// Its index in the scene's `segues` array.
        var index: Int32
        var id: Int32
        var destination: Int32
        /// Its rarer facts in ``extras``, or -1 when it has no pass, action or guard.
        var extra: Int32
        var idOffset: Int
        var destinationOffset: Int
    }

    /// What only some segues declare.
    struct SegueExtras {
        var passes: [DeclaredPass] = []
        /// Where the `pass` value starts, if given.
        var passOffset: Int?
        /// The inputs the `pass` map names, valid or not; `nil` if it is not a map.
        var named: Set<String>? = []
        /// Where the action is given.
        var actionOffset: Int?
        var guards: [DeclaredGuard] = []
        /// Where the tab the segue crosses into is given.
        var tabOffset: Int?
    }

    struct DeclaredGuard {
        var declared: Storyboard.Guard
        /// The scene or segue that declares the guard, and the guard's key there (`guards[0]`).
        var owner: StoryboardPath
        var key: String
        var conditionOffset: Int
        /// Where the redirect's scene id is given, for a redirect.
        var redirectOffset: Int?

        func path(_ subkey: String) -> StoryboardPath {
            owner.appending("\(key).\(subkey)")
        }
    }

    struct DeclaredPass {
        var input: String
        var inputOffset: Int
        var source: SegueDescriptor.Pass.Source
        var sourceOffset: Int
    }

    /// The file's format version; an unsupported or missing one counts as the newest, so that
    /// its keys are not reported again.
    var version = Storyboard.currentVersion
    var initial: (id: String, offset: Int)?
    /// The plugins listed, as written, with where each is and its index in `plugins`.
    var plugins: [(path: String, offset: Int, index: Int)] = []
    /// Every scene declared with a valid id, in declaration order.
    var scenes: [SceneDescriptor] = []
    var sceneFacts: [Scene] = []
    var segueFacts: [Segue] = []
    var extras: [SegueExtras] = []
    /// The guards of scenes that declare some.
    var guards: [[DeclaredGuard]] = []
    /// The containers declared, in declaration order.
    var containers: [DeclaredContainer] = []
    var symbols = SymbolTable()
    var problems: [Problem] = []
}
