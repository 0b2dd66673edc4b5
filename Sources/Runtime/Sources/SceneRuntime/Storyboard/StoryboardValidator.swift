/// Checks a decoded storyboard (``StoryboardDeclaration``) as a graph and against the modules,
/// collecting every problem instead of stopping at the first: duplicate ids, destinations, the
/// initial scene, unwinds, reachability and, when modules are given, modules, routes, actions,
/// contracts and conditions.
///
/// Loading is a straight line that ``SceneRegistry`` runs: ``StoryboardDecoder`` decodes the
/// bytes, the registry loads the plugins listed (``apply(_:opened:)``), then ``validate()``. Ids
/// are interned symbols: destinations resolve to scene indexes through an array, modules and
/// routes are looked up once per module, and no string is hashed per segue.
package struct StoryboardValidator {
    /// The routes of each registered module; `nil` skips module and route checks.
    private var modules: ModuleCatalog?
    /// The conditions guards may name; `nil` skips the check.
    var conditions: Set<String>?
    /// Whether conditions a plugin may register could not be known (plugins listed, not opened).
    private var conditionsIncomplete = false
    /// The plugins, as listed, that were not opened and have no usable manifest.
    private var uncheckedPlugins: (listed: [String], libraries: [String]) = ([], [])
    private let file: String
    private let bytes: [UInt8]
    private var locator: SourceLocator?
    private var declaration: StoryboardDeclaration
    /// The modules the scenes name, resolved once each: by module symbol, an index in
    /// `moduleRoutes`, or `nil` for an unknown module; a symbol not yet resolved has no entry.
    private var moduleBySymbol: [Int: Int?] = [:]
    private var moduleRoutes: [ModuleOffer] = []
    /// The symbols of each module's route identifiers that some id of the file interns.
    private var routeSymbols: [[Int32]] = []
    /// By symbol, the position of the scene with that id among the unique scenes, if any.
    private var sceneBySymbol: [Int?] = []
    /// The positions in the declaration of the scenes kept (the first of each id).
    private var unique: [Int] = []
    /// The ids of the unique scenes prepared for "did you mean", at the first unknown id.
    private var sceneCandidates: Suggestion.Candidates?
    /// The hint found for each unknown scene id asked about so far.
    private var sceneHints: [String: String?] = [:]
    /// Each container among the unique scenes, with the positions of its stacks' roots (-1 for
    /// an unknown root).
    private var containerRoots: [TabMembership.Container] = []
    /// The scenes guards redirect to: a scene reached only so is reached all the same.
    private var redirectTargets: Set<String> = []
    /// Whether an error left the segue graph without part of what the file declares (a scene,
    /// container or segue that could not be read, a segue to no scene): then what can be reached
    /// is not known, and no scene is warned of as unreachable.
    private var graphIsIncomplete = false

    /// How many different unknown scene ids (destinations, the initial scene, redirects) a load
    /// looks for a "did you mean" hint for; later ones are reported without one. Each look-up
    /// passes over every scene id, so that a storyboard whose every destination is unknown is
    /// checked in time linear in its size, not in its size squared.
    static let maximumSceneHints = 100

    /// A loader for `declaration`, decoded from `bytes` (for diagnostics' lines and columns).
    init(declaration: StoryboardDeclaration, bytes: [UInt8], file: String, modules: ModuleCatalog?) {
        self.declaration = declaration
        self.bytes = bytes
        self.file = file
        self.modules = modules
    }

    /// Takes in what became of the plugins the storyboard lists: the modules known afterwards,
    /// and a warning for each plugin that failed or could not be checked.
    mutating func apply(_ result: PluginResolution, opened: Bool) {
        let paths = declaration.plugins
        // The conditions the plugins' modules register, opened or read from their manifests,
        // join those registered before; only a plugin neither opened nor described by a usable
        // manifest leaves them incomplete.
        if !opened && !result.unchecked.isEmpty { conditionsIncomplete = true }
        for module in result.catalog.offers.values { conditions?.formUnion(module.conditions) }
        modules = result.catalog
        for (position, failure) in result.failures.sorted(by: { $0.key < $1.key }) {
            let entry = paths[position]
            report(
                .pluginFailed(entry.path, reason: String(describing: failure)), at: entry.offset,
                StoryboardPath(key: "plugins[\(entry.index)]"))
        }
        for (position, unchecked) in result.unchecked.sorted(by: { $0.key < $1.key }) {
            let entry = paths[position]
            uncheckedPlugins.listed.append(entry.path)
            uncheckedPlugins.libraries.append(unchecked.library)
            report(
                .pluginUnchecked(entry.path, library: unchecked.library, reason: unchecked.problem),
                at: entry.offset,
                StoryboardPath(key: "plugins[\(entry.index)]"))
        }
    }

    /// Checks the graph and the modules.
    /// - Throws: ``Storyboard/LoadError`` with every problem found, if any is an error.
    mutating func validate() throws(Storyboard.LoadError) -> Storyboard {
        checkGraph()
        let all = Self.diagnostics(declaration.problems, file: file, bytes: bytes, locator: locator)
        if all.contains(where: { $0.severity == .error }) {
            throw Storyboard.LoadError(diagnostics: all)
        }
        // Without errors no scene is a duplicate: the declared scenes are the storyboard's.
        return Storyboard(
            version: declaration.version, file: file, initialSceneID: declaration.initial?.id ?? "",
            scenes: declaration.scenes, warnings: all,
            index: SceneIndex(symbols: declaration.symbols, scenes: sceneBySymbol),
            modules: modules?.offers ?? [:])
    }

    // MARK: Graph checks

    private var version: Int { declaration.version }

    private func id(ofScene position: Int) -> String { declaration.scenes[position].id }

    /// The ids of the unique scenes, in declaration order, for suggestions.
    private var uniqueIDs: LazyMapSequence<[Int], String> {
        unique.lazy.map { declaration.scenes[$0].id }
    }

    /// The scene id closest to the unknown `id`, for "did you mean"; `nil` when none is close,
    /// or past ``maximumSceneHints`` different ids.
    private mutating func suggestedSceneID(for id: String) -> String? {
        if let hint = sceneHints[id] { return hint }
        guard sceneHints.count < Self.maximumSceneHints else { return nil }
        let candidates = sceneCandidates ?? Suggestion.Candidates(uniqueIDs)
        sceneCandidates = candidates
        let hint = Suggestion.closest(to: id, in: candidates)
        sceneHints[id] = .some(hint)
        return hint
    }

    private mutating func checkGraph() {
        graphIsIncomplete = declaration.problems.contains { $0.problem.severity == .error }
        let facts = declaration.sceneFacts
        sceneBySymbol = [Int?](repeating: nil, count: declaration.symbols.count)
        unique.reserveCapacity(facts.count)
        for (position, scene) in facts.enumerated() {
            if let first = sceneBySymbol[Int(scene.id)] {
                let firstLine = line(of: facts[unique[first]].idOffset)
                graphIsIncomplete = true
                report(
                    .duplicateSceneID(id(ofScene: position), firstLine: firstLine), at: scene.idOffset,
                    .scene(scene.index).appending("id"))
            } else {
                sceneBySymbol[Int(scene.id)] = unique.count
                unique.append(position)
            }
        }
        var graph = SegueGraph(sceneCount: unique.count, segueCount: declaration.segueFacts.count)
        var passed = [Set<String>](repeating: [], count: version >= 2 ? unique.count : 0)
        for position in unique {
            checkSegues(of: position, graph: &graph)
            if version >= 2 { checkContracts(of: position, passed: &passed) }
        }
        let initial = declaration.initial
        let symbol = initial.flatMap { declaration.symbols.symbol(of: $0.id) }
        let start = symbol.flatMap { sceneBySymbol[Int($0)] }
        if let initial, start == nil {
            let suggestion = suggestedSceneID(for: initial.id)
            report(
                .unknownInitialScene(initial.id, suggestion: suggestion), at: initial.offset,
                .root.appending("initial"))
        }
        checkNesting()
        checkNestingThroughSegues(graph: graph)
        let tabs = TabMembership(graph: graph, containers: containerRoots)
        checkSegueTabs(graph: graph, tabs: tabs)
        checkUnwinds(graph: graph, tabs: tabs)
        if let initial, let start {
            checkReachability(from: start, graph: graph)
            checkSegueTabsOnEveryWay(from: start, graph: graph)
            checkUnwindPaths(from: start, graph: graph)
            if version >= 2, let interface = interface(of: unique[start]) {
                for input in interface.inputs where input.isRequired {
                    report(
                        .requiredInputOfInitialScene(input.name, type: input.type, scene: initial.id),
                        at: initial.offset, .root.appending("initial"))
                }
            }
        }
        if version >= 2 { checkUnpassedInputs(passed: passed) }
        checkUnusedRoutes()
    }

    /// The index in `moduleRoutes` of the module a scene names; `nil` when modules are not
    /// checked, the scene's module is invalid or unknown.
    private mutating func module(ofScene position: Int) -> Int? {
        let symbol = Int(declaration.sceneFacts[position].module)
        guard let modules, symbol >= 0 else { return nil }
        if let resolved = moduleBySymbol[symbol] { return resolved }
        var index: Int?
        if let routes = modules[declaration.symbols.names[symbol]] {
            index = moduleRoutes.count
            moduleRoutes.append(routes)
            routeSymbols.append(routes.identifiers.compactMap { declaration.symbols.symbol(of: $0) })
        }
        moduleBySymbol[symbol] = .some(index)
        return index
    }

    /// Whether the module at `index` routes the segue whose id is `symbol`.
    private func routes(_ index: Int, segue symbol: Int32) -> Bool {
        moduleRoutes[index].routesEverySegue || routeSymbols[index].contains(symbol)
    }

    /// Checks what the route of `segue`, a route of its own, declares it writes: each an input of
    /// its destination; and, in version 2, that it declares it (else a link loses what it writes).
    private mutating func checkRouteWrites(
        of segue: SegueDescriptor, from scene: SceneDescriptor, module: Int, into target: Int?,
        at fact: StoryboardDeclaration.Segue, _ path: StoryboardPath
    ) {
        guard let writes = moduleRoutes[module].routeWrites[segue.id] else {
            if version >= 2 {
                report(
                    .undeclaredRouteWrites(
                        segue: segue.id, scene: scene.id, destination: segue.destination,
                        module: moduleRoutes[module].name),
                    at: fact.idOffset, path.appending("id"))
            }
            return
        }
        guard let target, let interface = interface(of: unique[target]) else { return }
        let inputs = interface.inputs.map(\.name)
        for input in writes where !inputs.contains(input) {
            report(
                .unknownRouteWrite(
                    input, segue: segue.id, destination: segue.destination, inputs: inputs,
                    suggestion: Suggestion.closest(to: input, in: inputs)),
                at: fact.idOffset, path.appending("id"))
        }
    }

    private mutating func checkSegues(of position: Int, graph: inout SegueGraph) {
        let fact = declaration.sceneFacts[position]
        let scene = declaration.scenes[position]
        let scenePath = StoryboardPath.scene(fact.index)
        let module = module(ofScene: position)
        if let modules, fact.module >= 0, module == nil {
            if !uncheckedPlugins.listed.isEmpty {
                report(
                    .uncheckedScene(
                        scene.id, module: scene.module, plugins: uncheckedPlugins.listed,
                        libraries: uncheckedPlugins.libraries),
                    at: fact.moduleOffset, scenePath.appending("module"))
            } else {
                let known = modules.names
                report(
                    .unknownModule(
                        scene.module, known: known,
                        suggestion: Suggestion.closest(to: scene.module, in: known)),
                    at: fact.moduleOffset, scenePath.appending("module"))
            }
        }
        if fact.guards >= 0 { checkGuards(declaration.guards[Int(fact.guards)]) }
        let start = Int(fact.segueStart)
        var firstBySymbol: [Int32: Int] = [:]
        for position in 0..<Int(fact.segueCount) {
            let segueFact = declaration.segueFacts[start + position]
            let segue = scene.segues[position]
            let path = StoryboardPath.segue(Int(segueFact.index), ofScene: fact.index)
            if let first = firstSegue(withID: segueFact.id, at: start + position, in: &firstBySymbol) {
                graphIsIncomplete = true
                report(
                    .duplicateSegueID(
                        segue.id, scene: scene.id, firstLine: line(of: declaration.segueFacts[first].idOffset)
                    ),
                    at: segueFact.idOffset, path.appending("id"))
                continue
            }
            let target = sceneBySymbol[Int(segueFact.destination)]
            graph.addEdge(
                to: target.map { Int32($0) } ?? -1, style: segue.style, segue: position, tab: segue.tab)
            if target == nil {
                graphIsIncomplete = true
                let suggestion = suggestedSceneID(for: segue.destination)
                report(
                    .unknownDestination(
                        segue: segue.id, destination: segue.destination, suggestion: suggestion),
                    at: segueFact.destinationOffset, path.appending("to"))
            }
            if version < 2, let module, !routes(module, segue: segueFact.id) {
                let sorted = moduleRoutes[module].identifiers.sorted()
                report(
                    .missingRoute(
                        segue: segue.id, scene: scene.id, module: scene.module, routes: sorted,
                        suggestion: Suggestion.closest(to: segue.id, in: sorted)),
                    at: segueFact.idOffset, path.appending("id"))
            }
            if let module, routeSymbols[module].contains(segueFact.id) {
                checkRouteWrites(
                    of: segue, from: scene, module: module, into: target, at: segueFact, path)
            }
            guard segueFact.extra >= 0 else { continue }
            let extras = declaration.extras[Int(segueFact.extra)]
            if let action = segue.action, let module, let offset = extras.actionOffset,
                !moduleRoutes[module].actions.contains(action)
            {
                let actions = moduleRoutes[module].actions
                report(
                    .unknownPerformingAction(
                        action, segue: segue.id, scene: scene.id, actions: actions,
                        suggestion: Suggestion.closest(to: action, in: actions)),
                    at: offset, path.appending("action"))
            }
            if !extras.guards.isEmpty { checkGuards(extras.guards) }
        }
        if fact.container >= 0, let container = scene.container {
            checkContainer(
                container, declared: declaration.containers[Int(fact.container)], of: position, graph: &graph)
        }
        graph.endScene()
    }

    /// Checks a container's stacks (their roots exist, what the tabs pass their roots) and adds
    /// an edge from the container to each root, as a push: a root is shown above its container.
    private mutating func checkContainer(
        _ container: SceneDescriptor.Container, declared: StoryboardDeclaration.DeclaredContainer,
        of position: Int,
        graph: inout SegueGraph
    ) {
        let sceneID = declaration.scenes[position].id
        var roots: [Int32] = []
        for (stack, facts) in zip(container.stacks, declared.stacks) {
            if !facts.guards.isEmpty { checkGuards(facts.guards) }
            guard let root = scene(withID: stack.root) else {
                roots.append(-1)
                graph.addEdge(to: -1, style: .push, segue: -1)
                report(
                    .unknownTabRoot(stack.root, tab: stack.id, suggestion: suggestedSceneID(for: stack.root)),
                    at: facts.rootOffset, facts.path.appending((facts.path.key ?? "") + ".root"))
                continue
            }
            roots.append(Int32(root))
            graph.addEdge(to: Int32(root), style: .push, segue: -1)
            guard version >= 2, let interface = interface(of: unique[root]) else { continue }
            let asSegue = SegueDescriptor(
                id: stack.id, source: sceneID, destination: stack.root, style: .push, passes: stack.passes)
            for pass in facts.passes {
                checkPass(
                    pass, of: asSegue, path: facts.path, from: sceneID, source: .empty, into: interface,
                    isTab: true)
            }
            guard let named = facts.named else { continue }
            for input in interface.inputs where input.isRequired && !named.contains(input.name) {
                report(
                    .missingTabInput(input.name, type: input.type, tab: stack.id, scene: stack.root),
                    at: facts.passOffset ?? facts.rootOffset,
                    facts.path.appending(
                        (facts.path.key ?? "") + (facts.passOffset == nil ? ".root" : ".pass")))
            }
        }
        containerRoots.append(
            TabMembership.Container(
                scene: sceneBySymbol[Int(declaration.sceneFacts[position].id)] ?? -1, roots: roots,
                tabs: container.stacks.map(\.id)))
    }

    /// Containers whose stacks' roots are containers nest; past the limit (or in a cycle, a
    /// container inside itself) is an error, reported once on the outermost container.
    private mutating func checkNesting() {
        guard !containerRoots.isEmpty else { return }
        var byScene: [Int: Int] = [:]
        for (index, container) in containerRoots.enumerated() { byScene[container.scene] = index }
        // The depth of each container: 1, plus the deepest container among its roots; a
        // container still being measured is in a cycle, deeper than any limit.
        var depths = [Int](repeating: 0, count: containerRoots.count)
        let limit = SceneDescriptor.Container.maximumNesting
        func depth(_ index: Int) -> Int {
            if depths[index] != 0 { return depths[index] < 0 ? limit + 1 : depths[index] }
            depths[index] = -1
            var deepest = 0
            for root in containerRoots[index].roots where root >= 0 {
                if let inner = byScene[Int(root)] { deepest = max(deepest, depth(inner)) }
                if deepest > limit { break }
            }
            depths[index] = min(deepest + 1, limit + 1)
            return depths[index]
        }
        var inner: Set<Int> = []
        for container in containerRoots {
            for root in container.roots where root >= 0 && byScene[Int(root)] != nil {
                inner.insert(Int(root))
            }
        }
        for (index, container) in containerRoots.enumerated() where depth(index) > limit {
            // Report the outermost only: a container no other holds, or one in a cycle.
            guard !inner.contains(container.scene) || depths[index] > limit && isInCycle(index, byScene)
            else {
                continue
            }
            let fact = declaration.sceneFacts[unique[container.scene]]
            report(
                .containerTooDeep(id(ofScene: unique[container.scene]), limit: limit), at: fact.idOffset,
                .scene(fact.index).appending("container"))
        }
    }

    /// A container that a segue shows in another container's stack nests in it as a tab's root
    /// does: a segue that nests containers past the limit (or a container inside itself) is
    /// warned of, at the segue, since navigation refuses it there. Nesting through tabs' roots
    /// alone is ``checkNesting()``'s error.
    private mutating func checkNestingThroughSegues(graph: SegueGraph) {
        guard !containerRoots.isEmpty else { return }
        var byScene: [Int: Int] = [:]
        for (index, container) in containerRoots.enumerated() { byScene[container.scene] = index }
        // The containers each container's stacks show: by a tab's root (no edge), or by a segue
        // of a scene in its stacks (the edge); the walk stops at a container, which holds its own.
        var holds: [[(inner: Int, source: Int, edge: Int?)]] = []
        for container in containerRoots {
            var held: [(inner: Int, source: Int, edge: Int?)] = []
            var seen: Set<Int> = []
            var pending: [Int] = []
            for root in container.roots where root >= 0 {
                if let inner = byScene[Int(root)] {
                    held.append((inner, container.scene, nil))
                } else if seen.insert(Int(root)).inserted {
                    pending.append(Int(root))
                }
            }
            while let scene = pending.popLast() {
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0 else { continue }
                    if let inner = byScene[next] {
                        held.append((inner, scene, edge))
                    } else if seen.insert(next).inserted {
                        pending.append(next)
                    }
                }
            }
            holds.append(held)
        }
        // Each container's depth, capped one past the limit (a cycle reaches the cap): through
        // roots and segues, and through roots alone.
        let limit = SceneDescriptor.Container.maximumNesting
        func depths(following follows: (Int?) -> Bool) -> [Int] {
            var depths = [Int](repeating: 1, count: holds.count)
            for _ in 0..<limit {
                depths = holds.map { held in
                    var deepest = 0
                    for (inner, _, edge) in held where follows(edge) { deepest = max(deepest, depths[inner]) }
                    return min(limit + 1, 1 + deepest)
                }
            }
            return depths
        }
        let all = depths { _ in true }
        let byRoots = depths { $0 == nil }
        var reported: Set<Int> = []
        for (outer, held) in holds.enumerated() {
            for (inner, source, edge) in held {
                guard let edge, containerRoots[outer].scene >= 0, 1 + all[inner] > limit,
                    byRoots[inner] <= limit,
                    reported.insert(edge).inserted
                else { continue }
                let position = Int(graph.segues[edge])
                let fact = declaration.sceneFacts[unique[source]]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    .segueNestsTooDeep(
                        segue: declaration.scenes[unique[source]].segues[position].id,
                        container: id(ofScene: unique[containerRoots[inner].scene]),
                        inside: id(ofScene: unique[containerRoots[outer].scene]), limit: limit),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// Whether the container at `index` holds itself through its stacks' roots.
    private func isInCycle(_ index: Int, _ byScene: [Int: Int]) -> Bool {
        var seen: Set<Int> = []
        var pending = [index]
        while let current = pending.popLast() {
            for root in containerRoots[current].roots where root >= 0 {
                guard let inner = byScene[Int(root)] else { continue }
                if inner == index { return true }
                if seen.insert(inner).inserted { pending.append(inner) }
            }
        }
        return false
    }

    /// Segues into a tab (`tab`) must leave a scene in a container that has that tab.
    private mutating func checkSegueTabs(graph: SegueGraph, tabs: TabMembership) {
        for (position, declared) in unique.enumerated() {
            let fact = declaration.sceneFacts[declared]
            let scene = declaration.scenes[declared]
            for (index, segue) in scene.segues.enumerated() {
                // An unwind with a tab is the decoder's error.
                guard let tab = segue.tab, segue.style != .unwind else { continue }
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + index]
                let holders = tabs.containers(holding: position)
                guard !holders.contains(where: { $0.tabs.contains(tab) }) else { continue }
                let ids = holders.last?.tabs ?? []
                let offset = tabOffset(of: segueFact)
                report(
                    .unknownSegueTab(
                        tab, segue: segue.id, scene: scene.id, tabs: ids,
                        suggestion: Suggestion.closest(to: tab, in: ids)),
                    at: offset, .segue(Int(segueFact.index), ofScene: fact.index).appending("tab"))
            }
        }
    }

    /// Warns of a segue into a tab from a scene that some way from the initial scene reaches
    /// outside every container with that tab: there the tab is not found, so the segue (and the
    /// action that performs it) cannot be taken. One walk of the graph per tab named, while that
    /// stays within a budget linear in the storyboard's size.
    private mutating func checkSegueTabsOnEveryWay(from start: Int, graph: SegueGraph) {
        guard !graphIsIncomplete else { return }
        var segues: [String: [(source: Int, index: Int)]] = [:]
        for (position, declared) in unique.enumerated() {
            for (index, segue) in declaration.scenes[declared].segues.enumerated()
            where segue.style != .unwind {
                if let tab = segue.tab { segues[tab, default: []].append((position, index)) }
            }
        }
        let containers = Dictionary(
            containerRoots.filter { $0.scene >= 0 }.map { ($0.scene, $0.tabs) },
            uniquingKeysWith: { first, _ in first })
        let walk = graph.sceneCount + graph.targets.count + 1
        var budget = max(4_000_000, 8 * walk)
        for (tab, sources) in segues.sorted(by: { $0.key < $1.key }) {
            guard budget >= walk else { break }
            budget -= walk
            // The scenes reached without entering a container that has the tab, and from where.
            var from = [Int](repeating: -2, count: graph.sceneCount)
            from[start] = -1
            var pending = [start]
            while let scene = pending.popLast() {
                if containers[scene]?.contains(tab) == true { continue }
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0, from[next] == -2 else { continue }
                    from[next] = scene
                    pending.append(next)
                }
            }
            for (source, index) in sources where from[source] != -2 {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + index]
                let offset = tabOffset(of: segueFact)
                report(
                    .segueTabNotEverywhere(
                        tab, segue: scene.segues[index].id, scene: scene.id,
                        via: from[source] >= 0 ? id(ofScene: unique[from[source]]) : nil),
                    at: offset, .segue(Int(segueFact.index), ofScene: fact.index).appending("tab"))
            }
        }
    }

    /// The position in the segue facts of the first segue of a scene with the id `symbol`, if
    /// one came before; otherwise records `position` in `table` as the first with that id.
    private func firstSegue(withID symbol: Int32, at position: Int, in table: inout [Int32: Int]) -> Int? {
        if let first = table[symbol] { return first }
        table[symbol] = position
        return nil
    }

    /// The position among the unique scenes of the scene with id `id`.
    private func scene(withID id: String) -> Int? {
        guard let symbol = declaration.symbols.symbol(of: id) else { return nil }
        return sceneBySymbol[Int(symbol)]
    }

    /// Checks that the conditions guards name are registered and that redirects lead to scenes.
    private mutating func checkGuards(_ guards: [StoryboardDeclaration.DeclaredGuard]) {
        for declared in guards {
            if let conditions, !conditions.contains(declared.declared.condition) {
                let known = conditions.sorted()
                report(
                    conditionsIncomplete
                        ? .uncheckedCondition(declared.declared.condition)
                        : .unknownCondition(
                            declared.declared.condition, known: known,
                            suggestion: Suggestion.closest(to: declared.declared.condition, in: known)),
                    at: declared.conditionOffset, declared.path("condition"))
            }
            if case .redirect(let target) = declared.declared.otherwise { redirectTargets.insert(target) }
            if case .redirect(let target) = declared.declared.otherwise, scene(withID: target) == nil,
                let offset = declared.redirectOffset
            {
                let suggestion = suggestedSceneID(for: target)
                report(
                    .unknownRedirect(target, suggestion: suggestion), at: offset, declared.path("redirect"))
            }
        }
    }

    /// The interface of a scene's module, when modules are checked and the module is known.
    private mutating func interface(of position: Int) -> SceneInterface? {
        module(ofScene: position).map { moduleRoutes[$0].interface }
    }

    /// Checks what each segue of a scene passes against the inputs of its destination and the
    /// outputs of the scene, and notes in `passed` which inputs of each scene some segue passes.
    private mutating func checkContracts(of position: Int, passed: inout [Set<String>]) {
        let fact = declaration.sceneFacts[position]
        let scene = declaration.scenes[position]
        let source = interface(of: position)
        let start = Int(fact.segueStart)
        for index in 0..<Int(fact.segueCount) {
            let segueFact = declaration.segueFacts[start + index]
            guard let target = sceneBySymbol[Int(segueFact.destination)] else { continue }
            let extras = segueFact.extra >= 0 ? declaration.extras[Int(segueFact.extra)] : nil
            let passes = extras?.passes ?? []
            for pass in passes { passed[target].insert(pass.input) }
            guard let destination = interface(of: unique[target]) else { continue }
            let segue = scene.segues[index]
            let path = StoryboardPath.segue(Int(segueFact.index), ofScene: fact.index)
            for pass in passes {
                checkPass(pass, of: segue, path: path, from: scene.id, source: source, into: destination)
            }
            let named = extras == nil ? [] : extras?.named
            guard segue.style != .unwind, let named else { continue }
            let passOffset = extras?.passOffset
            for input in destination.inputs where input.isRequired && !named.contains(input.name) {
                report(
                    .missingInput(input.name, type: input.type, segue: segue.id, scene: segue.destination),
                    at: passOffset ?? segueFact.destinationOffset,
                    path.appending(passOffset == nil ? "to" : "pass"))
            }
        }
    }

    private mutating func checkPass(
        _ pass: StoryboardDeclaration.DeclaredPass, of segue: SegueDescriptor, path: StoryboardPath,
        from sourceID: String,
        source: SceneInterface?, into destination: SceneInterface, isTab: Bool = false
    ) {
        // A tab's path names the tab in its key: the pass is inside it.
        let prefix = path.key.map { $0 + "." } ?? ""
        let entryPath = path.appending(prefix + "pass.\(pass.input)")
        guard let input = destination.input(named: pass.input) else {
            let names = destination.inputs.map(\.name)
            let suggestion = Suggestion.closest(to: pass.input, in: names)
            report(
                isTab
                    ? .unknownTabInput(
                        pass.input, tab: segue.id, scene: segue.destination, inputs: names,
                        suggestion: suggestion)
                    : segue.style == .unwind
                        ? .unwindResultNotAccepted(
                            pass.input, segue: segue.id, scene: segue.destination, inputs: names,
                            suggestion: suggestion)
                        : .unknownInput(
                            pass.input, segue: segue.id, scene: segue.destination, inputs: names,
                            suggestion: suggestion),
                at: pass.inputOffset, entryPath)
            return
        }
        switch pass.source {
        case .value(let constant):
            if constant.converted(to: input.type) == nil {
                report(
                    .constantMismatch(input.name, type: input.type, constant: constant.json),
                    at: pass.sourceOffset, entryPath.appending(prefix + "pass.\(pass.input).value"))
            }
        case .output(let name):
            let outputPath = entryPath.appending(prefix + "pass.\(pass.input).from")
            if isTab {
                report(
                    .tabPassFromOutput(pass.input, output: name, tab: segue.id), at: pass.sourceOffset,
                    outputPath)
                return
            }
            guard let source else { return }
            guard let output = source.output(named: name) else {
                let names = source.outputs.map(\.name)
                report(
                    .unknownOutput(
                        name, segue: segue.id, scene: sourceID, outputs: names,
                        suggestion: Suggestion.closest(to: name, in: names)),
                    at: pass.sourceOffset, outputPath)
                return
            }
            if output.type != input.type {
                report(
                    .typeMismatch(
                        input: input.name, inputType: input.type, output: name, outputType: output.type,
                        segue: segue.id),
                    at: pass.sourceOffset, outputPath)
            }
        }
    }

    /// Warns of optional inputs without a default that no segue passes (required ones are errors
    /// where missing; a default says the module expects to go without).
    private mutating func checkUnpassedInputs(passed: [Set<String>]) {
        for (position, declared) in unique.enumerated() {
            guard let interface = interface(of: declared) else { continue }
            let unpassed = interface.inputs.filter {
                !$0.isRequired && $0.defaultValue == nil && !passed[position].contains($0.name)
            }
            guard !unpassed.isEmpty else { continue }
            let fact = declaration.sceneFacts[declared]
            report(
                .inputsNeverPassed(unpassed.map(\.name), scene: id(ofScene: declared)), at: fact.moduleOffset,
                .scene(fact.index).appending("module"))
        }
    }

    /// An unwind from S to T is possible only if T can be below S on the stack, that is, if a
    /// chain of push and modal segues leads from T to S. A direct segue from T to S (the common
    /// case) settles it at once; the others are grouped by destination so that each destination
    /// is searched once.
    private mutating func checkUnwinds(graph: SegueGraph, tabs: TabMembership) {
        var unwindsByTarget: [Int: [(source: Int, segue: Int)]] = [:]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.styles[edge] == .unwind {
                let target = Int(graph.targets[edge])
                guard target >= 0, !graph.hasForwardEdge(from: target, to: source) else { continue }
                unwindsByTarget[target, default: []].append((source, Int(graph.segues[edge])))
            }
        }
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            let above = graph.reachable(from: target, includingStart: false) {
                (graph.styles[$0] == .push || graph.styles[$0] == .modal) && !graph.crosses($0)
            }
            for (source, position) in unwinds where !above[source] {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segue = scene.segues[position]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    tabs.inSiblingTabs(source, target)
                        ? .unwindAcrossTabs(segue: segue.id, source: scene.id, destination: segue.destination)
                        : .impossibleUnwind(
                            segue: segue.id, source: scene.id, destination: segue.destination),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// An unwind from S to T that is possible (T can be below S) may still fail on some way to S:
    /// a stack starts at a root (the initial scene, a replace segue's destination, a tab's root, a
    /// segue into a tab), and a chain of push and modal segues from a root other than T that
    /// reaches S without passing T leaves T off the stack. Each such unwind is warned of once,
    /// naming one root it is reached from. One search per destination of an unwind.
    private mutating func checkUnwindPaths(from start: Int, graph: SegueGraph) {
        var plainRoots: Set<Int> = [start]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.targets[edge] >= 0 {
                if graph.styles[edge] == .replace || graph.crosses(edge) {
                    plainRoots.insert(Int(graph.targets[edge]))
                }
            }
        }
        let tabRoots = Self.containersBelow(tabRootsOf: containerRoots)
        let orderedRoots = plainRoots.union(tabRoots.keys).sorted()
        /// Whether the stacks a root starts always have `target` below them: a tab's root has its
        /// container, and the containers that one is a tab's root of, under it.
        func isAlwaysAbove(_ root: Int, _ target: Int) -> Bool {
            !plainRoots.contains(root) && tabRoots[root]?.contains(target) == true
        }
        var unwindsByTarget: [Int: [(source: Int, segue: Int)]] = [:]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source)
            where graph.styles[edge] == .unwind && graph.targets[edge] >= 0 {
                unwindsByTarget[Int(graph.targets[edge]), default: []].append(
                    (source, Int(graph.segues[edge])))
            }
        }
        func forward(_ edge: Int) -> Bool {
            (graph.styles[edge] == .push || graph.styles[edge] == .modal) && !graph.crosses(edge)
        }
        // Each target costs two walks of the graph: the targets are checked while that stays within
        // a budget linear in the storyboard's size (every target of an app's storyboard; the
        // first few of a huge generated one), so that loading never goes quadratic.
        let walk = 2 * (graph.sceneCount + graph.targets.count) + 1
        var budget = max(4_000_000, 32 * walk)
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            guard budget >= walk else { break }
            budget -= walk
            let above = graph.reachable(from: target, includingStart: false, following: forward)
            // From each root but the target, the scenes reached without passing the target.
            var reachedFrom = [Int](repeating: -1, count: graph.sceneCount)
            for root in orderedRoots
            where root != target && reachedFrom[root] < 0 && !isAlwaysAbove(root, target) {
                var pending = [root]
                reachedFrom[root] = root
                while let scene = pending.popLast() {
                    for edge in graph.edges(of: scene) where forward(edge) {
                        let next = Int(graph.targets[edge])
                        guard next >= 0, next != target, reachedFrom[next] < 0 else { continue }
                        reachedFrom[next] = root
                        pending.append(next)
                    }
                }
            }
            for (source, position) in unwinds where above[source] && reachedFrom[source] >= 0 {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segue = scene.segues[position]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    .unwindNotAlwaysPossible(
                        segue: segue.id, source: scene.id, destination: segue.destination,
                        via: id(ofScene: unique[reachedFrom[source]])),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// For each scene that starts a stack of a container, the containers always below it: its
    /// container, and the one that container starts a stack of, and so on; for a scene that starts
    /// stacks of several containers, those below it in all of them.
    private static func containersBelow(tabRootsOf containers: [TabMembership.Container]) -> [Int: Set<Int>] {
        var parents: [Int: Set<Int>] = [:]
        for container in containers where container.scene >= 0 {
            for root in container.roots where root >= 0 {
                parents[Int(root), default: []].insert(container.scene)
            }
        }
        var below: [Int: Set<Int>] = [:]
        for (root, containersOfRoot) in parents {
            var common: Set<Int>?
            for container in containersOfRoot {
                // The container and those it is the only root of, up the nesting (at most 3 deep,
                // a cycle stops where it started).
                var chain: Set<Int> = [container]
                var current = container
                while let up = parents[current], up.count == 1, let next = up.first,
                    chain.insert(next).inserted
                {
                    current = next
                }
                common = common.map { $0.intersection(chain) } ?? chain
            }
            below[root] = common ?? []
        }
        return below
    }

    private mutating func checkReachability(from start: Int, graph: SegueGraph) {
        // A container or segue that could not be read leads nowhere, and every scene behind it
        // would be warned of too (a duplicated tab id gave 13 warnings under its one error). One
        // mistake, one message.
        guard !graphIsIncomplete else { return }
        var visited = graph.reachable(from: start, includingStart: true) { graph.styles[$0] != .unwind }
        // A guard's redirect presents its scene where the guard is met (its segue's source, its
        // scene's way in, its tab's container): the scene is reached with the guard's owner, and
        // so is what it leads to.
        var pending = redirectTargets.isEmpty ? [] : visited.indices.filter { visited[$0] }
        var targets: [String] = []
        while let position = pending.popLast() {
            redirects(ofScene: unique[position], into: &targets)
            for target in targets {
                guard let next = scene(withID: target), !visited[next] else { continue }
                visited[next] = true
                pending.append(next)
                var walk = [next]
                while let from = walk.popLast() {
                    for edge in graph.edges(of: from) where graph.styles[edge] != .unwind {
                        let reached = Int(graph.targets[edge])
                        guard reached >= 0, !visited[reached] else { continue }
                        visited[reached] = true
                        pending.append(reached)
                        walk.append(reached)
                    }
                }
            }
        }
        for (position, declared) in unique.enumerated() where !visited[position] {
            let fact = declaration.sceneFacts[declared]
            report(
                .unreachableScene(id(ofScene: declared)), at: fact.idOffset,
                .scene(fact.index).appending("id"))
        }
    }

    /// The scenes the guards of the scene declared at `index` redirect to (its own, its segues',
    /// its tabs'), read in place, into `targets`.
    private func redirects(ofScene index: Int, into targets: inout [String]) {
        targets.removeAll(keepingCapacity: true)
        func add(_ guards: [Storyboard.Guard]) {
            for check in guards {
                if case .redirect(let target) = check.otherwise { targets.append(target) }
            }
        }
        add(declaration.scenes[index].guards)
        for segue in declaration.scenes[index].segues.indices {
            add(declaration.scenes[index].segues[segue].guards)
        }
        for stack in declaration.scenes[index].container?.stacks.indices ?? 0..<0 {
            add(declaration.scenes[index].container?.stacks[stack].guards ?? [])
        }
    }

    /// Routes that no segue of their module's scenes uses. Each module's routes shrink as segues
    /// use them; a module whose routes are all used costs one array check per scene after.
    private mutating func checkUnusedRoutes() {
        guard modules != nil else { return }
        var firstScene: [Int] = []
        var remaining: [[Int32]] = []
        for declared in unique {
            guard let module = module(ofScene: declared) else { continue }
            while firstScene.count <= module {
                firstScene.append(-1)
                remaining.append([])
            }
            if firstScene[module] < 0 {
                firstScene[module] = declared
                remaining[module] = routeSymbols[module]
            }
            guard !remaining[module].isEmpty else { continue }
            let fact = declaration.sceneFacts[declared]
            let start = Int(fact.segueStart)
            for position in start..<start + Int(fact.segueCount) {
                let symbol = declaration.segueFacts[position].id
                if let found = remaining[module].firstIndex(of: symbol) {
                    remaining[module].remove(at: found)
                }
            }
        }
        let order = firstScene.indices.filter { firstScene[$0] >= 0 }.sorted {
            moduleRoutes[$0].name < moduleRoutes[$1].name
        }
        for module in order {
            let fact = declaration.sceneFacts[firstScene[module]]
            let used = Set(routeSymbols[module]).subtracting(remaining[module])
            let unused = moduleRoutes[module].identifiers.filter {
                declaration.symbols.symbol(of: $0).map { !used.contains($0) } ?? true
            }
            for route in unused.sorted() {
                report(
                    .unusedRoute(route, module: moduleRoutes[module].name), at: fact.moduleOffset,
                    .scene(fact.index).appending("module"))
            }
        }
    }

    // MARK: Diagnostics

    /// Where a segue's `tab` is in the file, for a problem with it: its value, or the segue's id
    /// when the value's place was not kept.
    private func tabOffset(of segue: StoryboardDeclaration.Segue) -> Int {
        segue.extra >= 0 ? declaration.extras[Int(segue.extra)].tabOffset ?? segue.idOffset : segue.idOffset
    }

    private mutating func report(_ problem: StoryboardProblem, at offset: Int, _ path: StoryboardPath) {
        declaration.problems.append((offset, path, problem))
    }

    private mutating func line(of offset: Int) -> Int {
        if let locator { return locator.location(of: offset).line }
        let made = SourceLocator(bytes: bytes)
        locator = made
        return made.location(of: offset).line
    }

    /// The problems as diagnostics, in the order they appear in the file (in the order found
    /// for problems at one offset).
    static func diagnostics(
        _ problems: [StoryboardDeclaration.Problem], file: String, bytes: [UInt8],
        locator: SourceLocator? = nil
    ) -> [Storyboard.Diagnostic] {
        guard !problems.isEmpty else { return [] }
        let locator = locator ?? SourceLocator(bytes: bytes)
        return problems.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { _, entry in
                let (line, column) = locator.location(of: entry.offset)
                return Storyboard.Diagnostic(
                    problem: entry.problem, file: file, line: line, column: column,
                    path: entry.path.description)
            }
    }
}

/// Which tab of which container each scene can be shown in: the scenes reached from a tab's
/// root by segues that build (not unwinds), a segue into another tab (`tab`) leading into that
/// tab's stack. A scene reached from several tabs is in each.
private struct TabMembership {
    /// A container among the unique scenes: its position, its stacks' roots (-1 for an unknown
    /// one) and its stacks' ids.
    struct Container {
        var scene: Int
        var roots: [Int32]
        var tabs: [String]
    }

    private let containers: [Container]
    /// By scene, the (container, tab) pairs it is in, as positions in `containers` and tabs.
    private var membership: [Int: [(container: Int, tab: Int)]] = [:]

    init(graph: SegueGraph, containers: [Container]) {
        self.containers = containers
        for (index, container) in containers.enumerated() {
            var seen: Set<Int> = []
            var pending: [(scene: Int, tab: Int)] = []
            for (tab, root) in container.roots.enumerated() where root >= 0 {
                pending.append((Int(root), tab))
            }
            let width = container.tabs.count
            while let (scene, tab) = pending.popLast() {
                guard scene != container.scene, seen.insert(scene &* width &+ tab).inserted else { continue }
                membership[scene, default: []].append((index, tab))
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0 else { continue }
                    if let name = graph.tabs[edge] {
                        guard let crossed = container.tabs.firstIndex(of: name) else { continue }
                        pending.append((next, crossed))
                    } else {
                        pending.append((next, tab))
                    }
                }
            }
        }
    }

    /// The containers `scene` can be shown in, outermost first as declared.
    func containers(holding scene: Int) -> [Container] {
        var seen: Set<Int> = []
        return (membership[scene] ?? []).compactMap {
            seen.insert($0.container).inserted ? containers[$0.container] : nil
        }
    }

    /// Whether `target` is only in other tabs than `source` of a container that holds both.
    func inSiblingTabs(_ source: Int, _ target: Int) -> Bool {
        let targets = membership[target] ?? []
        for (container, tab) in membership[source] ?? [] {
            let targetTabs = targets.filter { $0.container == container }.map(\.tab)
            if !targetTabs.isEmpty && !targetTabs.contains(tab) { return true }
        }
        return false
    }
}

/// The segues between the scenes of a storyboard as a flat graph (compressed rows): each
/// destination is looked up by name once, and no array is allocated per scene.
private struct SegueGraph {
    let sceneCount: Int
    /// Where each scene's edges start in the arrays below; the last entry ends them.
    private(set) var starts: [Int32]
    /// The destination scene of each segue, or -1 for an unknown scene.
    private(set) var targets: [Int32] = []
    private(set) var styles: [SegueDescriptor.Style] = []
    /// The position of each segue in its scene's declared segues.
    private(set) var segues: [Int32] = []
    /// The tab each edge leads into (a segue with `tab`), or `nil`: the destination of such an
    /// edge is never above its source on one stack.
    private(set) var tabs: [String?] = []

    init(sceneCount: Int, segueCount: Int) {
        self.sceneCount = sceneCount
        starts = [0]
        starts.reserveCapacity(sceneCount + 1)
        targets.reserveCapacity(segueCount)
        styles.reserveCapacity(segueCount)
        segues.reserveCapacity(segueCount)
    }

    mutating func addEdge(to target: Int32, style: SegueDescriptor.Style, segue: Int, tab: String? = nil) {
        targets.append(target)
        styles.append(style)
        segues.append(Int32(segue))
        tabs.append(tab)
    }

    /// Whether the edge leads into another tab.
    func crosses(_ edge: Int) -> Bool { tabs[edge] != nil }

    mutating func endScene() {
        starts.append(Int32(targets.count))
    }

    func edges(of scene: Int) -> Range<Int> {
        Int(starts[scene])..<Int(starts[scene + 1])
    }

    func hasForwardEdge(from source: Int, to destination: Int) -> Bool {
        edges(of: source).contains {
            targets[$0] == Int32(destination) && (styles[$0] == .push || styles[$0] == .modal) && !crosses($0)
        }
    }

    /// The scenes reached from `start` through the edges `follows` accepts.
    func reachable(from start: Int, includingStart: Bool, following follows: (Int) -> Bool) -> [Bool] {
        var visited = [Bool](repeating: false, count: sceneCount)
        var pending: [Int] = []
        if includingStart {
            visited[start] = true
            pending.append(start)
        } else {
            for edge in edges(of: start)
            where follows(edge) && targets[edge] >= 0 && !visited[Int(targets[edge])] {
                visited[Int(targets[edge])] = true
                pending.append(Int(targets[edge]))
            }
        }
        while let scene = pending.popLast() {
            for edge in edges(of: scene) where follows(edge) {
                let next = Int(targets[edge])
                guard next >= 0, !visited[next] else { continue }
                visited[next] = true
                pending.append(next)
            }
        }
        return visited
    }
}
