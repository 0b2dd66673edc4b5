/// The check that every scene can be reached from the initial one.
extension StoryboardValidator {
    mutating func checkReachability(from start: Int, graph: SegueGraph) {
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
    func redirects(ofScene index: Int, into targets: inout [String]) {
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
}
