extension ScenePlugin {
    /// What loading a storyboard does with the plugins it lists.
    public enum Policy: Sendable {
        /// Open each library (running its code) and register its modules: what running the app does.
        case load
        /// Open no library: check each one's file, its trust and its ELF header, then read its
        /// manifest (`libHello.so`'s is `libHello.scenes-manifest.json`, beside it). Scenes of a plugin whose manifest is missing, stale or invalid are
        /// reported as unchecked, not as errors. What checking a storyboard does unless asked to load.
        case readManifests
    }
}

/// The former name of ``ScenePlugin/Policy``.
@available(*, deprecated, renamed: "ScenePlugin.Policy")
public typealias PluginPolicy = ScenePlugin.Policy
