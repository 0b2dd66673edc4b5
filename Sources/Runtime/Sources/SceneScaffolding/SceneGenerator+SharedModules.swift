extension SceneGenerator {
    /// The folder of the shared module `name`.
    static func sharedModuleFolder(_ name: String) -> String { "Sources/Domain/\(name)" }

    /// Where the tests of the shared module `name` go: in a package with one `DomainTests` target
    /// for every shared module (this package's demo), a file of it; otherwise (an app made by
    /// `scenes init`) a target of its own, `<Name>Tests`, in `Tests/Domain/`.
    static func sharedModuleTests(_ name: String, manifest: String) -> (remove: String, file: String) {
        if manifest.contains(#"name: "DomainTests""#) {
            let file = "Tests/DomainTests/\(name)Tests.swift"
            return (file, file)
        }
        return ("Tests/Domain/\(name)Tests", "Tests/Domain/\(name)Tests/\(name)Tests.swift")
    }

    /// `scenes new NAME --domain`: writes the shared module `name` (a folder under
    /// `Sources/Domain/` and its tests) that depends on the shared modules `uses`, and adds it to
    /// `Package.swift`'s `domainModules`. Scenes use it with `--uses NAME` (or `"NAME"` on their
    /// line in `Package.swift`).
    package func generateSharedModule(name: String, uses: [String] = []) throws(GeneratorError) -> Result {
        try Self.check(name)
        let manifest = try files.read("Package.swift")
        let modules = try ManifestModules(parsing: manifest)
        guard let list = modules.domains else { throw .noSharedModuleList }
        let tests = Self.sharedModuleTests(name, manifest: manifest)
        try Self.checkFree(
            name, in: modules, manifest: manifest, files: files,
            folders: [Self.sharedModuleFolder(name), tests.remove])
        try Self.checkShared(uses, in: modules)
        let written = [
            ("\(Self.sharedModuleFolder(name))/\(name).swift", Self.sharedModuleSource(name)),
            (tests.file, Self.sharedModuleTestSource(name)),
        ]
        for (path, contents) in written { try files.write(contents, to: path) }
        try files.write(modules.adding(name, uses: uses, to: list), to: "Package.swift")
        var result = Result(created: written.map(\.0), edited: ["Package.swift"])
        result.next =
            "scenes new SCENE --uses \(name) makes a scene that uses it (or add \"\(name)\" to a scene's line"
            + " in Package.swift), then swift build"
        return result
    }

    static func sharedModuleSource(_ name: String) -> String {
        """
        // The shared module \(name): what scenes share, since a scene never imports another scene:
        // entities, workers, and the DataStore protocols a hand-written route (`routeTo…(_ segue:)`)
        // needs from its destination. A scene uses it when its line in Package.swift lists it
        // (`scenes new SCENE --uses \(name)`), and then imports it: `import \(name)`. What scenes
        // see is `public`.

        """
    }

    static func sharedModuleTestSource(_ name: String) -> String {
        """
        import Testing

        @testable import \(name)

        /// The tests of \(name)'s entities and workers.
        @Suite struct \(name)Tests {}

        """
    }
}
