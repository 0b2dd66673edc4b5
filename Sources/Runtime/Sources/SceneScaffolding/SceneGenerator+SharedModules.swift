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

    /// The runtime's store, which a new shared module's worker uses: its line in `domainModules`
    /// names it, and the manifest maps the name to the runtime's `SceneStore` product.
    static let store = "SceneStore"

    /// The note for a manifest that does not name the `SceneStore` product (an app made by a
    /// `scenes init` before 0.5.0).
    static let storeProductNote =
        "note: Package.swift does not name the runtime's SceneStore product, which the new module's worker"
        + " imports and its tests' SceneTesting needs: map \"SceneStore\" in domainModules to"
        + " .product(name: \"SceneStore\", package: ...) and give the shared modules' test targets SceneStore"
        + " and SceneTesting, as a new app's Package.swift does (see CHANGELOG.md)"

    /// `scenes new NAME --domain`: writes the shared module `name` (a folder under
    /// `Sources/Domain/` and its tests) that depends on the shared modules `uses` and on the
    /// runtime's store, and adds it to `Package.swift`'s `domainModules`. The module holds a
    /// store-backed worker (``SharedModuleTemplates``). Scenes use it with `--uses NAME` (or
    /// `"NAME"` on their line in `Package.swift`).
    package func generateSharedModule(name: String, uses: [String] = []) throws(GeneratorError) -> Result {
        try Self.check(name)
        try Self.checkSharedModuleTypes(name)
        var (result, manifest) = try writeSharedModule(
            name, uses: uses, dependency: Self.store, sources: SharedModuleTemplates.sources(name),
            tests: SharedModuleTemplates.testSource(name))
        if !manifest.contains(#"product(name: "\#(Self.store)""#) {
            result.notes.append(Self.storeProductNote)
        }
        result.next =
            "scenes new SCENE --uses \(name) makes a scene that uses it (or add \"\(name)\" to a scene's line"
            + " in Package.swift), then swift build"
        return result
    }

    /// Writes the shared module `name` (its `sources` under `Sources/Domain/NAME/`, its test
    /// file) and its line in `domainModules`, using the shared modules `uses` and `dependency`
    /// (the store, the runtime), once its name and folders are free and every module in `uses` is
    /// a shared module. Returns what it wrote and the manifest as it was.
    private func writeSharedModule(
        _ name: String, uses: [String], dependency: String, sources: [(file: String, contents: String)],
        tests testSource: String
    ) throws(GeneratorError) -> (Result, manifest: String) {
        let manifest = try files.read("Package.swift")
        let modules = try ManifestModules(parsing: manifest)
        guard let list = modules.domains else { throw .noSharedModuleList }
        let tests = Self.sharedModuleTests(name, manifest: manifest)
        try Self.checkFree(
            name, in: modules, manifest: manifest, files: files,
            folders: [Self.sharedModuleFolder(name), tests.remove])
        try Self.checkShared(uses, in: modules)
        let written =
            sources.map { ("\(Self.sharedModuleFolder(name))/\($0.file)", $0.contents) } + [
                (tests.file, testSource)
            ]
        for (path, contents) in written { try files.write(contents, to: path) }
        try files.write(modules.adding(name, uses: uses + [dependency], to: list), to: "Package.swift")
        return (Result(created: written.map(\.0), edited: ["Package.swift"]), manifest)
    }

    /// Refuses a shared module whose name, or one of whose types (`<Name>Record`, `<Name>Worker`,
    /// `<Name>Error`), is a type its generated code names: it would hide that type
    /// (`scenes new DataFile --domain` would declare `DataFileError`).
    static func checkSharedModuleTypes(_ name: String) throws(GeneratorError) {
        for type in [name] + SharedModuleTemplates.declaredTypes(name)
        where SharedModuleTemplates.namedTypes.contains(type) {
            throw .invalidName(
                name,
                reason: type == name
                    ? "the generated code uses the type '\(name)', which a module of that name would hide"
                    : "the module would declare '\(type)', which hides the type of that name its code uses")
        }
    }
}

extension SceneGenerator {
    /// The runtime, which a coordinator uses: its line in `domainModules` names it, and the
    /// manifest maps the name to the runtime's `SceneRuntime` product.
    static let runtime = "SceneRuntime"

    /// The note for a manifest that does not map "SceneRuntime" in `domainModules` to the runtime,
    /// or does not make the shared modules that use it main-actor by default (an app made by a
    /// `scenes init` before 0.5.0).
    static let coordinatorManifestNote =
        "note: Package.swift does not map \"SceneRuntime\" in domainModules to the runtime's product, or does"
        + " not make the shared modules that use it (and their tests) main-actor by default, which the new"
        + " coordinator, written without `@MainActor`, needs: do both as a new app's Package.swift does (its"
        + " dependency(_:) and mainActorTargets; see CHANGELOG.md)"

    /// `scenes new NAME --coordinator`: writes the coordinator module `name`, a shared module that
    /// uses the runtime (and the shared modules `uses`), for a flow in code that spans several
    /// scenes: `<Name>Coordinator` (``CoordinatorTemplates``) and its tests, and its line in
    /// `Package.swift`'s `domainModules`, with "SceneRuntime" on it. Scenes it serves list it with
    /// `--uses NAME` and reach it with `<Name>Coordinator.shared(in: context)`.
    package func generateCoordinator(name: String, uses: [String] = []) throws(GeneratorError) -> Result {
        try Self.check(name)
        for type in Set([name, CoordinatorTemplates.type(name)])
        where CoordinatorTemplates.namedTypes.contains(type) {
            throw .invalidName(
                name, reason: "the generated code uses the type '\(type)', which the module would hide")
        }
        var (result, manifest) = try writeSharedModule(
            name, uses: uses, dependency: Self.runtime, sources: CoordinatorTemplates.sources(name),
            tests: CoordinatorTemplates.testSource(name))
        if !manifest.contains(#"case "\#(Self.runtime)": runtime"#)
            || !manifest.contains(#"$0.dependencies.contains("\#(Self.runtime)")"#)
        {
            result.notes.append(Self.coordinatorManifestNote)
        }
        result.next =
            "scenes new SCENE --uses \(name) makes a scene it serves (its configurator reaches it with"
            + " \(CoordinatorTemplates.type(name)).shared(in: context)), then swift build"
        return result
    }
}
