/// The checks that a guard's redirect can lead back: the scene it presents is not kept out by a
/// guard on the same condition, and the redirects of scenes' own guards do not loop.
extension StoryboardValidator {
    /// Reports `declared`'s redirect to `target` when a guard of `target` names the same
    /// condition: presented while the condition does not hold, the scene is one the condition
    /// keeps out, so it cannot be where the condition comes to hold.
    mutating func checkRedirectLeadsBack(_ declared: StoryboardDeclaration.DeclaredGuard, to target: String) {
        guard let position = scene(withID: target), let offset = declared.redirectOffset else { return }
        let condition = declared.declared.condition
        let conditions =
            conditionsOfRedirectTargets[position]
            ?? Set(declaration.scenes[unique[position]].guards.map(\.condition))
        conditionsOfRedirectTargets[position] = conditions
        guard conditions.contains(condition) else { return }
        report(.redirectBehindSameGuard(target, condition: condition), at: offset, declared.path("redirect"))
    }

    /// Reports each loop of redirects among scenes' own guards (a scene's guard redirecting to a
    /// scene whose guard redirects back), once, at the redirect that closes it. A scene that
    /// redirects to itself is reported by ``checkRedirectLeadsBack(_:to:)``. Linear in the
    /// scenes and their guards: one depth-first walk, and at most ``maximumSceneHints`` loops
    /// reported.
    mutating func checkRedirectLoops() {
        guard !redirectTargets.isEmpty else { return }
        // 0: not seen, 1: on the walk's path, 2: done.
        var state = [UInt8](repeating: 0, count: unique.count)
        // Where on the walk's path each scene on it is.
        var depth = [Int](repeating: 0, count: unique.count)
        var reported = 0
        var path: [(scene: Int, guards: [(Int, StoryboardDeclaration.DeclaredGuard)], next: Int)] = []
        for start in unique.indices where state[start] == 0 {
            state[start] = 1
            depth[start] = 0
            path.append((start, redirectingGuards(ofScene: start), 0))
            while let (position, guards, next) = path.last {
                guard next < guards.count else {
                    state[position] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let (target, declared) = guards[next]
                if target == position { continue }
                switch state[target] {
                case 0:
                    state[target] = 1
                    depth[target] = path.count
                    path.append((target, redirectingGuards(ofScene: target), 0))
                case 1:
                    guard let offset = declared.redirectOffset, reported < Self.maximumSceneHints else {
                        continue
                    }
                    reported += 1
                    let positions = path[depth[target]...].map(\.scene) + [target]
                    let loop = positions.map { id(ofScene: unique[$0]) }
                    report(.redirectLoop(loop), at: offset, declared.path("redirect"))
                default: break
                }
            }
        }
    }

    /// The guards of the scene at `position` among the unique scenes that redirect to a scene of
    /// the storyboard, with that scene's position.
    private func redirectingGuards(ofScene position: Int) -> [(Int, StoryboardDeclaration.DeclaredGuard)] {
        let fact = declaration.sceneFacts[unique[position]]
        guard fact.guards >= 0 else { return [] }
        return declaration.guards[Int(fact.guards)].compactMap { declared in
            guard case .redirect(let target) = declared.declared.otherwise, let found = scene(withID: target)
            else { return nil }
            return (found, declared)
        }
    }
}
