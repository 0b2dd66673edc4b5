/// What a scene module offers, as the storyboard's validator, `scenes diff` and `scenes modules`
/// know it: its routes, what each route writes, its actions, the conditions it registers, and its
/// scene's inputs and outputs. Computed once, when the module is registered; a plugin's manifest
/// is these values written down (``PluginManifest``), and reading the manifest gives them back.
package struct ModuleOffer: Sendable, Equatable {
    /// The module name that scenes name in `scenes.json`.
    package let name: String
    /// The segue identifiers its router has a route of its own for, in declaration order.
    package let routes: [String]
    /// Whether its router routes every segue (``RouteTable/init(routingEverySegue:)``).
    package let routesEverySegue: Bool
    /// The inputs each route declares it writes (``SceneRouter/routeWrites``), by identifier.
    package let routeWrites: [String: [String]]
    /// The actions its ViewController declares, in declaration order.
    package let actionDescriptors: [SceneModule.ActionDescriptor]
    /// The names of the conditions it registers for guards (``SceneModule/adding(conditions:)``).
    package let conditions: [String]
    /// Its scene's inputs and outputs.
    package let interface: SceneInterface
    /// ``routes`` as a set, for lookups.
    let identifiers: Set<String>

    /// Creates what a module offers from its parts (a manifest's reader, the tests).
    package init(
        name: String, routes: [String], routesEverySegue: Bool, routeWrites: [String: [String]] = [:],
        actionDescriptors: [SceneModule.ActionDescriptor], conditions: [String] = [],
        interface: SceneInterface = .empty
    ) {
        self.name = name
        self.routes = routes
        self.routesEverySegue = routesEverySegue
        self.routeWrites = routeWrites
        self.actionDescriptors = actionDescriptors
        self.conditions = conditions
        self.interface = interface
        self.identifiers = Set(routes)
    }

    /// What `module` offers, with its route table and contract already built.
    @MainActor init(
        _ module: SceneModule,
        table: (identifiers: [String], routesEverySegue: Bool, writes: [String: [String]]),
        interface: SceneInterface
    ) {
        self.init(
            name: module.name, routes: table.identifiers, routesEverySegue: table.routesEverySegue,
            routeWrites: table.writes, actionDescriptors: module.actionDescriptors(),
            conditions: module.conditions.map(\.name), interface: interface)
    }

    /// The names of the actions its ViewController declares, in declaration order.
    package var actions: [String] { actionDescriptors.map(\.name) }

    /// Whether segue `identifier` has a route of its own that does not declare what it writes:
    /// what it writes may be lost when its destination is built again. (A route for every
    /// segue, a menu's, passes no data.)
    func writesUndeclared(_ identifier: String) -> Bool {
        identifiers.contains(identifier) && routeWrites[identifier] == nil
    }
}
