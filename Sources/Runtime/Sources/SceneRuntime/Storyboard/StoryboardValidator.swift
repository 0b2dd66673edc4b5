/// Checks a decoded storyboard (``StoryboardDeclaration``) as a graph and against the modules,
/// collecting every problem instead of stopping at the first: duplicate ids, destinations, the
/// initial scene, unwinds, reachability and, when modules are given, modules, routes, actions,
/// contracts and conditions.
///
/// Loading is a straight line that ``SceneRegistry`` runs: ``StoryboardDecoder`` decodes the
/// bytes, the registry loads the plugins listed (``apply(_:opened:)``), then ``validate()``. Ids
/// are interned symbols: destinations resolve to scene indexes through an array, modules and
/// routes are looked up once per module, and no string is hashed per segue.
package struct StoryboardValidator: StoryboardProblemReporting {
    /// The routes of each registered module; `nil` skips module and route checks.
    var modules: ModuleCatalog?
    /// The conditions guards may name; `nil` skips the check.
    var conditions: Set<String>?
    /// Whether conditions a plugin may register could not be known (plugins listed, not opened).
    var conditionsIncomplete = false
    /// The plugins, as listed, that were not opened and have no usable manifest.
    var uncheckedPlugins: (listed: [String], libraries: [String]) = ([], [])
    let file: String
    /// The lines and columns of the file: made at the start, so that its text need not be held
    /// while the graph is checked.
    let locator: SourceLocator
    var declaration: StoryboardDeclaration
    /// The modules the scenes name, resolved once each: by module symbol, an index in
    /// `moduleRoutes`, or `nil` for an unknown module; a symbol not yet resolved has no entry.
    var moduleBySymbol: [Int: Int?] = [:]
    var moduleRoutes: [ModuleOffer] = []
    /// The symbols of each module's route identifiers that some id of the file interns.
    var routeSymbols: [[Int32]] = []
    /// By symbol, the position of the scene with that id among the unique scenes, if any.
    var sceneBySymbol: [Int?] = []
    /// The positions in the declaration of the scenes kept (the first of each id).
    var unique: [Int] = []
    /// By symbol, the position in the segue facts of the first segue with that id of the scene
    /// being checked (or of one checked before it); -1 for none. See ``firstSegue(withID:at:amongSegues:)``.
    var firstSegueBySymbol: [Int] = []
    /// Whether every unwind is checked for a way that leaves its destination off the stack by
    /// the plain search alone, without the dominator trees: for tests comparing the two.
    var searchesEveryUnwind = false
    /// The ids of the unique scenes prepared for "did you mean", at the first unknown id.
    var sceneCandidates: Suggestion.Candidates?
    /// The hint found for each unknown scene id asked about so far.
    var sceneHints: [String: String?] = [:]
    /// Each container among the unique scenes, with the positions of its stacks' roots (-1 for
    /// an unknown root).
    var containerRoots: [TabMembership.Container] = []
    /// The scenes guards redirect to: a scene reached only so is reached all the same.
    var redirectTargets: Set<String> = []
    /// The conditions the guards of each scene a redirect presents name, by its position among
    /// the unique scenes: read once per scene.
    var conditionsOfRedirectTargets: [Int: Set<String>] = [:]
    /// Whether an error left the segue graph without part of what the file declares (a scene,
    /// container or segue that could not be read, a segue to no scene): then what can be reached
    /// is not known, and no scene is warned of as unreachable.
    var graphIsIncomplete = false

    /// How many different unknown scene ids (destinations, the initial scene, redirects) a load
    /// looks for a "did you mean" hint for; later ones are reported without one. Each look-up
    /// passes over every scene id, so that a storyboard whose every destination is unknown is
    /// checked in time linear in its size, not in its size squared.
    static let maximumSceneHints = 100

    /// A loader for `declaration`, decoded from `bytes` (for diagnostics' lines and columns,
    /// read here once: the validator holds no byte of them).
    init(declaration: StoryboardDeclaration, bytes: borrowing [UInt8], file: String, modules: ModuleCatalog?)
    {
        self.declaration = declaration
        self.locator = SourceLocator(bytes: bytes)
        self.file = file
        self.modules = modules
    }

    func sourceLocator() -> SourceLocator { locator }

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
        // Taken out of the declaration, so that they are ordered in place, not copied.
        let problems = declaration.problems
        declaration.problems = []
        let all = Self.diagnostics(consume problems, file: file, locator: locator)
        // By position: `contains(where:)` would copy each diagnostic (100,000 warnings, say) out.
        if all.indices.contains(where: { all[$0].severity == .error }) {
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

    var version: Int { declaration.version }

    func id(ofScene position: Int) -> String { declaration.scenes[position].id }

    /// The ids of the unique scenes, in declaration order, for suggestions.
    var uniqueIDs: LazyMapSequence<[Int], String> {
        unique.lazy.map { declaration.scenes[$0].id }
    }

    /// The scene id closest to the unknown `id`, for "did you mean"; `nil` when none is close,
    /// or past ``maximumSceneHints`` different ids.
    mutating func suggestedSceneID(for id: String) -> String? {
        if let hint = sceneHints[id] { return hint }
        guard sceneHints.count < Self.maximumSceneHints else { return nil }
        let candidates = sceneCandidates ?? Suggestion.Candidates(uniqueIDs)
        sceneCandidates = candidates
        let hint = Suggestion.closest(to: id, in: candidates)
        sceneHints[id] = .some(hint)
        return hint
    }

    mutating func checkGraph() {
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
        checkRedirectLoops()
    }

    /// The position among the unique scenes of the scene with id `id`.
    func scene(withID id: String) -> Int? {
        guard let symbol = declaration.symbols.symbol(of: id) else { return nil }
        return sceneBySymbol[Int(symbol)]
    }

    // MARK: Diagnostics

    /// The problems as diagnostics, in the order they appear in the file (in the order found
    /// for problems at one offset), each with its file, line and column. Ordered in place: a
    /// storyboard with a warning on every segue holds its problems once.
    static func diagnostics(
        _ problems: consuming [StoryboardDeclaration.Problem], file: String, locator: SourceLocator
    ) -> [Storyboard.Diagnostic] {
        var diagnostics = consume problems
        var inOrder = true
        for index in diagnostics.indices.dropFirst()
        where diagnostics[index - 1].offset > diagnostics[index].offset {
            inOrder = false
            break
        }
        if !inOrder { Self.order(&diagnostics) }
        for index in diagnostics.indices {
            let (line, column) = locator.location(of: diagnostics[index].offset)
            diagnostics[index].file = file
            diagnostics[index].locate(line: line, column: column)
        }
        return diagnostics
    }

    /// Orders `diagnostics` by offset, those at the same offset as they were, in place.
    private static func order(_ diagnostics: inout [Storyboard.Diagnostic]) {
        var order = diagnostics.indices.map { (offset: diagnostics[$0].offset, position: $0) }
        order.sort { ($0.offset, $0.position) < ($1.offset, $1.position) }
        // Each cycle of the permutation moved along once, by swaps (moves, no reference counting):
        // position `p` takes the problem at `order[p].position`, and is marked done by pointing
        // at itself.
        diagnostics.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where order[start].position != start {
                var current = start
                while true {
                    let next = order[current].position
                    order[current].position = current
                    if next == start { break }
                    swap(&base[current], &base[next])
                    current = next
                }
            }
        }
    }
}
