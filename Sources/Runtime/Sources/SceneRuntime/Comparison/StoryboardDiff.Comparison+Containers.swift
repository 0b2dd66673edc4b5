/// Comparing containers: their kind, tabs and selection.
extension StoryboardDiff.Comparison {
    mutating func compareContainers(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
        switch (scene.container, now.container) {
        case (nil, nil): return
        case (let container?, nil):
            changes.append(
                StoryboardChange(
                    .removed, .container, scene: scene.id, name: scene.id,
                    fields: [Field("kind", old: container.kind.rawValue, new: nil)]))
        case (nil, let container?):
            changes.append(
                StoryboardChange(
                    .added, .container, scene: scene.id, name: scene.id,
                    fields: [Field("kind", old: nil, new: container.kind.rawValue)]))
        case (let container?, let after?):
            compare(container, after, scene: scene.id)
        }
    }

    private mutating func compare(
        _ container: SceneDescriptor.Container, _ now: SceneDescriptor.Container, scene: String
    ) {
        var values: [(name: String, old: String?, new: String?)] = [
            ("kind", container.kind.rawValue, now.kind.rawValue),
            ("selected", Self.selected(container), Self.selected(now)),
            ("back", container.back.rawValue, now.back.rawValue),
        ]
        if container.kind == .split || now.kind == .split {
            values.append(("minimumWidth", "\(container.minimumWidth)", "\(now.minimumWidth)"))
        }
        recordChange(.container, scene: scene, name: scene, fields: Self.differing(values))
        // Tab ids are unique in a valid container.
        var positions: [String: Int] = [:]
        for (index, stack) in now.stacks.enumerated() where positions[stack.id] == nil {
            positions[stack.id] = index
        }
        for (position, stack) in container.stacks.enumerated() {
            guard let index = positions[stack.id] else {
                changes.append(
                    StoryboardChange(
                        .removed, .tab, scene: scene, tab: stack.id, name: stack.id,
                        fields: [
                            Field("root", old: stack.root, new: nil),
                            Field("title", old: stack.title, new: nil),
                        ]))
                continue
            }
            let after = now.stacks[index]
            let tabFields = Self.differing([
                ("root", stack.root, after.root),
                ("title", stack.title, after.title),
                ("position", "\(position + 1)", "\(index + 1)"),
            ])
            recordChange(
                .tab, scene: scene, tab: stack.id, name: stack.id,
                fields: tabFields + Self.passes(stack.passes, after.passes))
            compareGuards(stack.guards, after.guards, scene: scene, tab: stack.id)
        }
        let oldIDs = Set(container.stacks.map(\.id))
        for stack in now.stacks where !oldIDs.contains(stack.id) {
            changes.append(
                StoryboardChange(
                    .added, .tab, scene: scene, tab: stack.id, name: stack.id,
                    fields: [
                        Field("root", old: nil, new: stack.root),
                        Field("title", old: nil, new: stack.title),
                    ]))
        }
    }

    /// The id of the tab selected at start.
    private static func selected(_ container: SceneDescriptor.Container) -> String? {
        container.stacks.indices.contains(container.selected)
            ? container.stacks[container.selected].id : nil
    }
}
