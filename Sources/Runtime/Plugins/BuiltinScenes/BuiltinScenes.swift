import Foundation
import PackagePlugin

/// Generates the list of scene modules built into an executable, so that adding a scene module
/// costs one line in Package.swift and no edit of the executable's code.
///
/// Every dependency of the target that lives in `Scenes/<Name>/` is a scene module; by convention
/// it exposes its registration as `<Name>Configurator.module`.
@main struct BuiltinScenes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let modules = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let dependencyTarget) = dependency,
                dependencyTarget.directoryURL.deletingLastPathComponent().lastPathComponent == "Scenes"
            else { return nil }
            return dependencyTarget.name
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinSceneModules.swift")
        return [
            .buildCommand(
                displayName: "Listing the built-in scene modules of \(target.name)",
                executable: try context.tool(named: "BuiltinScenesGenerator").url,
                arguments: [output.path] + modules.sorted(),
                outputFiles: [output])
        ]
    }
}
