import FoundationEssentials
import SceneRuntime

/// The files of a new scene module and of its tests, for each style: the smallest scene that
/// shows its inputs (a field each) and offers the segues that leave it, named as Clean Swift's
/// CleanStore names things, with tests of what it does.
enum SceneTemplates {
    /// Paths relative to the package, with their contents.
    static func files(
        name n: String, style: SceneStyle, interface: SceneInterface = .empty, uses: [String] = []
    ) -> [(path: String, contents: String)] {
        let parts = SceneParts(scene: n, contract: ContractTemplates(interface: interface), uses: uses)
        let scene = style == .vip ? parts.vip : parts.viper
        let tests = style == .vip ? parts.vipTests : parts.viperTests
        return scene.map { ("Scenes/\(n)/\(n)\($0.0).swift", $0.1) }
            + tests.map { ("Tests/Scenes/\(n)Tests/\(n)\($0.0).swift", $0.1) }
    }
}
