/// The checks of each scene's segues, container and guards, which also build the segue graph
/// the whole-graph checks walk.
extension StoryboardValidator {
    mutating func checkSegues(of position: Int, graph: inout SegueGraph) {
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
        let segues = start..<start + Int(fact.segueCount)
        if firstSegueBySymbol.count < declaration.symbols.count {
            firstSegueBySymbol = [Int](repeating: -1, count: declaration.symbols.count)
        }
        for position in 0..<Int(fact.segueCount) {
            let segueFact = declaration.segueFacts[start + position]
            // Read in place: a copy of each descriptor costs its strings' reference counts.
            let style = scene.segues[position].style
            let path = StoryboardPath.segue(Int(segueFact.index), ofScene: fact.index)
            if let first = firstSegue(withID: segueFact.id, at: start + position, amongSegues: segues) {
                graphIsIncomplete = true
                report(
                    .duplicateSegueID(
                        scene.segues[position].id, scene: scene.id,
                        firstLine: line(of: declaration.segueFacts[first].idOffset)
                    ),
                    at: segueFact.idOffset, path.appending("id"))
                continue
            }
            let target = sceneBySymbol[Int(segueFact.destination)]
            graph.addEdge(
                to: target.map { Int32($0) } ?? -1, style: style, segue: position,
                tab: segueFact.extra >= 0 ? scene.segues[position].tab : nil)
            if target == nil {
                graphIsIncomplete = true
                let segue = scene.segues[position]
                let suggestion = suggestedSceneID(for: segue.destination)
                report(
                    .unknownDestination(
                        segue: segue.id, destination: segue.destination, suggestion: suggestion),
                    at: segueFact.destinationOffset, path.appending("to"))
            }
            if version < 2, let module, !routes(module, segue: segueFact.id) {
                let segue = scene.segues[position]
                let sorted = moduleRoutes[module].identifiers.sorted()
                report(
                    .missingRoute(
                        segue: segue.id, scene: scene.id, module: scene.module, routes: sorted,
                        suggestion: Suggestion.closest(to: segue.id, in: sorted)),
                    at: segueFact.idOffset, path.appending("id"))
            }
            if let module, routeSymbols[module].contains(segueFact.id) {
                checkRouteWrites(
                    ofSegue: position, from: scene, module: module, into: target, at: segueFact, path)
            }
            guard segueFact.extra >= 0 else { continue }
            let segue = scene.segues[position]
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
    mutating func checkContainer(
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

    /// The position in the segue facts of the first segue with the id `symbol` among `segues`
    /// (one scene's), if one came before `position`; otherwise records `position` as the first.
    /// One table by symbol serves every scene: an entry outside the scene's segues is another's.
    mutating func firstSegue(withID symbol: Int32, at position: Int, amongSegues segues: Range<Int>) -> Int? {
        let first = firstSegueBySymbol[Int(symbol)]
        if segues.contains(first) { return first }
        firstSegueBySymbol[Int(symbol)] = position
        return nil
    }

    /// Checks that the conditions guards name are registered and that redirects lead to scenes.
    mutating func checkGuards(_ guards: [StoryboardDeclaration.DeclaredGuard]) {
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
            if case .redirect(let target) = declared.declared.otherwise {
                redirectTargets.insert(target)
                checkRedirectLeadsBack(declared, to: target)
            }
            if case .redirect(let target) = declared.declared.otherwise, scene(withID: target) == nil,
                let offset = declared.redirectOffset
            {
                let suggestion = suggestedSceneID(for: target)
                report(
                    .unknownRedirect(target, suggestion: suggestion), at: offset, declared.path("redirect"))
            }
        }
    }
}
