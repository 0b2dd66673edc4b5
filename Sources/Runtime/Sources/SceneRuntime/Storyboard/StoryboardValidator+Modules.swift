/// The checks against the modules: the module each scene names, the routes its segues need
/// and what they write, and the routes no segue uses.
extension StoryboardValidator {
    /// The index in `moduleRoutes` of the module a scene names; `nil` when modules are not
    /// checked, the scene's module is invalid or unknown.
    mutating func module(ofScene position: Int) -> Int? {
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
    func routes(_ index: Int, segue symbol: Int32) -> Bool {
        moduleRoutes[index].routesEverySegue || routeSymbols[index].contains(symbol)
    }

    /// Checks what the route of the segue at `position` of `scene`, a route of its own, declares
    /// it writes: each an input of its destination; and, in version 2, that it declares it (else
    /// a link loses what it writes).
    mutating func checkRouteWrites(
        ofSegue position: Int, from scene: SceneDescriptor, module: Int, into target: Int?,
        at fact: StoryboardDeclaration.Segue, _ path: StoryboardPath
    ) {
        // A module whose routes declare no writes, in version 1: nothing to check.
        guard version >= 2 || !moduleRoutes[module].routeWrites.isEmpty else { return }
        let segue = scene.segues[position]
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

    /// The interface of a scene's module, when modules are checked and the module is known.
    mutating func interface(of position: Int) -> SceneInterface? {
        module(ofScene: position).map { moduleRoutes[$0].interface }
    }

    /// Routes that no segue of their module's scenes uses. Each module's routes shrink as segues
    /// use them; a module whose routes are all used costs one array check per scene after.
    mutating func checkUnusedRoutes() {
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
}
