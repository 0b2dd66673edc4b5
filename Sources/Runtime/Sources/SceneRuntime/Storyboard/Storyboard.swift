/// A loaded and validated `scenes.json`: the scenes, their modules and the segues between them.
///
/// ```swift
/// let storyboard = try registry.loadStoryboard(contentsOf: "scenes.json")
/// print(storyboard.initialSceneID, storyboard.scenes.count)
/// for warning in storyboard.warnings { print(warning) }
/// ```
///
/// Load one with ``SceneRegistry/loadStoryboard(contentsOf:)``, which also checks every scene
/// against the registered modules, or with ``init(decoding:file:)`` when no modules are at hand.
public struct Storyboard: Sendable {
    /// The newest storyboard format version this runtime reads (it reads every earlier one).
    public static let currentVersion = 2

    /// The format version of the file: 1, or 2 for segues that declare what they pass.
    public let version: Int
    /// The file the storyboard was read from, as named when it was loaded.
    public let file: String
    /// The id of the scene shown first.
    public let initialSceneID: String
    /// Every scene, in declaration order.
    public let scenes: [SceneDescriptor]
    /// Problems worth knowing about that do not stop the storyboard from working.
    public let warnings: [Storyboard.Diagnostic]

    /// The scenes by id. (The loader makes storyboards with Swift's memberwise initializer.)
    let index: SceneIndex
    /// What every module known when it was checked offers (routes, actions, inputs and outputs,
    /// conditions), by module name: registered, loaded from a plugin or read from a manifest.
    /// Empty for a storyboard loaded without modules (``init(decoding:file:)``).
    package var modules: [String: ModuleOffer] = [:]

    /// The scene with the given id.
    public func scene(withID id: String) -> SceneDescriptor? {
        index.position(of: id).map { scenes[$0] }
    }
}

extension Storyboard {
    /// Decodes and validates a storyboard without checking modules and routes.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The name used in diagnostics.
    /// - Throws: ``Storyboard/LoadError`` with every problem found.
    public init(decoding bytes: [UInt8], file: String) throws(Storyboard.LoadError) {
        let declaration = try StoryboardDecoder.decode(bytes, file: file)
        var loader = StoryboardValidator(declaration: declaration, bytes: bytes, file: file, modules: nil)
        self = try loader.validate()
    }
}
