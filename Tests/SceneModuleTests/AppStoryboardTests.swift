import Foundation
import SceneRuntime
import Testing

@testable import Menu

/// The repository's own `scenes.json` with the repository's scene modules.
@Suite @MainActor struct AppStoryboardTests {
    static let storyboardPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes.json").path

    @Test func theRepositoryStoryboardIsValidAndStartsOnTheMenu() throws {
        let registry = SceneRegistry()
        try registry.register(MenuConfigurator.module)
        let storyboard = try registry.loadStoryboard(contentsOf: Self.storyboardPath)
        #expect(storyboard.warnings.isEmpty)
        let navigator = Navigator(storyboard: storyboard, registry: registry)
        try navigator.start()
        let menu = try #require(navigator.topScene?.viewController as? MenuViewController)
        #expect(navigator.topScene?.id == "Menu")
        #expect(menu.displayedEntries == storyboard.scene(withID: "Menu")?.segues.enumerated().map { "\($0.offset + 1). \($0.element.id)" })
    }
}
