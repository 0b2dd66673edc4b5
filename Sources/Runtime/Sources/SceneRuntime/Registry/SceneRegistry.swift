import Foundation

/// Knows which module builds which scene, and loads storyboards against those modules.
///
/// Modules register themselves, plugin style: a module hands its ``SceneModule`` to
/// ``register(_:)``. A storyboard loaded through the registry is checked against what is
/// registered: every scene's module must exist and every segue must have a route.
@MainActor public final class SceneRegistry {
    /// A registered module. A class: building a scene looks one up, and copying it would retain
    /// each of its closures and tables.
    private final class Entry {
        let module: SceneModule
        let routes: ModuleRoutes
        let contract: ContractBinding

        init(module: SceneModule, routes: ModuleRoutes, contract: ContractBinding) {
            self.module = module
            self.routes = routes
            self.contract = contract
        }
    }

    private var entries: [String: Entry] = [:]
    private var plugins: [String: ScenePlugin] = [:]
    private var conditions: [String: SceneCondition] = [:]

    /// The names of the actions, in any registered module, that take a secret argument: a line
    /// naming one (or a word close to one) on a scene without it is still shown masked.
    package private(set) var secretActionNames: Set<String> = []

    /// Whether plugins that fail the trust check (a file or folder above it that another user
    /// owns or may write) are loaded anyway (`--allow-insecure-plugins`).
    public var allowsInsecurePlugins = false

    /// Whether loading a storyboard opens the plugins it lists (the default, what running the
    /// app does) or only reads their manifests, running no plugin code.
    public var pluginPolicy = PluginPolicy.load

    /// The largest storyboard file ``loadStoryboard(contentsOf:)`` reads, in bytes: 32 MiB unless
    /// raised (`scenes --max-storyboard-size MIB`). A larger file is refused unread, so that a
    /// wrong path (a disk image, a log) cannot exhaust memory; loading needs about 4 times the
    /// file's size.
    public var maximumStoryboardSize = StoryboardFile.defaultMaximumSize

    /// Creates an empty registry.
    public init() {}

    /// Registers a module.
    /// - Throws: ``RegistryError`` if the name is taken or not an identifier, or if the module's
    ///   router declares a route identifier, or its ViewController an action name, twice.
    public func register(_ module: SceneModule) throws(RegistryError) {
        guard Names.isIdentifier(module.name) else { throw .invalidModuleName(module.name) }
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
        try checkNew(module.conditions)
        for condition in module.conditions { conditions[condition.name] = condition }
        let actions = module.actionDescriptors()
        secretActionNames.formUnion(actions.filter { !$0.secretArguments.isEmpty }.map(\.name))
        entries[module.name] = Entry(
            module: module,
            routes: ModuleRoutes(
                identifiers: Set(table.identifiers), routesEverySegue: table.routesEverySegue,
                writes: table.writes, interface: contract.interface, actionDescriptors: actions,
                conditions: module.conditions.map(\.name)),
            contract: contract)
    }

    /// Registers a condition that guards may name, for an app that keeps its conditions apart
    /// from its modules (a module registers its own with ``SceneModule/adding(conditions:)``).
    /// - Throws: ``RegistryError`` if the name is taken or not an identifier.
    public func register(condition: SceneCondition) throws(RegistryError) {
        try checkNew([condition])
        conditions[condition.name] = condition
    }

    private func checkNew(_ new: [SceneCondition]) throws(RegistryError) {
        var names = Set<String>()
        for condition in new {
            guard Names.isIdentifier(condition.name) else {
                throw .invalidConditionName(condition.name)
            }
            guard conditions[condition.name] == nil, names.insert(condition.name).inserted else {
                throw .duplicateCondition(condition.name)
            }
        }
    }

    /// The names of the registered conditions, sorted.
    public var conditionNames: [String] { conditions.keys.sorted() }

    /// Whether the condition `name` holds now in `environment`; `nil` if no such condition is
    /// registered.
    public func conditionHolds(_ name: String, in environment: SceneEnvironment) -> Bool? {
        conditions[name]?.holds(in: environment)
    }

    /// Loads a scene plugin, running its code, and registers its modules. Loading a file already
    /// loaded does nothing. The plugin's manifest is written beside it when missing or out of
    /// date, if that folder can be written (a failure to write it is ignored).
    /// - Returns: The names of the plugin's modules.
    /// - Throws: ``PluginError`` naming the file; nothing is registered then.
    @discardableResult
    public func loadPlugin(at path: String) throws(PluginError) -> [String] {
        let plugin = try openPlugin(at: path)
        PluginManifest.refresh(for: plugin, libraryAt: path)
        return plugin.modules.map(\.name)
    }

    /// Loads a scene plugin, running its code, and writes its manifest beside it (the explicit
    /// `scenes manifest`).
    /// - Returns: The manifest's path and what it says.
    /// - Throws: ``PluginError`` naming the file, if it cannot be loaded or its manifest written.
    package func writeManifest(forPluginAt path: String) throws(PluginError) -> (
        file: String, manifest: PluginManifest
    ) {
        let plugin = try openPlugin(at: path)
        let manifest: PluginManifest
        do throws(PluginManifestError) {
            manifest = PluginManifest(plugin: plugin, library: try .of(libraryAt: path))
            return (try manifest.write(forLibrary: path), manifest)
        } catch {
            throw PluginError(.manifestNotWritten(path, error))
        }
    }

    private func openPlugin(at path: String) throws(PluginError) -> ScenePlugin {
        let key = PluginLoader.canonicalPath(path)
        if let loaded = plugins[key] { return loaded }
        let plugin = try PluginLoader.open(path, allowInsecure: allowsInsecurePlugins)
        // A plugin has a few modules: a list is enough, and a first `Set<String>` in the process
        // would cost more than the rest of the check.
        var names: [String] = []
        for module in plugin.modules {
            guard Names.isIdentifier(module.name) else {
                throw PluginError(.module(path, .invalidModuleName(module.name)))
            }
            guard entries[module.name] == nil, !names.contains(module.name) else {
                throw PluginError(.module(path, .duplicateModule(module.name)))
            }
            names.append(module.name)
        }
        for module in plugin.modules {
            do {
                try register(module)
            } catch {
                for registered in plugin.modules.prefix(while: { $0.name != module.name }) {
                    entries[registered.name] = nil
                }
                throw PluginError(.module(path, error))
            }
        }
        plugins[key] = plugin
        return plugin
    }

    /// Names of inputs and outputs that are not identifiers or are declared twice.
    private static func invalidNames(in interface: SceneInterface) -> [String] {
        var invalid: [String] = []
        for names in [interface.inputs.map(\.name), interface.outputs.map(\.name)] {
            var seen = Set<String>()
            for name in names where !Names.isIdentifier(name) || !seen.insert(name).inserted {
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

    /// What the registered module `name` offers, for checks of its routes.
    func moduleRoutes(named name: String) -> ModuleRoutes? {
        entries[name]?.routes
    }

    /// What every registered module offers, by name.
    var allModuleRoutes: [String: ModuleRoutes] { entries.mapValues(\.routes) }

    /// What every module that the storyboard at `path` may name offers, by name: the registered
    /// modules (those of plugins opened included) and, when plugins are only read
    /// (``PluginPolicy/readManifests``), those the manifests of the plugins it lists declare. For
    /// `scenes modules`; a file that cannot be read or decoded adds no plugin's modules.
    package func modulesOffered(toStoryboardAt path: String) -> [String: ModuleRoutes] {
        guard pluginPolicy == .readManifests,
            let bytes = try? StoryboardFile.read(at: path, limit: maximumStoryboardSize),
            let declaration = try? StoryboardDecoder.decode(bytes, file: path), !declaration.plugins.isEmpty
        else { return allModuleRoutes }
        return readManifests(Self.pluginPaths(of: declaration, file: path)).modules
    }

    /// Reads, decodes and validates a storyboard file against the registered modules.
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Throws: ``StoryboardError`` with every problem found.
    public func loadStoryboard(contentsOf path: String) throws(StoryboardError) -> Storyboard {
        try loadStoryboard(from: StoryboardFile.read(at: path, limit: maximumStoryboardSize), file: path)
    }

    /// Decodes and validates storyboard JSON against the registered modules.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The name used in diagnostics.
    /// - Throws: ``StoryboardError`` with every problem found.
    public func loadStoryboard(from bytes: [UInt8], file: String) throws(StoryboardError) -> Storyboard {
        // One straight line: decode the file, load the plugins it lists, check the whole.
        let declaration = try StoryboardDecoder.decode(bytes, file: file)
        var loader = StoryboardLoader(
            declaration: declaration, bytes: bytes, file: file, modules: entries.mapValues(\.routes))
        loader.conditions = Set(conditions.keys)
        if !declaration.plugins.isEmpty {
            let paths = Self.pluginPaths(of: declaration, file: file)
            switch pluginPolicy {
            case .load: loader.apply(load(paths), opened: true)
            case .readManifests: loader.apply(readManifests(paths), opened: false)
            }
        }
        return try loader.validate()
    }

    /// The paths of the plugins a storyboard lists, each relative to the storyboard's folder
    /// unless absolute; split by hand, since NSString's path methods trap on a one-letter name.
    static func pluginPaths(of declaration: StoryboardDeclaration, file: String) -> [String] {
        let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[...$0]) } ?? ""
        return declaration.plugins.map { plugin in
            plugin.path.hasPrefix("/") ? plugin.path : folder + plugin.path
        }
    }

    private func load(_ paths: [String]) -> PluginResolution {
        var resolution = PluginResolution()
        for (index, path) in paths.enumerated() {
            do throws(PluginError) {
                try loadPlugin(at: path)
            } catch {
                resolution.failures[index] = error
            }
        }
        resolution.modules = entries.mapValues(\.routes)
        return resolution
    }

    /// Declares the modules of each plugin from its manifest, opening no library: a plugin that
    /// would be refused before it is opened (a missing file, a FIFO, an untrusted path, another
    /// architecture) or whose modules' names are taken fails as loading it would; one without a
    /// usable manifest is unchecked.
    func readManifests(_ paths: [String]) -> PluginResolution {
        var resolution = PluginResolution(modules: entries.mapValues(\.routes))
        var seen = Set(plugins.keys)
        for (index, path) in paths.enumerated() {
            guard seen.insert(PluginLoader.canonicalPath(path)).inserted else { continue }
            let manifest: PluginManifest
            do throws(PluginError) {
                try PluginLoader.inspect(path, allowInsecure: allowsInsecurePlugins)
            } catch {
                resolution.failures[index] = error
                continue
            }
            // The manifest is trusted by the plugin's own rules: what it says is checked as code.
            let manifestPath = PluginManifest.path(forLibrary: path)
            if !allowsInsecurePlugins, let real = PluginLoader.realPath(manifestPath),
                let insecurity = PluginTrust.insecurity(ofRealPath: real)
            {
                resolution.failures[index] = PluginError(
                    .untrustedManifest(
                        manifestPath,
                        PluginInsecurity(
                            path: insecurity.path, isFolder: insecurity.isFolder, reason: insecurity.reason,
                            realPath: real == manifestPath ? nil : real)))
                continue
            }
            do throws(PluginManifestError) {
                manifest = try PluginManifest.verified(forLibrary: path)
            } catch {
                resolution.unchecked[index] = (path, error)
                continue
            }
            var names = Set<String>()
            let taken = manifest.modules.first {
                !Names.isIdentifier($0.name) || resolution.modules[$0.name] != nil
                    || !names.insert($0.name).inserted
            }
            if let taken {
                resolution.failures[index] = PluginError(
                    .module(
                        path,
                        Names.isIdentifier(taken.name)
                            ? .duplicateModule(taken.name) : .invalidModuleName(taken.name)))
                continue
            }
            for module in manifest.modules {
                resolution.modules[module.name] = ModuleRoutes(
                    identifiers: Set(module.routes), routesEverySegue: module.routesEverySegue,
                    writes: module.routeWrites, interface: module.interface,
                    actionDescriptors: module.actionDescriptors, conditions: module.conditions)
            }
        }
        return resolution
    }

    /// Builds a scene through its module; with its module's contract, found by the same lookup.
    func build(
        _ descriptor: SceneDescriptor, context: SceneContext
    ) throws -> (viewController: any SceneViewController, router: any SceneRouter, contract: ContractBinding)
    {
        guard let entry = entries[descriptor.module] else {
            let known = moduleNames
            throw RegistryError.unknownModule(
                descriptor.module, known: known,
                suggestion: Suggestion.closest(to: descriptor.module, in: known))
        }
        do {
            let (viewController, router) = try entry.module.build(context)
            return (viewController, router, entry.contract)
        } catch {
            throw NavigationError.sceneBuildFailed(
                scene: descriptor.id, module: descriptor.module, reason: String(describing: error))
        }
    }
}

/// What a module offers, as the storyboard loader, `scenes diff` and `scenes modules` know it:
/// from its registration, or from a plugin's manifest.
package struct ModuleRoutes: Sendable {
    /// The identifiers with a route of their own.
    let identifiers: Set<String>
    /// Whether every segue has a route (``RouteTable/init(routingEverySegue:)``).
    let routesEverySegue: Bool
    /// The inputs each route declares it writes (``SceneRouter/routeWrites``), by identifier.
    var writes: [String: [String]] = [:]
    /// The inputs and outputs of the module's scenes.
    package var interface: SceneInterface = .empty
    /// The actions its ViewController declares, in declaration order.
    package var actionDescriptors: [ActionDescriptor] = []
    /// The names of the conditions the module registers (``SceneModule/adding(conditions:)``).
    package var conditions: [String] = []

    /// The names of the actions its ViewController declares.
    var actions: [String] { actionDescriptors.map(\.name) }

    func routes(_ identifier: String) -> Bool {
        routesEverySegue || identifiers.contains(identifier)
    }

    /// Whether segue `identifier` has a route of its own that does not declare what it writes:
    /// what it writes may be lost when its destination is built again. (A route for every
    /// segue, a menu's, passes no data.)
    func writesUndeclared(_ identifier: String) -> Bool {
        identifiers.contains(identifier) && writes[identifier] == nil
    }
}
