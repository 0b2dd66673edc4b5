import Foundation
import Testing

/// What the "Coming from iOS" article says that holds without a compiler: the setting it quotes is
/// the demo's, the scene modules rely on it (no `@MainActor` left in them or their tests), and the
/// article-002 scene that `ScenesInitIntegrationTests` pastes into a new app is written without any
/// isolation annotation.
@Suite struct ComingFromIOSTests {
    /// The `.swift` files under `folder` (relative to the package), with their text.
    private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = Documentation.root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            ("\(folder)/\(path)", try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func theQuotedSettingIsTheDemosAndItsScenesRelyOnIt() throws {
        let article = try Documentation.article("ComingFromIOS")
        let manifest = try String(
            contentsOf: Documentation.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(article.contains("swiftSettings: [.defaultIsolation(MainActor.self)]"))
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(manifest.contains("let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]"))
        let scenes = try swiftFiles(under: "Scenes") + swiftFiles(under: "Tests/Scenes")
        #expect(scenes.count > 100)
        for file in scenes {
            #expect(!file.text.contains("@MainActor"), "\(file.path)")
        }
    }

    @Test func theArticlesHomeSceneIsWrittenWithoutIsolationAnnotations() throws {
        let files = try swiftFiles(under: "Tests/Fixtures/ArticleHome")
        #expect(
            files.map { ($0.path as NSString).lastPathComponent }.sorted() == [
                "HomeConfigurator.swift", "HomeInteractor.swift", "HomeModels.swift", "HomePresenter.swift",
                "HomeRouter.swift", "HomeTests.swift", "HomeViewController.swift",
            ])
        for file in files {
            #expect(!file.text.contains("MainActor") && !file.text.contains("isolated"), "\(file.path)")
        }
        #expect(try Documentation.article("ComingFromIOS").contains("`Tests/Fixtures/ArticleHome`"))
    }
}
