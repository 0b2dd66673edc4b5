import FoundationEssentials

/// Knows which module builds which scene, and loads storyboards against those modules.
///
/// ```swift
/// let registry = SceneRegistry()
/// try registry.register(ContactListConfigurator.module)
/// try registry.register(ShowContactConfigurator.module)
/// let storyboard = try registry.loadStoryboard(contentsOf: "scenes.json")
/// ```
///
/// Modules register themselves, plugin style: a module hands its ``SceneModule`` to
/// ``register(_:)``. A storyboard loaded through the registry is checked against what is
/// registered: every scene's module must exist and every segue must have a route.
@MainActor public final class SceneRegistry {
    /// A registered module. A class: building a scene looks one up, and copying it would retain
    /// each of its closures and tables.
    final class Entry {
        let module: SceneModule
        let contract: ContractBinding

        init(module: SceneModule, contract: ContractBinding) {
            self.module = module
            self.contract = contract
        }
    }

    var entries: [String: Entry] = [:]
    /// What every registered module offers (those of plugins opened included), computed when it
    /// was registered; the one place their names are checked.
    package internal(set) var catalog = ModuleCatalog()
    var host = PluginHost()
    private var conditions: [String: SceneCondition] = [:]

    /// The names of the actions, in any registered module, that take a secret argument: a line
    /// naming one (or a word close to one) on a scene without it is still shown masked.
    package private(set) var secretActionNames: Set<String> = []

    /// Whether plugins that fail the trust check (a file or folder above it that another user
    /// owns or may write) are loaded anyway (`--allow-insecure-plugins`).
    public var allowsInsecurePlugins: Bool {
        get { host.allowsInsecure }
        set { host.allowsInsecure = newValue }
    }

    /// When opening a plugin writes its manifest beside it: when it is missing or out of date
    /// (the default, what running an app does), or never.
    package var manifestRefresh: PluginHost.ManifestRefresh {
        get { host.manifestRefresh }
        set { host.manifestRefresh = newValue }
    }

    /// Whether loading a storyboard opens the plugins it lists (the default, what running the
    /// app does) or only reads their manifests, running no plugin code.
    public var pluginPolicy = ScenePlugin.Policy.load

    /// The largest storyboard file ``loadStoryboard(contentsOf:)`` reads, in bytes: 32 MiB unless
    /// raised (`scenes --max-storyboard-size MIB`). A larger file is refused unread, so that a
    /// wrong path (a disk image, a log) cannot exhaust memory; loading needs about 4 times the
    /// file's size.
    public var maximumStoryboardSize = StoryboardFile.defaultMaximumSize

    /// Creates an empty registry.
    public init() {}

    /// Registers a module.
    /// - Throws: ``SceneRegistry/RegistrationError`` if the name is taken or not an identifier, or if the module's
    ///   router declares a route identifier, or its ViewController an action name, twice.
    public func register(_ module: SceneModule) throws(SceneRegistry.RegistrationError) {
        if let refusal = catalog.refusal(of: [module.name]) { throw refusal }
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
        catalog.add(
            ModuleOffer(
                module, table: (table.identifiers, table.routesEverySegue, table.writes),
                interface: contract.interface))
        entries[module.name] = Entry(module: module, contract: contract)
    }

    /// Registers a condition that guards may name, for an app that keeps its conditions apart
    /// from its modules (a module registers its own with ``SceneModule/adding(conditions:)``).
    /// - Throws: ``SceneRegistry/RegistrationError`` if the name is taken or not an identifier.
    public func register(condition: SceneCondition) throws(SceneRegistry.RegistrationError) {
        try checkNew([condition])
        conditions[condition.name] = condition
    }

    private func checkNew(_ new: [SceneCondition]) throws(SceneRegistry.RegistrationError) {
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
    public var loadedPlugins: [String] { host.opened.keys.sorted() }

    /// The names of the registered modules, sorted.
    public var moduleNames: [String] { entries.keys.sorted() }

    /// The route identifiers that a module's router registers, sorted; `nil` for an unknown module.
    public func routes(ofModule name: String) -> [String]? {
        catalog[name].map { $0.identifiers.sorted() }
    }

    /// Reads, decodes and validates a storyboard file against the registered modules.
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Throws: ``Storyboard/LoadError`` with every problem found.
    public func loadStoryboard(contentsOf path: String) throws(Storyboard.LoadError) -> Storyboard {
        try loadStoryboard(from: StoryboardFile.read(at: path, limit: maximumStoryboardSize), file: path)
    }

    /// Decodes and validates storyboard JSON against the registered modules.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON text.
    ///   - file: The name used in diagnostics.
    /// - Throws: ``Storyboard/LoadError`` with every problem found.
    public func loadStoryboard(from bytes: consuming [UInt8], file: String) throws(Storyboard.LoadError)
        -> Storyboard
    {
        // One straight line: decode the file, load the plugins it lists, check the whole.
        let declaration = try StoryboardDecoder.decode(bytes, file: file)
        var validator = StoryboardValidator(
            declaration: declaration, bytes: bytes, file: file, modules: catalog)
        // The text is let go (when the caller gave it up, as `loadStoryboard(contentsOf:)`
        // does): checking holds only its declaration and its lines.
        _ = consume bytes
        validator.conditions = Set(conditions.keys)
        if !declaration.plugins.isEmpty {
            let paths = Self.pluginPaths(of: declaration, file: file)
            switch pluginPolicy {
            case .load: validator.apply(load(paths), opened: true)
            case .readManifests: validator.apply(readManifests(paths), opened: false)
            }
        }
        return try validator.validate()
    }

    /// The paths of the plugins a storyboard lists, each relative to the storyboard's folder
    /// unless absolute; split by hand, since NSString's path methods trap on a one-letter name.
    static func pluginPaths(of declaration: StoryboardDeclaration, file: String) -> [String] {
        let folder = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[...$0]) } ?? ""
        return declaration.plugins.map { plugin in
            plugin.path.hasPrefix("/") ? plugin.path : folder + plugin.path
        }
    }

    /// Builds a scene through its module; with its module's contract, found by the same lookup.
    func build(
        _ descriptor: SceneDescriptor, context: SceneContext
    ) throws -> (viewController: any SceneViewController, router: any SceneRouter, contract: ContractBinding)
    {
        guard let entry = entries[descriptor.module] else {
            let known = moduleNames
            throw SceneRegistry.RegistrationError.unknownModule(
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
