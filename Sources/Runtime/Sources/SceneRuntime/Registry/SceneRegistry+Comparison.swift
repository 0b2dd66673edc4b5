extension SceneRegistry {
    /// Reads a storyboard to compare with another (`scenes diff`).
    ///
    /// It is loaded as ``loadStoryboard(contentsOf:)`` loads it, against the registered modules and
    /// the plugins it lists (opened or read from their manifests, as ``pluginPolicy`` says). When
    /// its only errors are modules or conditions that nothing here provides, it is loaded as the
    /// file alone says instead, with what is known of the modules that are known: a comparison then
    /// covers what the storyboards declare, and the contracts of the other modules are not compared.
    /// - Throws: ``StoryboardError`` with every problem found, for any other error.
    package func storyboardForComparison(contentsOf path: String) throws(StoryboardError) -> Storyboard {
        let bytes = try StoryboardFile.read(at: path, limit: maximumStoryboardSize)
        let failure: StoryboardError
        do throws(StoryboardError) {
            return try loadStoryboard(from: bytes, file: path)
        } catch {
            failure = error
        }
        let onlyModulesMissing = failure.errors.allSatisfy {
            switch $0.problem {
            case .unknownModule, .unknownCondition: true
            default: false
            }
        }
        guard onlyModulesMissing, !failure.errors.isEmpty else { throw failure }
        let declaration = try StoryboardDecoder.decode(bytes, file: path)
        var known = allModuleRoutes
        if pluginPolicy == .readManifests, !declaration.plugins.isEmpty {
            let declared = readManifests(Self.pluginPaths(of: declaration, file: path)).modules
            for (name, routes) in declared where known[name] == nil { known[name] = routes }
        }
        var loader = StoryboardLoader(declaration: declaration, bytes: bytes, file: path, modules: nil)
        var storyboard = try loader.validate()
        var modules: [String: ModuleRoutes] = [:]
        for scene in storyboard.scenes where !scene.isContainer {
            if let routes = known[scene.module] { modules[scene.module] = routes }
        }
        storyboard.modules = modules
        return storyboard
    }
}
