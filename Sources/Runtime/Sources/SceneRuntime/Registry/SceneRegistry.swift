import Foundation

/// Knows which module builds which scene, and loads storyboards against those modules.
///
/// Modules register themselves, plugin style: a module hands its ``SceneModule`` to
/// ``register(_:)``. A storyboard loaded through the registry is checked against what is
/// registered: every scene's module must exist and every segue must have a route.
@MainActor public final class SceneRegistry {
    private struct Entry {
        let module: SceneModule
        let routes: ModuleRoutes
        let contract: ContractBinding
    }

    private var entries: [String: Entry] = [:]
    private var plugins: [String: [String]] = [:]

    /// Whether plugins whose file or folder other users may write are loaded anyway
    /// (`--allow-insecure-plugins`).
    public var allowsInsecurePlugins = false

    /// Creates an empty registry.
    public init() {}

    /// Registers a module.
    /// - Throws: ``RegistryError`` if the name is taken or not an identifier, or if the module's
    ///   router declares a route identifier, or its ViewController an action name, twice.
    public func register(_ module: SceneModule) throws(RegistryError) {
        guard StoryboardLoader.isIdentifier(module.name) else { throw .invalidModuleName(module.name) }
        guard entries[module.name] == nil else { throw .duplicateModule(module.name) }
        let table = module.routeTable()
        guard table.duplicates.isEmpty else {
            throw .duplicateRoutes(module: module.name, routes: table.duplicates)
        }
        let duplicateActions = module.duplicateActions()
        guard duplicateActions.isEmpty else {
            throw .duplicateActions(module: module.name, actions: duplicateActions)
        }
        let contract = module.contract?() ?? .empty
        let invalidNames = Self.invalidNames(in: contract.interface)
        guard invalidNames.isEmpty else { throw .invalidContract(module: module.name, names: invalidNames) }
        entries[module.name] = Entry(
            module: module,
            routes: ModuleRoutes(
                identifiers: Set(table.identifiers), routesEverySegue: table.routesEverySegue,
                interface: contract.interface),
            contract: contract)
    }

    /// Loads a scene plugin and registers its modules. Loading a file already loaded does nothing.
    /// - Returns: The names of the plugin's modules.
    /// - Throws: ``PluginError`` naming the file; nothing is registered then.
    @discardableResult
    public func loadPlugin(at path: String) throws(PluginError) -> [String] {
        let key = PluginLoader.canonicalPath(path)
        if let loaded = plugins[key] { return loaded }
        let plugin = try PluginLoader.open(path, allowInsecure: allowsInsecurePlugins)
        var names = Set<String>()
        for module in plugin.modules {
            guard StoryboardLoader.isIdentifier(module.name) else {
                throw .module(path, .invalidModuleName(module.name))
            }
            guard entries[module.name] == nil, names.insert(module.name).inserted else {
                throw .module(path, .duplicateModule(module.name))
            }
        }
        for module in plugin.modules {
            do {
                try register(module)
            } catch {
                for registered in plugin.modules.prefix(while: { $0.name != module.name }) {
                    entries[registered.name] = nil
                }
                throw .module(path, error)
            }
        }
        plugins[key] = plugin.modules.map(\.name)
        return plugin.modules.map(\.name)
    }

    /// Names of inputs and outputs that are not identifiers or are declared twice.
    private static func invalidNames(in interface: SceneInterface) -> [String] {
        var invalid: [String] = []
        for names in [interface.inputs.map(\.name), interface.outputs.map(\.name)] {
            var seen = Set<String>()
            for name in names where !StoryboardLoader.isIdentifier(name) || !seen.insert(name).inserted {
                invalid.append(name)
            }
        }
        return invalid
    }

    /// The inputs and outputs a module declares; `nil` for an unknown module.
    public func interface(ofModule name: String) -> SceneInterface? {
        entries[name]?.contract.interface
    }

    /// The contract of a module; the empty one for an unknown module.
    func contract(ofModule name: String) -> ContractBinding {
        entries[name]?.contract ?? .empty
    }

    /// The plugins loaded, by path.
    public var loadedPlugins: [String] { plugins.keys.sorted() }

    /// The names of the registered modules, sorted.
    public var moduleNames: [String] { entries.keys.sorted() }

    /// The route identifiers that a module's router registers, sorted; `nil` for an unknown module.
    public func routes(ofModule name: String) -> [String]? {
        entries[name].map { $0.routes.identifiers.sorted() }
    }

    /// Reads, decodes and validates a storyboard file against the registered modules.
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Throws: ``StoryboardError`` with every problem found.
    public func loadStoryboard(contentsOf path: String) throws(StoryboardError) -> Storyboard {
        try loadStoryboard(from: StoryboardFile.read(at: path), file: path)
    }

    /// Decodes and validates storyboard JSON against the registered modules.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The name used in diagnostics.
    /// - Throws: ``StoryboardError`` with every problem found.
    public func loadStoryboard(from bytes: [UInt8], file: String) throws(StoryboardError) -> Storyboard {
        let directory = (file as NSString).deletingLastPathComponent
        var loader = StoryboardLoader(file: file, modules: entries.mapValues(\.routes))
        loader.loadPlugins = { paths -> (failures: [Int: PluginError], modules: [String: ModuleRoutes]) in
            var failures: [Int: PluginError] = [:]
            for (index, path) in paths.enumerated() {
                let resolved =
                    path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
                do throws(PluginError) {
                    try self.loadPlugin(at: resolved)
                } catch {
                    failures[index] = error
                }
            }
            return (failures, self.entries.mapValues(\.routes))
        }
        return try loader.load(bytes)
    }

    /// Builds a scene through its module.
    func build(
        _ descriptor: SceneDescriptor, context: SceneContext
    ) throws -> (any SceneViewController, any SceneRouter) {
        guard let entry = entries[descriptor.module] else {
            let known = moduleNames
            throw RegistryError.unknownModule(
                descriptor.module, known: known,
                suggestion: Suggestion.closest(to: descriptor.module, in: known))
        }
        do {
            return try entry.module.build(context)
        } catch {
            throw NavigationError.sceneBuildFailed(
                scene: descriptor.id, module: descriptor.module, reason: String(describing: error))
        }
    }
}

/// What the storyboard loader needs to know of a module's router.
struct ModuleRoutes: Sendable {
    /// The identifiers with a route of their own.
    let identifiers: Set<String>
    /// Whether every segue has a route (``RouteTable/init(routingEverySegue:)``).
    let routesEverySegue: Bool
    /// The inputs and outputs of the module's scenes.
    var interface: SceneInterface = .empty

    func routes(_ identifier: String) -> Bool {
        routesEverySegue || identifiers.contains(identifier)
    }
}
