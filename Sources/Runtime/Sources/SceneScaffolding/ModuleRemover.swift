import SceneRuntime

/// `scenes remove NAME`: takes a scene module or a shared module out of the package: its line in
/// `Package.swift`, its scenes in the storyboard (with the segues `scenes new` added to them), its
/// folder and its tests. It refuses, changing nothing, while something still needs it: a segue
/// leading to one of its scenes, a container holding one, the initial scene, a module using it, a
/// line of `Package.swift` or a Swift file naming it.
package struct ModuleRemover {
    /// The package's root folder.
    package let packageDirectory: String
    /// The storyboard, relative to the package.
    package var storyboard = "scenes.json"

    /// A remover for the package in `packageDirectory`, whose storyboard is `storyboard`.
    package init(packageDirectory: String, storyboard: String = "scenes.json") {
        self.packageDirectory = packageDirectory
        self.storyboard = storyboard
    }

    private var files: PackageFiles { PackageFiles(directory: packageDirectory) }

    /// Removes the module `name`.
    package func remove(name: String) throws(GeneratorError) -> SceneGenerator.Result {
        let manifest = try files.read("Package.swift")
        let modules = try ManifestModules(parsing: manifest)
        if let scene = modules.scene(name) {
            return try removeScene(scene, modules: modules)
        }
        if let shared = modules.domain(name) {
            return try removeShared(shared, modules: modules, manifest: manifest)
        }
        throw .notDeclared(
            name, scenes: modules.scenes.entries.map(\.name),
            shared: modules.domains?.entries.map(\.name) ?? [],
            suggestion: Suggestion.closest(to: name, in: modules.all.map(\.name)))
    }

    private func removeScene(_ scene: ManifestModules.Entry, modules: ManifestModules) throws(GeneratorError)
        -> SceneGenerator.Result
    {
        let owned = ["Scenes/\(scene.name)", "Tests/Scenes/\(scene.name)Tests"]
        let removal = try SourceEdits.removingScenes(
            ofModule: scene.name, from: try files.read(storyboard), file: storyboard)
        let blockers = removal.blockers + needs(of: scene.name, modules: modules, owned: owned)
        guard blockers.isEmpty else { throw .stillNeeded(scene.name, by: blockers) }
        let present = owned.filter(files.exists)
        try files.write(modules.removingLine(scene.line), to: "Package.swift")
        try files.write(removal.text, to: storyboard)
        var removed = present
        for folder in present {
            // A module's folder goes with the folders above it it leaves empty; a file of a test
            // target shared by every module leaves that target's folder.
            let isFolder = files.isFolder(folder)
            try files.remove(folder)
            if isFolder { removed += files.removeEmptyFolders(above: folder) }
        }
        var result = SceneGenerator.Result(created: [], edited: ["Package.swift", storyboard])
        if let readme = try readmeWithout(owned) {
            try files.write(readme, to: "README.md")
            result.edited.append("README.md")
        }
        result.removed = removed
        result.notes = removal.segues.map { "note: removed the segue \($0), which scenes new added" }
        return result
    }

    private func removeShared(
        _ shared: ManifestModules.Entry, modules: ManifestModules, manifest: String
    ) throws(GeneratorError) -> SceneGenerator.Result {
        let owned = [
            SceneGenerator.sharedModuleFolder(shared.name),
            SceneGenerator.sharedModuleTests(shared.name, manifest: manifest).remove,
        ]
        var blockers = modules.scenes.entries.filter { $0.uses.contains(shared.name) }.map {
            "the scene module \(quoted($0.name)) uses it (Package.swift)"
        }
        blockers += (modules.domains?.entries ?? []).filter { $0.uses.contains(shared.name) }.map {
            "the shared module \(quoted($0.name)) depends on it (Package.swift)"
        }
        blockers += needs(of: shared.name, modules: modules, owned: owned)
        guard blockers.isEmpty else { throw .stillNeeded(shared.name, by: blockers) }
        let present = owned.filter(files.exists)
        try files.write(modules.removingLine(shared.line), to: "Package.swift")
        var removed = present
        for folder in present {
            // A module's folder goes with the folders above it it leaves empty; a file of a test
            // target shared by every module leaves that target's folder.
            let isFolder = files.isFolder(folder)
            try files.remove(folder)
            if isFolder { removed += files.removeEmptyFolders(above: folder) }
        }
        var result = SceneGenerator.Result(created: [], edited: ["Package.swift"])
        result.removed = removed
        return result
    }

    /// The package's README without the rows of its files table that name one of `folders` (an app
    /// made by `scenes init` lists its first scene's, `Scenes/Welcome/`), or `nil` when it has none
    /// or no README.
    private func readmeWithout(_ folders: [String]) throws(GeneratorError) -> String? {
        guard files.exists("README.md") else { return nil }
        let lines = try files.read("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { line in
            !folders.contains { line.hasPrefix("| `\($0)/`") }
        }
        return kept.count == lines.count ? nil : kept.joined(separator: "\n")
    }

    /// What else needs the module `name`: lines of `Package.swift` outside the module lists that
    /// name it, and Swift files outside `owned` that import it.
    private func needs(of name: String, modules: ManifestModules, owned: [String]) -> [String] {
        var found = modules.linesOutsideTheLists(naming: name).map {
            "line \($0 + 1) of Package.swift names it"
        }
        for file in files.swiftFiles(under: ["Scenes", "Sources", "Tests"])
        where !owned.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
            guard let text = try? files.read(file) else { continue }
            let imports = text.split(separator: "\n").contains { line in
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
                return words[at + 1] == name
                    && words[..<at].allSatisfy {
                        ["@testable", "public", "package", "internal"].contains($0)
                    }
            }
            if imports { found.append("\(file) imports it") }
        }
        return found
    }
}
