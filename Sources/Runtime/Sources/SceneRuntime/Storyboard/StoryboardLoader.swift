/// Decodes storyboard JSON into a ``Storyboard`` and validates it, collecting every problem
/// instead of stopping at the first.
///
/// One pass reads the JSON tree, checking keys and types; a second checks the graph: duplicate
/// ids, destinations, the initial scene, unwinds, reachability and, when modules are given,
/// modules and routes.
package struct StoryboardLoader {
    /// The routes of each registered module; `nil` skips module and route checks.
    private(set) var modules: [String: ModuleRoutes]?
    /// The conditions guards may name; `nil` skips the check.
    var conditions: Set<String>?
    /// Whether listed plugins are opened (and register their conditions) rather than read from
    /// their manifests, which do not record conditions.
    var pluginsOpened = true
    /// Whether conditions a plugin may register could not be known (plugins listed, not opened).
    private var conditionsIncomplete = false
    /// Loads the plugins the storyboard lists (or reads their manifests), before its modules are
    /// checked; returns what became of each and the modules known afterwards.
    var loadPlugins: (([String]) -> PluginResolution)?
    /// The plugins, as listed, that were not opened and have no usable manifest.
    private var uncheckedPlugins: (listed: [String], libraries: [String]) = ([], [])
    private let file: String
    private var bytes: [UInt8] = []
    private var locator: SourceLocator?
    private var problems: [(offset: Int, path: StoryboardPath, problem: StoryboardProblem)] = []
    /// The file's format version; an unsupported or missing one counts as the newest, so that
    /// its keys are not reported again.
    private var version = Storyboard.currentVersion

    init(file: String, modules: [String: ModuleRoutes]?) {
        self.file = file
        self.modules = modules
    }

    private struct DeclaredSegue {
        var index: Int
        var id: String
        var idOffset: Int
        var destination: String
        var destinationOffset: Int
        var style: SegueStyle
        var passes: [DeclaredPass]
        /// Where the `pass` value starts, if given.
        var passOffset: Int?
        /// The inputs the `pass` map names, valid or not; `nil` if it is not a map.
        var named: Set<String>?
        /// The action that performs the segue, and where it is given.
        var action: (name: String, offset: Int)?
        var guards: [DeclaredGuard]
    }

    private struct DeclaredGuard {
        var declared: SceneGuard
        /// The scene or segue that declares the guard, and the guard's key there (`guards[0]`).
        var owner: StoryboardPath
        var key: String
        var conditionOffset: Int
        /// Where the redirect's scene id is given, for a redirect.
        var redirectOffset: Int?

        func path(_ subkey: String) -> StoryboardPath {
            owner.appending("\(key).\(subkey)")
        }
    }

    private struct DeclaredPass {
        var input: String
        var inputOffset: Int
        var source: SeguePass.Source
        var sourceOffset: Int
    }

    private struct DeclaredScene {
        var index: Int
        var id: String
        var idOffset: Int
        /// `nil` when the module key was missing or invalid (already reported).
        var module: String?
        var moduleOffset: Int
        var title: String
        var segues: [DeclaredSegue]
        var guards: [DeclaredGuard]
    }

    private enum Keys {
        static let root = ["$schema", "version", "initial", "scenes", "plugins"]
        static let scene = ["id", "module", "title", "segues", "guards"]
        static let segue = ["id", "to", "style", "pass", "action", "guards"]
        static let sceneGuard = ["condition", "refuse", "redirect"]
        static let passSource = ["from", "value"]
    }

    // MARK: Loading

    mutating func load(_ input: [UInt8]) throws(StoryboardError) -> Storyboard {
        bytes = input
        let root: JSONValue
        do {
            root = try JSONParser.parse(input)
        } catch {
            report(.syntax(error.message), at: error.offset, .root)
            throw StoryboardError(diagnostics: diagnostics())
        }
        guard
            let fields = fields(
                of: root, at: .root, keys: Keys.root, required: ["version", "initial", "scenes"])
        else {
            throw StoryboardError(diagnostics: diagnostics())
        }
        if let schema = fields[0] { _ = string(schema, at: .root.appending("$schema")) }
        if let version = fields[1] { checkVersion(version) }
        if let value = fields[4] { readPlugins(value) }
        var initial: (id: String, offset: Int)?
        if let value = fields[2], let id = identifier(value, at: .root.appending("initial"), role: "scene id")
        {
            initial = (id, value.offset)
        }
        var declared: [DeclaredScene] = []
        if let value = fields[3], let elements = array(value, at: .root.appending("scenes")) {
            declared.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                if let scene = decodeScene(element, index: index) { declared.append(scene) }
            }
        }
        let (scenes, indexByID) = checkGraph(declared, initial: initial)
        let all = diagnostics()
        if all.contains(where: { $0.severity == .error }) {
            throw StoryboardError(diagnostics: all)
        }
        return Storyboard(
            file: file, version: version, initialSceneID: initial?.id ?? "", scenes: scenes,
            indexByID: indexByID, warnings: all)
    }

    /// Reads `plugins`, paths relative to the storyboard, and loads them through ``loadPlugins``.
    private mutating func readPlugins(_ value: JSONValue) {
        let path = StoryboardPath.root.appending("plugins")
        guard let elements = array(value, at: path) else { return }
        var paths: [(path: String, offset: Int, index: Int)] = []
        for (index, element) in elements.enumerated() {
            guard let text = string(element, at: StoryboardPath(key: "plugins[\(index)]")) else { continue }
            paths.append((text, element.offset, index))
        }
        guard let loadPlugins, modules != nil else { return }
        if !pluginsOpened && !paths.isEmpty { conditionsIncomplete = true }
        let result = loadPlugins(paths.map(\.path))
        modules = result.modules
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

    private mutating func checkVersion(_ value: JSONValue) {
        let path = StoryboardPath.root.appending("version")
        // An integer too large for Int (99999999999999999999) is an unsupported version too.
        guard case .number(let literal) = value.kind, !literal.contains(where: { ".eE".contains($0) }) else {
            report(.wrongType(expected: "an integer", found: value.kindDescription), at: value.offset, path)
            return
        }
        if let number = Int(literal), (1...Storyboard.currentVersion).contains(number) {
            version = number
        } else {
            report(.unsupportedVersion(literal), at: value.offset, path)
        }
    }

    private mutating func decodeScene(_ value: JSONValue, index: Int) -> DeclaredScene? {
        let path = StoryboardPath.scene(index)
        guard let fields = fields(of: value, at: path, keys: Keys.scene, required: ["id", "module", "title"])
        else { return nil }
        let id = fields[0].flatMap { identifier($0, at: path.appending("id"), role: "scene id") }
        let module = fields[1].flatMap { identifier($0, at: path.appending("module"), role: "module name") }
        var title = fields[2].flatMap { string($0, at: path.appending("title")) }
        if let titleValue = fields[2], title?.isEmpty == true {
            report(.emptyTitle, at: titleValue.offset, path.appending("title"))
            title = nil
        }
        var segues: [DeclaredSegue] = []
        if let value = fields[3], let elements = array(value, at: path.appending("segues")) {
            segues.reserveCapacity(elements.count)
            for (segueIndex, element) in elements.enumerated() {
                if let segue = decodeSegue(element, index: segueIndex, scene: index) { segues.append(segue) }
            }
        }
        let guards = fields[4].map { decodeGuards($0, of: path) } ?? []
        guard let id, let idValue = fields[0] else { return nil }
        return DeclaredScene(
            index: index, id: id, idOffset: idValue.offset, module: module,
            moduleOffset: fields[1]?.offset ?? value.offset, title: title ?? id, segues: segues,
            guards: guards)
    }

    private mutating func decodeSegue(_ value: JSONValue, index: Int, scene: Int) -> DeclaredSegue? {
        let path = StoryboardPath.segue(index, ofScene: scene)
        guard let fields = fields(of: value, at: path, keys: Keys.segue, required: ["id", "to"]) else {
            return nil
        }
        let id = fields[0].flatMap { identifier($0, at: path.appending("id"), role: "segue id") }
        let destination = fields[1].flatMap { identifier($0, at: path.appending("to"), role: "scene id") }
        var style = SegueStyle.push
        if let styleValue = fields[2], let name = string(styleValue, at: path.appending("style")) {
            if let known = SegueStyle(rawValue: name) {
                style = known
            } else {
                let suggestion = Suggestion.closest(to: name, in: SegueStyle.allCases.map(\.rawValue))
                report(
                    .unknownStyle(name, suggestion: suggestion), at: styleValue.offset,
                    path.appending("style"))
            }
        }
        var passes: [DeclaredPass] = []
        var named: Set<String>? = []
        if let passValue = fields[3] {
            (passes, named) = decodePasses(passValue, at: path.appending("pass"))
        }
        let action = fields[4].flatMap { value in
            identifier(value, at: path.appending("action"), role: "action name").map { ($0, value.offset) }
        }
        let guards = fields[5].map { decodeGuards($0, of: path) } ?? []
        guard let id, let destination, let idValue = fields[0], let destinationValue = fields[1] else {
            return nil
        }
        return DeclaredSegue(
            index: index, id: id, idOffset: idValue.offset, destination: destination,
            destinationOffset: destinationValue.offset, style: style, passes: passes,
            passOffset: fields[3]?.offset, named: named, action: action, guards: guards)
    }

    /// Reads a `guards` array: `[{ "condition": NAME, "refuse": MESSAGE | "redirect": SCENE }]`.
    private mutating func decodeGuards(_ value: JSONValue, of owner: StoryboardPath) -> [DeclaredGuard] {
        guard let elements = array(value, at: owner.appending("guards")) else { return [] }
        var guards: [DeclaredGuard] = []
        for (index, element) in elements.enumerated() {
            let key = "guards[\(index)]"
            let entryPath = owner.appending(key)
            guard
                let fields = fields(
                    of: element, at: entryPath, keys: Keys.sceneGuard, required: ["condition"])
            else { continue }
            guard let conditionValue = fields[0],
                let condition = identifier(
                    conditionValue, at: owner.appending("\(key).condition"), role: "condition name")
            else { continue }
            switch (fields[1], fields[2]) {
            case (let refuse?, nil):
                guard let message = string(refuse, at: owner.appending("\(key).refuse")) else { continue }
                guard !message.isEmpty else {
                    report(.emptyRefusal, at: refuse.offset, owner.appending("\(key).refuse"))
                    continue
                }
                guards.append(
                    DeclaredGuard(
                        declared: SceneGuard(condition: condition, otherwise: .refuse(message)), owner: owner,
                        key: key,
                        conditionOffset: conditionValue.offset))
            case (nil, let redirect?):
                guard
                    let scene = identifier(redirect, at: owner.appending("\(key).redirect"), role: "scene id")
                else { continue }
                guards.append(
                    DeclaredGuard(
                        declared: SceneGuard(condition: condition, otherwise: .redirect(scene)), owner: owner,
                        key: key,
                        conditionOffset: conditionValue.offset, redirectOffset: redirect.offset))
            default:
                report(.invalidGuard(condition, bothGiven: fields[1] != nil), at: element.offset, entryPath)
            }
        }
        return guards
    }

    /// Checks that the conditions guards name are registered and that redirects lead to scenes.
    private mutating func checkGuards(_ guards: [DeclaredGuard], indexByID: [String: Int]) {
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
            if case .redirect(let scene) = declared.declared.otherwise, indexByID[scene] == nil,
                let offset = declared.redirectOffset
            {
                report(
                    .unknownRedirect(scene, suggestion: Suggestion.closest(to: scene, in: indexByID.keys)),
                    at: offset, declared.path("redirect"))
            }
        }
    }

    /// Reads a segue's `pass` map: `{ "input": { "from": "output" } | { "value": constant } }`.
    /// Returns the valid entries and every input named (`nil` if the value is not a map), so that
    /// an input given badly is not reported as missing too.
    private mutating func decodePasses(
        _ value: JSONValue, at path: StoryboardPath
    ) -> (passes: [DeclaredPass], named: Set<String>?) {
        guard version >= 2 else {
            report(.passNeedsVersion2, at: value.offset, path)
            return ([], nil)
        }
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return ([], nil)
        }
        var passes: [DeclaredPass] = []
        var seen: [String: Int] = [:]
        for member in members {
            let entryPath = path.appending("pass.\(member.key)")
            guard Self.isIdentifier(member.key) else {
                report(.invalidIdentifier(member.key, role: "input name"), at: member.keyOffset, entryPath)
                continue
            }
            if let first = seen[member.key] {
                report(.duplicateKey(member.key, firstLine: line(of: first)), at: member.keyOffset, entryPath)
                continue
            }
            seen[member.key] = member.keyOffset
            guard let fields = fields(of: member.value, at: entryPath, keys: Keys.passSource, required: [])
            else { continue }
            let source: SeguePass.Source
            let sourceOffset: Int
            switch (fields[0], fields[1]) {
            case (let from?, nil):
                guard
                    let output = identifier(
                        from, at: entryPath.appending("pass.\(member.key).from"), role: "output name")
                else { continue }
                source = .output(output)
                sourceOffset = from.offset
            case (nil, let constant?):
                guard let value = SceneValue(jsonValue: constant) else {
                    report(
                        .invalidConstant(found: constant.kindDescription), at: constant.offset,
                        entryPath.appending("pass.\(member.key).value"))
                    continue
                }
                source = .value(value)
                sourceOffset = constant.offset
            default:
                report(
                    .invalidPassSource(member.key, bothGiven: fields[0] != nil), at: member.value.offset,
                    entryPath)
                continue
            }
            passes.append(
                DeclaredPass(
                    input: member.key, inputOffset: member.keyOffset, source: source,
                    sourceOffset: sourceOffset))
        }
        return (passes, Set(members.map(\.key)))
    }

    // MARK: Graph checks

    private mutating func checkGraph(
        _ declared: [DeclaredScene], initial: (id: String, offset: Int)?
    ) -> (scenes: [SceneDescriptor], indexByID: [String: Int]) {
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(declared.count)
        var duplicates: Set<Int> = []
        for (position, scene) in declared.enumerated() {
            if let first = indexByID[scene.id] {
                let firstLine = line(of: declared[first].idOffset)
                report(
                    .duplicateSceneID(scene.id, firstLine: firstLine), at: scene.idOffset,
                    .scene(scene.index).appending("id"))
                duplicates.insert(position)
            } else {
                indexByID[scene.id] = position
            }
        }
        // Without duplicates (the usual case) the declared scenes are used as they are, uncopied.
        var unique = declared
        if !duplicates.isEmpty {
            unique = declared.enumerated().filter { !duplicates.contains($0.offset) }.map(\.element)
            for (position, scene) in unique.enumerated() { indexByID[scene.id] = position }
        }
        var descriptors: [SceneDescriptor] = []
        descriptors.reserveCapacity(unique.count)
        var graph = SegueGraph(sceneCount: unique.count)
        var passed = [Set<String>](repeating: [], count: unique.count)
        for scene in unique {
            descriptors.append(checkSegues(of: scene, indexByID: indexByID, graph: &graph))
            if version >= 2 { checkContracts(of: scene, in: unique, indexByID: indexByID, passed: &passed) }
        }
        if let initial, indexByID[initial.id] == nil {
            let suggestion = Suggestion.closest(to: initial.id, in: unique.lazy.map(\.id))
            report(
                .unknownInitialScene(initial.id, suggestion: suggestion), at: initial.offset,
                .root.appending("initial"))
        }
        checkUnwinds(unique, graph: graph)
        if let initial, let start = indexByID[initial.id] {
            checkReachability(unique, from: start, graph: graph)
            if version >= 2, let interface = interface(of: unique[start]) {
                for input in interface.inputs where input.isRequired {
                    report(
                        .requiredInputOfInitialScene(input.name, type: input.type, scene: initial.id),
                        at: initial.offset, .root.appending("initial"))
                }
            }
        }
        if version >= 2 { checkUnpassedInputs(unique, passed: passed) }
        checkUnusedRoutes(unique)
        return (descriptors, indexByID)
    }

    private mutating func checkSegues(
        of scene: DeclaredScene, indexByID: [String: Int], graph: inout SegueGraph
    ) -> SceneDescriptor {
        let scenePath = StoryboardPath.scene(scene.index)
        var routes: ModuleRoutes?
        if let modules, let module = scene.module {
            routes = modules[module]
            if routes == nil, !uncheckedPlugins.listed.isEmpty {
                report(
                    .uncheckedScene(
                        scene.id, module: module, plugins: uncheckedPlugins.listed,
                        libraries: uncheckedPlugins.libraries),
                    at: scene.moduleOffset, scenePath.appending("module"))
            } else if routes == nil {
                let known = modules.keys.sorted()
                report(
                    .unknownModule(
                        module, known: known, suggestion: Suggestion.closest(to: module, in: known)),
                    at: scene.moduleOffset, scenePath.appending("module"))
            }
        }
        if !scene.guards.isEmpty { checkGuards(scene.guards, indexByID: indexByID) }
        var segues: [SegueDescriptor] = []
        segues.reserveCapacity(scene.segues.count)
        for (position, segue) in scene.segues.enumerated() {
            let path = StoryboardPath.segue(segue.index, ofScene: scene.index)
            if let first = scene.segues[..<position].first(where: { $0.id == segue.id }) {
                report(
                    .duplicateSegueID(segue.id, scene: scene.id, firstLine: line(of: first.idOffset)),
                    at: segue.idOffset, path.appending("id"))
                continue
            }
            let target = indexByID[segue.destination]
            graph.addEdge(to: target, style: segue.style, segue: position)
            if target == nil {
                let suggestion = Suggestion.closest(to: segue.destination, in: indexByID.keys)
                report(
                    .unknownDestination(
                        segue: segue.id, destination: segue.destination, suggestion: suggestion),
                    at: segue.destinationOffset, path.appending("to"))
            }
            if version < 2, let routes, let module = scene.module, !routes.routes(segue.id) {
                let sorted = routes.identifiers.sorted()
                report(
                    .missingRoute(
                        segue: segue.id, scene: scene.id, module: module, routes: sorted,
                        suggestion: Suggestion.closest(to: segue.id, in: sorted)),
                    at: segue.idOffset, path.appending("id"))
            }
            if let action = segue.action, let routes, !routes.actions.contains(action.name) {
                report(
                    .unknownPerformingAction(
                        action.name, segue: segue.id, scene: scene.id, actions: routes.actions,
                        suggestion: Suggestion.closest(to: action.name, in: routes.actions)),
                    at: action.offset, path.appending("action"))
            }
            if !segue.guards.isEmpty { checkGuards(segue.guards, indexByID: indexByID) }
            segues.append(
                SegueDescriptor(
                    id: segue.id, source: scene.id, destination: segue.destination, style: segue.style,
                    passes: segue.passes.map { SeguePass(input: $0.input, source: $0.source) },
                    action: segue.action?.name, guards: segue.guards.map(\.declared)))
        }
        graph.endScene()
        return SceneDescriptor(
            id: scene.id, module: scene.module ?? "", title: scene.title, segues: segues,
            guards: scene.guards.map(\.declared))
    }

    /// The interface of a scene's module, when modules are checked and the module is known.
    private func interface(of scene: DeclaredScene) -> SceneInterface? {
        guard let modules, let module = scene.module else { return nil }
        return modules[module]?.interface
    }

    /// Checks what each segue of `scene` passes against the inputs of its destination and the
    /// outputs of `scene`, and notes in `passed` which inputs of each scene some segue passes.
    private mutating func checkContracts(
        of scene: DeclaredScene, in scenes: [DeclaredScene], indexByID: [String: Int],
        passed: inout [Set<String>]
    ) {
        let source = interface(of: scene)
        for segue in scene.segues {
            guard let target = indexByID[segue.destination] else { continue }
            for pass in segue.passes { passed[target].insert(pass.input) }
            guard let destination = interface(of: scenes[target]) else { continue }
            let path = StoryboardPath.segue(segue.index, ofScene: scene.index)
            for pass in segue.passes {
                checkPass(pass, of: segue, path: path, from: scene.id, source: source, into: destination)
            }
            guard segue.style != .unwind, let named = segue.named else { continue }
            for input in destination.inputs where input.isRequired && !named.contains(input.name) {
                report(
                    .missingInput(input.name, type: input.type, segue: segue.id, scene: segue.destination),
                    at: segue.passOffset ?? segue.destinationOffset,
                    path.appending(segue.passOffset == nil ? "to" : "pass"))
            }
        }
    }

    private mutating func checkPass(
        _ pass: DeclaredPass, of segue: DeclaredSegue, path: StoryboardPath, from sourceID: String,
        source: SceneInterface?, into destination: SceneInterface
    ) {
        let entryPath = path.appending("pass.\(pass.input)")
        guard let input = destination.input(named: pass.input) else {
            let names = destination.inputs.map(\.name)
            let suggestion = Suggestion.closest(to: pass.input, in: names)
            report(
                segue.style == .unwind
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
                    at: pass.sourceOffset, entryPath.appending("pass.\(pass.input).value"))
            }
        case .output(let name):
            guard let source else { return }
            let outputPath = entryPath.appending("pass.\(pass.input).from")
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
    private mutating func checkUnpassedInputs(_ scenes: [DeclaredScene], passed: [Set<String>]) {
        for (position, scene) in scenes.enumerated() {
            guard let interface = interface(of: scene) else { continue }
            let unpassed = interface.inputs.filter {
                !$0.isRequired && $0.defaultValue == nil && !passed[position].contains($0.name)
            }
            guard !unpassed.isEmpty else { continue }
            report(
                .inputsNeverPassed(unpassed.map(\.name), scene: scene.id), at: scene.moduleOffset,
                .scene(scene.index).appending("module"))
        }
    }

    /// An unwind from S to T is possible only if T can be below S on the stack, that is, if a
    /// chain of push and modal segues leads from T to S. A direct segue from T to S (the common
    /// case) settles it at once; the others are grouped by destination so that each destination
    /// is searched once.
    private mutating func checkUnwinds(_ scenes: [DeclaredScene], graph: SegueGraph) {
        var unwindsByTarget: [Int: [(source: Int, segue: DeclaredSegue)]] = [:]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.styles[edge] == .unwind {
                let target = graph.targets[edge]
                guard target >= 0, !graph.hasForwardEdge(from: target, to: source) else { continue }
                unwindsByTarget[target, default: []].append(
                    (source, scenes[source].segues[graph.segues[edge]]))
            }
        }
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            let above = graph.reachable(from: target, includingStart: false) { $0 == .push || $0 == .modal }
            for (source, segue) in unwinds where !above[source] {
                let scene = scenes[source]
                report(
                    .impossibleUnwind(segue: segue.id, source: scene.id, destination: segue.destination),
                    at: segue.destinationOffset, .segue(segue.index, ofScene: scene.index).appending("to"))
            }
        }
    }

    private mutating func checkReachability(_ scenes: [DeclaredScene], from start: Int, graph: SegueGraph) {
        let visited = graph.reachable(from: start, includingStart: true) { $0 != .unwind }
        for (position, scene) in scenes.enumerated() where !visited[position] {
            report(.unreachableScene(scene.id), at: scene.idOffset, .scene(scene.index).appending("id"))
        }
    }

    /// Routes that no segue of their module's scenes uses. Each module's set of routes shrinks as
    /// segues use them; a module whose routes are all used costs one lookup per scene after.
    private mutating func checkUnusedRoutes(_ scenes: [DeclaredScene]) {
        guard let modules else { return }
        var unused: [String: (firstScene: DeclaredScene, routes: Set<String>)] = [:]
        for scene in scenes {
            guard let module = scene.module, let routes = modules[module] else { continue }
            if unused[module] == nil { unused[module] = (scene, routes.identifiers) }
            guard unused[module]?.routes.isEmpty == false else { continue }
            for segue in scene.segues { unused[module]?.routes.remove(segue.id) }
        }
        for (module, entry) in unused.sorted(by: { $0.key < $1.key }) {
            for route in entry.routes.sorted() {
                report(
                    .unusedRoute(route, module: module), at: entry.firstScene.moduleOffset,
                    .scene(entry.firstScene.index).appending("module"))
            }
        }
    }

    // MARK: Reading values

    /// The values of an object's known keys, in the order of `keys` (at most eight); reports
    /// unknown, duplicate and missing keys. `nil` if the value is not an object. Fixed-size
    /// storage: no allocation per object.
    private mutating func fields(
        of value: JSONValue, at path: StoryboardPath, keys: [String], required: [String]
    ) -> InlineArray<8, JSONValue?>? {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        var found = InlineArray<8, JSONValue?>(repeating: nil)
        var keyOffsets = InlineArray<8, Int>(repeating: -1)
        for member in members {
            guard let slot = keys.firstIndex(of: member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: keys)
                report(
                    .unknownKey(member.key, allowed: keys, suggestion: suggestion), at: member.keyOffset,
                    path.appending(member.key))
                continue
            }
            guard keyOffsets[slot] < 0 else {
                report(
                    .duplicateKey(member.key, firstLine: line(of: keyOffsets[slot])), at: member.keyOffset,
                    path.appending(member.key))
                continue
            }
            found[slot] = member.value
            keyOffsets[slot] = member.keyOffset
        }
        for (slot, key) in keys.enumerated() where found[slot] == nil && required.contains(key) {
            report(.missingKey(key), at: value.offset, path)
        }
        return found
    }

    private mutating func string(_ value: JSONValue, at path: StoryboardPath) -> String? {
        guard case .string(let text) = value.kind else {
            report(.wrongType(expected: "a string", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return text
    }

    private mutating func identifier(_ value: JSONValue, at path: StoryboardPath, role: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard Self.isIdentifier(text) else {
            report(.invalidIdentifier(text, role: role), at: value.offset, path)
            return nil
        }
        return text
    }

    private mutating func array(_ value: JSONValue, at path: StoryboardPath) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            report(.wrongType(expected: "an array", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        return elements
    }

    /// Ids and module names are ASCII identifiers: a letter or `_`, then letters, digits or `_`.
    package static func isIdentifier(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), first == UInt8(ascii: "_") || isLetter(first) else { return false }
        while let byte = utf8.next() {
            guard
                byte == UInt8(ascii: "_") || isLetter(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    // MARK: Diagnostics

    private mutating func report(_ problem: StoryboardProblem, at offset: Int, _ path: StoryboardPath) {
        problems.append((offset, path, problem))
    }

    private mutating func line(of offset: Int) -> Int {
        sourceLocator().location(of: offset).line
    }

    private mutating func sourceLocator() -> SourceLocator {
        if let locator { return locator }
        let made = SourceLocator(bytes: bytes)
        locator = made
        return made
    }

    private mutating func diagnostics() -> [Diagnostic] {
        guard !problems.isEmpty else { return [] }
        let locator = sourceLocator()
        return problems.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { _, entry in
                let (line, column) = locator.location(of: entry.offset)
                return Diagnostic(
                    problem: entry.problem, file: file, line: line, column: column,
                    path: entry.path.description)
            }
    }
}

/// The segues between the scenes of a storyboard as a flat graph (compressed rows): each
/// destination is looked up by name once, and no array is allocated per scene.
private struct SegueGraph {
    let sceneCount: Int
    /// Where each scene's edges start in the arrays below; the last entry ends them.
    private(set) var starts: [Int]
    /// The destination scene of each segue, or -1 for an unknown scene.
    private(set) var targets: [Int] = []
    private(set) var styles: [SegueStyle] = []
    /// The position of each segue in its scene's declared segues.
    private(set) var segues: [Int] = []

    init(sceneCount: Int) {
        self.sceneCount = sceneCount
        starts = [0]
        starts.reserveCapacity(sceneCount + 1)
    }

    mutating func addEdge(to target: Int?, style: SegueStyle, segue: Int) {
        targets.append(target ?? -1)
        styles.append(style)
        segues.append(segue)
    }

    mutating func endScene() {
        starts.append(targets.count)
    }

    func edges(of scene: Int) -> Range<Int> {
        starts[scene]..<starts[scene + 1]
    }

    func hasForwardEdge(from source: Int, to destination: Int) -> Bool {
        edges(of: source).contains {
            targets[$0] == destination && (styles[$0] == .push || styles[$0] == .modal)
        }
    }

    /// The scenes reached from `start` through segues whose style `follows` accepts.
    func reachable(from start: Int, includingStart: Bool, following follows: (SegueStyle) -> Bool) -> [Bool] {
        var visited = [Bool](repeating: false, count: sceneCount)
        var pending: [Int] = []
        if includingStart {
            visited[start] = true
            pending.append(start)
        } else {
            for edge in edges(of: start)
            where follows(styles[edge]) && targets[edge] >= 0 && !visited[targets[edge]] {
                visited[targets[edge]] = true
                pending.append(targets[edge])
            }
        }
        while let scene = pending.popLast() {
            for edge in edges(of: scene) where follows(styles[edge]) {
                let next = targets[edge]
                guard next >= 0, !visited[next] else { continue }
                visited[next] = true
                pending.append(next)
            }
        }
        return visited
    }
}
