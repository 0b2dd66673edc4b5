/// Decodes storyboard JSON into a ``Storyboard`` and validates it, collecting every problem
/// instead of stopping at the first.
///
/// One pass reads the JSON tree, checking keys and types; a second checks the graph: duplicate
/// ids, destinations, the initial scene, unwinds, reachability and, when modules are given,
/// modules and routes.
package struct StoryboardLoader {
    /// The routes of each registered module; `nil` skips module and route checks.
    private(set) var modules: [String: ModuleRoutes]?
    /// Loads the plugins the storyboard lists, before its modules are checked; returns the
    /// failures by index and the modules registered afterwards.
    var loadPlugins: (([String]) -> (failures: [Int: PluginError], modules: [String: ModuleRoutes]))?
    private let file: String
    private var bytes: [UInt8] = []
    private var locator: SourceLocator?
    private var problems: [(offset: Int, path: StoryboardPath, problem: StoryboardProblem)] = []

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
    }

    private enum Keys {
        static let root = ["$schema", "version", "initial", "scenes", "plugins"]
        static let scene = ["id", "module", "title", "segues"]
        static let segue = ["id", "to", "style"]
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
        let scenes = checkGraph(declared, initial: initial)
        let all = diagnostics()
        if all.contains(where: { $0.severity == .error }) {
            throw StoryboardError(diagnostics: all)
        }
        return Storyboard(file: file, initialSceneID: initial?.id ?? "", scenes: scenes, warnings: all)
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
        let result = loadPlugins(paths.map(\.path))
        modules = result.modules
        for (position, failure) in result.failures.sorted(by: { $0.key < $1.key }) {
            let entry = paths[position]
            report(
                .pluginFailed(entry.path, reason: String(describing: failure)), at: entry.offset,
                StoryboardPath(key: "plugins[\(entry.index)]"))
        }
    }

    private mutating func checkVersion(_ value: JSONValue) {
        let path = StoryboardPath.root.appending("version")
        guard case .number(let literal) = value.kind, let version = Int(literal) else {
            report(.wrongType(expected: "an integer", found: value.kindDescription), at: value.offset, path)
            return
        }
        if version != Storyboard.currentVersion {
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
        guard let id, let idValue = fields[0] else { return nil }
        return DeclaredScene(
            index: index, id: id, idOffset: idValue.offset, module: module,
            moduleOffset: fields[1]?.offset ?? value.offset, title: title ?? id, segues: segues)
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
        guard let id, let destination, let idValue = fields[0], let destinationValue = fields[1] else {
            return nil
        }
        return DeclaredSegue(
            index: index, id: id, idOffset: idValue.offset, destination: destination,
            destinationOffset: destinationValue.offset, style: style)
    }

    // MARK: Graph checks

    private mutating func checkGraph(
        _ declared: [DeclaredScene], initial: (id: String, offset: Int)?
    ) -> [SceneDescriptor] {
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(declared.count)
        var unique: [DeclaredScene] = []
        unique.reserveCapacity(declared.count)
        for scene in declared {
            if let first = indexByID[scene.id] {
                let firstLine = line(of: unique[first].idOffset)
                report(
                    .duplicateSceneID(scene.id, firstLine: firstLine), at: scene.idOffset,
                    .scene(scene.index).appending("id"))
            } else {
                indexByID[scene.id] = unique.count
                unique.append(scene)
            }
        }
        var descriptors: [SceneDescriptor] = []
        descriptors.reserveCapacity(unique.count)
        for scene in unique {
            descriptors.append(checkSegues(of: scene, indexByID: indexByID))
        }
        if let initial, indexByID[initial.id] == nil {
            let suggestion = Suggestion.closest(to: initial.id, in: unique.lazy.map(\.id))
            report(
                .unknownInitialScene(initial.id, suggestion: suggestion), at: initial.offset,
                .root.appending("initial"))
        }
        checkUnwinds(unique, indexByID: indexByID)
        if let initial, let start = indexByID[initial.id] {
            checkReachability(unique, from: start, indexByID: indexByID)
        }
        checkUnusedRoutes(unique)
        return descriptors
    }

    private mutating func checkSegues(of scene: DeclaredScene, indexByID: [String: Int]) -> SceneDescriptor {
        let scenePath = StoryboardPath.scene(scene.index)
        var routes: ModuleRoutes?
        if let modules, let module = scene.module {
            routes = modules[module]
            if routes == nil {
                let known = modules.keys.sorted()
                report(
                    .unknownModule(
                        module, known: known, suggestion: Suggestion.closest(to: module, in: known)),
                    at: scene.moduleOffset, scenePath.appending("module"))
            }
        }
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
            if indexByID[segue.destination] == nil {
                let suggestion = Suggestion.closest(to: segue.destination, in: indexByID.keys)
                report(
                    .unknownDestination(
                        segue: segue.id, destination: segue.destination, suggestion: suggestion),
                    at: segue.destinationOffset, path.appending("to"))
            }
            if let routes, let module = scene.module, !routes.routes(segue.id) {
                let sorted = routes.identifiers.sorted()
                report(
                    .missingRoute(
                        segue: segue.id, scene: scene.id, module: module, routes: sorted,
                        suggestion: Suggestion.closest(to: segue.id, in: sorted)),
                    at: segue.idOffset, path.appending("id"))
            }
            segues.append(
                SegueDescriptor(
                    id: segue.id, source: scene.id, destination: segue.destination, style: segue.style))
        }
        return SceneDescriptor(id: scene.id, module: scene.module ?? "", title: scene.title, segues: segues)
    }

    /// An unwind from S to T is possible only if T can be below S on the stack, that is, if a
    /// chain of push and modal segues leads from T to S. Unwinds are grouped by destination so
    /// that each destination is searched once.
    private mutating func checkUnwinds(_ scenes: [DeclaredScene], indexByID: [String: Int]) {
        var unwindsByTarget: [Int: [(scene: DeclaredScene, segue: DeclaredSegue)]] = [:]
        for scene in scenes {
            for segue in scene.segues where segue.style == .unwind {
                guard let target = indexByID[segue.destination] else { continue }
                unwindsByTarget[target, default: []].append((scene, segue))
            }
        }
        guard !unwindsByTarget.isEmpty else { return }
        let forward = adjacency(scenes, indexByID: indexByID) { $0 == .push || $0 == .modal }
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            let above = reachable(from: target, in: forward, includingStart: false)
            for (scene, segue) in unwinds {
                guard let source = indexByID[scene.id], !above[source] else { continue }
                report(
                    .impossibleUnwind(segue: segue.id, source: scene.id, destination: segue.destination),
                    at: segue.destinationOffset, .segue(segue.index, ofScene: scene.index).appending("to"))
            }
        }
    }

    private mutating func checkReachability(
        _ scenes: [DeclaredScene], from start: Int, indexByID: [String: Int]
    ) {
        let graph = adjacency(scenes, indexByID: indexByID) { $0 != .unwind }
        let visited = reachable(from: start, in: graph, includingStart: true)
        for (position, scene) in scenes.enumerated() where !visited[position] {
            report(.unreachableScene(scene.id), at: scene.idOffset, .scene(scene.index).appending("id"))
        }
    }

    private mutating func checkUnusedRoutes(_ scenes: [DeclaredScene]) {
        guard let modules else { return }
        var usedByModule: [String: (firstScene: DeclaredScene, segues: Set<String>)] = [:]
        for scene in scenes {
            guard let module = scene.module, modules[module] != nil else { continue }
            usedByModule[module, default: (scene, [])].segues.formUnion(scene.segues.lazy.map(\.id))
        }
        for (module, use) in usedByModule.sorted(by: { $0.key < $1.key }) {
            for route in (modules[module]?.identifiers ?? []).subtracting(use.segues).sorted() {
                report(
                    .unusedRoute(route, module: module), at: use.firstScene.moduleOffset,
                    .scene(use.firstScene.index).appending("module"))
            }
        }
    }

    private func adjacency(
        _ scenes: [DeclaredScene], indexByID: [String: Int], including: (SegueStyle) -> Bool
    ) -> [[Int]] {
        scenes.map { scene in
            scene.segues.compactMap { including($0.style) ? indexByID[$0.destination] : nil }
        }
    }

    private func reachable(from start: Int, in graph: [[Int]], includingStart: Bool) -> [Bool] {
        var visited = [Bool](repeating: false, count: graph.count)
        var pending = includingStart ? [start] : graph[start]
        for node in pending { visited[node] = true }
        while let node = pending.popLast() {
            for next in graph[node] where !visited[next] {
                visited[next] = true
                pending.append(next)
            }
        }
        return visited
    }

    // MARK: Reading values

    /// The values of an object's known keys, in the order of `keys`; reports unknown, duplicate
    /// and missing keys. `nil` if the value is not an object.
    private mutating func fields(
        of value: JSONValue, at path: StoryboardPath, keys: [String], required: [String]
    ) -> [JSONValue?]? {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return nil
        }
        var found = [JSONValue?](repeating: nil, count: keys.count)
        var keyOffsets = [Int](repeating: -1, count: keys.count)
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
