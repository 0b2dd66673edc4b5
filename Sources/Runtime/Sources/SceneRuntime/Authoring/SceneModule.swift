/// A scene module's registration: its name and the factory that builds one of its scenes.
///
/// A module's configurator creates the parts of a scene, wires them (a weak back reference from
/// the Presenter to the ViewController; the Router sees the Interactor as its DataStore) and
/// returns the ViewController and the Router:
///
/// ```swift
/// public enum ContactListConfigurator {
///     public static let module = SceneModule(name: "ContactList") { context in
///         let viewController = ContactListViewController(context: context)
///         let interactor = ContactListInteractor()
///         let presenter = ContactListPresenter()
///         let router = ContactListRouter(context: context)
///         viewController.interactor = interactor
///         viewController.router = router
///         interactor.presenter = presenter
///         presenter.viewController = viewController
///         router.dataStore = interactor
///         return (viewController, router)
///     }
/// }
/// ```
public struct SceneModule: Sendable {
    /// The module name that scenes name in `scenes.json`.
    public let name: String
    let routeTable:
        @MainActor @Sendable () -> (
            identifiers: [String], duplicates: [String], routesEverySegue: Bool, writes: [String: [String]]
        )
    let duplicateActions: @MainActor @Sendable () -> [String]
    /// The actions its ViewController declares, in declaration order.
    let actionDescriptors: @MainActor @Sendable () -> [SceneModule.ActionDescriptor]
    let build: @MainActor @Sendable (SceneContext) throws -> (any SceneViewController, any SceneRouter)
    /// The scene's inputs and outputs; `nil` for a module that declares none.
    private(set) var contract: (@MainActor @Sendable () -> ContractBinding)?
    /// The conditions the module registers with it, for guards in the storyboard.
    public private(set) var conditions: [SceneCondition] = []

    /// Creates a module registration.
    /// - Parameters:
    ///   - name: The module name, an identifier; scenes name it in their `module` key.
    ///   - build: Builds and wires one scene, returning its ViewController and Router.
    public init<ViewController: SceneViewController, Router: SceneRouter>(
        name: String,
        build: @escaping @MainActor @Sendable (SceneContext) throws -> (ViewController, Router)
    ) {
        self.name = name
        self.routeTable = {
            var writes: [String: [String]] = [:]
            for (identifier, inputs) in Router.routeWrites { writes[identifier.rawValue] = inputs }
            return (
                Router.routes.identifiers, Router.routes.duplicates, Router.routes.routesEverySegue, writes
            )
        }
        self.duplicateActions = { ViewController.actions.duplicates }
        self.actionDescriptors = { ViewController.actions.descriptors }
        self.build = { context in
            let (viewController, router) = try build(context)
            return (viewController, router)
        }
        self.contract = nil
    }

    /// Creates a module registration whose scene declares inputs and outputs.
    ///
    /// The contract is a closure because key paths to the DataStore's properties, which are
    /// main-actor isolated, can only be formed on the main actor; the registry calls it once.
    /// - Parameters:
    ///   - name: The module name, an identifier; scenes name it in their `module` key.
    ///   - contract: The scene's inputs and outputs, bound to properties of the Router's
    ///     `dataStore` (see ``SceneContract``).
    ///   - build: Builds and wires one scene, returning its ViewController and Router.
    public init<ViewController: SceneViewController, Router: SceneRouter, Store: AnyObject>(
        name: String,
        contract: @escaping @MainActor @Sendable () -> SceneContract<Store>,
        build: @escaping @MainActor @Sendable (SceneContext) throws -> (ViewController, Router)
    ) {
        self.init(name: name, build: build)
        self.contract = { contract().binding() }
    }

    /// The same module, registering `conditions` too when it is registered.
    public func adding(conditions: [SceneCondition]) -> SceneModule {
        var module = self
        module.conditions += conditions
        return module
    }

    /// The inputs and outputs the module declares (``SceneInterface/empty`` if none).
    @MainActor public var interface: SceneInterface {
        contract?().interface ?? .empty
    }
}
