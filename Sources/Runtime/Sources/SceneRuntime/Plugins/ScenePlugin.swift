/// What a scene plugin library exports: its scene modules, and the runtime version it was built
/// against.
///
/// A plugin is a `.dynamic` library product that depends on SceneRuntime and defines the entry
/// point ``entryPointSymbol``:
///
/// ```swift
/// import SceneRuntime
///
/// @_cdecl("sceneruntime_plugin")
/// public func sceneRuntimePlugin() -> UnsafeMutableRawPointer {
///     ScenePlugin(modules: [HelloConfigurator.module]).exported()
/// }
/// ```
public final class ScenePlugin: Sendable {
    /// The C symbol the loader looks up: a function taking nothing and returning the plugin as
    /// an opaque retained pointer.
    public static let entryPointSymbol = "sceneruntime_plugin"

    /// The modules the plugin registers.
    public let modules: [SceneModule]
    /// The runtime version the plugin was compiled against.
    public let runtimeVersion: String

    /// Creates a plugin description.
    /// - Parameters:
    ///   - modules: The scene modules to register.
    ///   - runtimeVersion: Leave the default: it is evaluated in the plugin, at its build.
    public init(modules: [SceneModule], runtimeVersion: String = RuntimeVersion.compiled) {
        self.modules = modules
        self.runtimeVersion = runtimeVersion
    }

    /// The plugin as the retained pointer the entry point returns; the loader takes ownership.
    public func exported() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }
}
