import Foundation
import SceneRuntime
import SceneTesting

@testable import SceneScaffolding
@testable import SceneShell

/// A folder for an app the scaffolder writes (`scenes init`, `scenes new`), in a new temporary
/// folder: the app's files read back, `scenes` run in it, and its storyboard loaded against
/// stand-ins of the scene modules its manifest lists. The tests of the containers the tools make
/// share it.
@MainActor struct ScaffoldedApp {
    /// The new temporary folder the app is written into; a test removes it when it ends.
    let parent: URL
    /// The app's own folder, inside ``parent``.
    let folder: URL

    init(named name: String, folderPrefix: String) throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(folderPrefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        folder = parent.appendingPathComponent(name)
    }

    /// The app's file at `path`, as text.
    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// `scenes ARGUMENTS`, with `--package directory` when given; its status and what it wrote.
    func run(_ arguments: [String], in directory: String? = nil) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments + (directory.map { ["--package", $0] } ?? []), modules: [], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (status, out, err)
    }

    /// The storyboard loaded against stand-ins of the app's scene modules.
    func load() throws -> Storyboard {
        let registry = SceneRegistry()
        let modules = try ManifestModules(parsing: try read("Package.swift")).scenes.entries.map(\.name)
        for module in modules { try registry.register(StandInScene.moduleRoutingEverySegue(named: module)) }
        return try registry.loadStoryboard(from: Array(try read("scenes.json").utf8), file: "scenes.json")
    }
}
