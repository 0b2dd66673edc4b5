extension SceneRegistry {
    /// Reads a storyboard to compare with another (`scenes diff`).
    ///
    /// It is loaded as ``loadStoryboard(contentsOf:)`` loads it, against the registered modules and
    /// the plugins it lists (opened or read from their manifests, as ``pluginPolicy`` says). When
    /// its only errors are modules or conditions that nothing here provides, it is loaded as the
    /// file alone says instead, with what is known of the modules that are known: a comparison then
    /// covers what the storyboards declare, and the contracts of the other modules are not compared.
    /// - Throws: ``Storyboard/LoadError`` with every problem found, for any other error.
    package func storyboardForComparison(contentsOf path: String) throws(Storyboard.LoadError) -> Storyboard {
        let bytes = try StoryboardFile.read(at: path, limit: maximumStoryboardSize)
        let failure: Storyboard.LoadError
        do throws(Storyboard.LoadError) {
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
        var known = catalog
        if pluginPolicy == .readManifests, !declaration.plugins.isEmpty {
            known = known.adding(readManifests(Self.pluginPaths(of: declaration, file: path)).catalog)
        }
        var validator = StoryboardValidator(declaration: declaration, bytes: bytes, file: path, modules: nil)
        var storyboard = try validator.validate()
        storyboard.modules = known.offers
        return storyboard
    }
}
