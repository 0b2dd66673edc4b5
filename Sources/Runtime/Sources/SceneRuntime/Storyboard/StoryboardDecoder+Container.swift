/// Reading a scene's `container`: its kind, its tabs or panes, and what each passes its root.
extension StoryboardDecoder {
    /// Reads a scene's `container`: `{"kind": "tabs", "tabs": [STACK…], "selected": TAB, "back":
    /// POLICY}` or `{"kind": "split", "panes": [PRIMARY, SECONDARY], "minimumWidth": COLUMNS}`,
    /// each stack `{"id": ID, "title": TITLE, "root": SCENE, "pass": {…}}`.
    mutating func decodeContainer(
        _ value: JSONValue, of scene: StoryboardPath
    ) -> (SceneDescriptor.Container, StoryboardDeclaration.DeclaredContainer)? {
        let path = scene.appending("container")
        guard let found = fields(of: value, at: path, keys: Keys.container, required: ["kind"]),
            let kindValue = found[0], let kindName = string(kindValue, at: scene.appending("container.kind"))
        else { return nil }
        guard let kind = SceneDescriptor.Container.Kind(rawValue: kindName) else {
            let names = SceneDescriptor.Container.Kind.allCases.map(\.rawValue)
            report(
                .unknownContainerKind(kindName, suggestion: Suggestion.closest(to: kindName, in: names)),
                at: kindValue.offset, scene.appending("container.kind"))
            return nil
        }
        let listKey = kind == .tabs ? "tabs" : "panes"
        let (listSlot, otherSlot) = kind == .tabs ? (1, 2) : (2, 1)
        if let other = found[otherSlot] {
            report(
                .notForContainerKind(Keys.container[otherSlot], kind: kind.rawValue), at: other.offset,
                scene.appending("container.\(Keys.container[otherSlot])"))
        }
        if kind == .tabs, let width = found[5] {
            report(
                .notForContainerKind("minimumWidth", kind: kind.rawValue), at: width.offset,
                scene.appending("container.minimumWidth"))
        }
        guard let listValue = found[listSlot] else {
            report(.missingKey(listKey), at: value.offset, path)
            return nil
        }
        guard let elements = array(listValue, at: scene.appending("container.\(listKey)")) else { return nil }
        if kind == .split ? elements.count != 2 : elements.isEmpty {
            report(
                .containerStackCount(kind: kind.rawValue, found: elements.count), at: listValue.offset,
                scene.appending("container.\(listKey)"))
            return nil
        }
        var stacks: [SceneDescriptor.Container.Stack] = []
        var declared: [StoryboardDeclaration.DeclaredStack] = []
        var firstOffset: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            let key = "container.\(listKey)[\(index)]"
            let defaultID: String? = kind == .split ? (index == 0 ? "primary" : "secondary") : nil
            guard
                let stackFields = fields(
                    of: element, at: scene.appending(key), keys: Keys.stack,
                    required: defaultID == nil ? ["id", "root"] : ["root"])
            else { continue }
            var id = defaultID
            var idOffset = element.offset
            if let idValue = stackFields[0] {
                id = identifier(idValue, at: scene.appending("\(key).id"), role: "tab id")
                idOffset = idValue.offset
            }
            guard let id, let rootValue = stackFields[2],
                let root = identifier(rootValue, at: scene.appending("\(key).root"), role: "scene id")
            else { continue }
            if let first = firstOffset[id] {
                report(
                    .duplicateTabID(id, firstLine: line(of: first)), at: idOffset,
                    scene.appending("\(key).id"))
                continue
            }
            firstOffset[id] = idOffset
            var title = id
            if let titleValue = stackFields[1],
                let text = string(titleValue, at: scene.appending("\(key).title"))
            {
                if Self.isBlank(text) {
                    report(.emptyTitle, at: titleValue.offset, scene.appending("\(key).title"))
                } else {
                    title = text
                }
            }
            var passes: [StoryboardDeclaration.DeclaredPass] = []
            var named: Set<String>? = []
            var passOffset: Int?
            if let passValue = stackFields[3] {
                let first = declaration.problems.count
                (passes, named) = decodePasses(passValue, at: scene.appending("\(key).pass"))
                passOffset = passValue.offset
                passReads.append(
                    (passValue.offset, scene.appending("\(key).pass"), first..<declaration.problems.count))
            }
            let guards = stackFields[4].map { decodeGuards($0, of: scene.appending(key)) } ?? []
            stacks.append(
                SceneDescriptor.Container.Stack(
                    id: id, title: title, root: root,
                    passes: passes.map { SegueDescriptor.Pass(input: $0.input, source: $0.source) },
                    guards: guards.map(\.declared)))
            declared.append(
                StoryboardDeclaration.DeclaredStack(
                    path: scene.appending(key), idOffset: idOffset, rootOffset: rootValue.offset,
                    passes: passes,
                    passOffset: passOffset, named: named, guards: guards))
        }
        guard stacks.count == elements.count else { return nil }
        var selected = 0
        if let selectedValue = found[3],
            let name = string(selectedValue, at: scene.appending("container.selected"))
        {
            if let position = stacks.firstIndex(where: { $0.id == name }) {
                selected = position
            } else {
                let ids = stacks.map(\.id)
                report(
                    .unknownSelectedTab(name, tabs: ids, suggestion: Suggestion.closest(to: name, in: ids)),
                    at: selectedValue.offset, scene.appending("container.selected"))
            }
        }
        var back = SceneDescriptor.Container.BackPolicy.stay
        if let backValue = found[4], let name = string(backValue, at: scene.appending("container.back")) {
            if let policy = SceneDescriptor.Container.BackPolicy(rawValue: name) {
                back = policy
            } else {
                let names = SceneDescriptor.Container.BackPolicy.allCases.map(\.rawValue)
                report(
                    .unknownBackPolicy(name, suggestion: Suggestion.closest(to: name, in: names)),
                    at: backValue.offset, scene.appending("container.back"))
            }
        }
        var minimumWidth = SceneDescriptor.Container.defaultMinimumWidth
        if kind == .split, let widthValue = found[5] {
            if case .number(let literal) = widthValue.kind, let width = Int(literal),
                SceneDescriptor.Container.widths.contains(width)
            {
                minimumWidth = width
            } else {
                report(
                    .wrongType(
                        expected: "an integer from \(SceneDescriptor.Container.widths.lowerBound) to "
                            + "\(SceneDescriptor.Container.widths.upperBound)",
                        found: widthValue.kindDescription), at: widthValue.offset,
                    scene.appending("container.minimumWidth"))
            }
        }
        return (
            SceneDescriptor.Container(
                kind: kind, stacks: stacks, selected: selected, back: back, minimumWidth: minimumWidth),
            StoryboardDeclaration.DeclaredContainer(offset: value.offset, path: path, stacks: declared)
        )
    }
}
