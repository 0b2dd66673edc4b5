import SceneRuntime

/// Navigates from Home; it leads nowhere yet.
final class HomeRouter: SceneRouterBase<any HomeDataStore>, SceneRouter {}
