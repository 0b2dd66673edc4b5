import Foundation
import SceneRuntime
import Testing

/// The repository's own `scenes.json` with the app's scene modules.
@Suite @MainActor struct AppStoryboardTests {
    static let storyboardPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes.json").path

    @Test func theRepositoryStoryboardIsValidWithoutWarnings() throws {
        let registry = SceneRegistry()
        for module in builtinSceneModules { try registry.register(module) }
        let storyboard = try registry.loadStoryboard(contentsOf: Self.storyboardPath)
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        #expect(storyboard.initialSceneID == "Menu")
        #expect(Set(registry.moduleNames) == Set(storyboard.scenes.map(\.module)), "every module is used")
    }
}
