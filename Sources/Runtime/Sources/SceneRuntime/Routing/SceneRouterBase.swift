/// What every Router of a scene holds: the scene's context, through which it performs segues,
/// and its DataStore, through which routes read and write the scene's data.
///
/// A Router subclasses it with its DataStore protocol and adopts ``SceneRouter``; the
/// Configurator creates it with the context and the Interactor:
///
/// ```swift
/// @MainActor final class HomeRouter: SceneRouterBase<any HomeDataStore>, SceneRouter {
///     enum SegueIdentifier: String, SceneSegueIdentifier {
///         case menu = "Menu"
///     }
///
///     func routeToMenu() throws {
///         try context.performSegue(SegueIdentifier.menu)
///     }
/// }
/// ```
@MainActor open class SceneRouterBase<DataStore> {
    /// The scene's DataStore, usually the Interactor, seen through its DataStore protocol.
    public let dataStore: DataStore

    /// The scene's context: its segues, its presentation, leaving it.
    public let context: SceneContext

    /// A Router for the scene whose context is `context` and whose data is in `dataStore`.
    public init(context: SceneContext, dataStore: DataStore) {
        self.context = context
        self.dataStore = dataStore
    }
}
