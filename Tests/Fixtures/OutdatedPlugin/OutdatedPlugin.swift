import SceneRuntime

// A plugin that claims another runtime version, for the version handshake test.

@MainActor final class OutdatedViewController: SceneViewController {}

@MainActor final class OutdatedRouter: SceneRouter {
    let dataStore: Void = ()
}

@_cdecl("sceneruntime_plugin")
public func sceneRuntimePlugin() -> UnsafeMutableRawPointer {
    ScenePlugin(
        modules: [SceneModule(name: "Outdated") { _ in (OutdatedViewController(), OutdatedRouter()) }],
        runtimeVersion: "0.0.1"
    ).exported()
}
