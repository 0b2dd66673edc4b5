/// What became of the plugins a storyboard lists, by their index in `plugins`, for the loader.
struct PluginResolution {
    /// The plugins that cannot be used: their scenes' modules are unknown.
    var failures: [Int: ScenePlugin.LoadError] = [:]
    /// The plugins that were not opened and whose manifest cannot be used: scenes whose module
    /// is unknown may come from them, and are unchecked.
    var unchecked: [Int: (library: String, problem: PluginManifestError)] = [:]
    /// Every module known afterwards: registered, loaded from a plugin or declared by a manifest.
    var catalog = ModuleCatalog()
}
