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
        #expect(storyboard.initialSceneID == "Main")
        #expect(
            Set(registry.moduleNames) == Set(storyboard.scenes.filter { !$0.isContainer }.map(\.module)),
            "every module is used")
        // The app is a tab container; its Contacts tab a split view.
        let main = try #require(storyboard.scene(withID: "Main")?.container)
        #expect(main.kind == .tabs)
        #expect(main.stacks.map(\.id) == ["Contacts", "Notes", "Shop", "Account"])
        #expect(main.stacks.map(\.root) == ["AddressBook", "NotesList", "ShoppingCart", "Menu"])
        let split = try #require(storyboard.scene(withID: "AddressBook")?.container)
        #expect(split.kind == .split)
        #expect(split.stacks.map(\.root) == ["ContactList", "ShowContact"])
    }
}
