extension StoryboardDiff {
    /// Finds the changes between two storyboards, element by element.
    struct Comparison {
        let old: Storyboard
        let new: Storyboard
        var changes: [StoryboardChange] = []
        /// Modules whose contracts were not compared.
        var uncompared: Set<String> = []

        typealias Field = StoryboardChange.Field

        /// The fields among `values` whose old and new values differ, in their order.
        static func differing(_ values: [(name: String, old: String?, new: String?)]) -> [Field] {
            values.compactMap { $0.old == $0.new ? nil : Field($0.name, old: $0.old, new: $0.new) }
        }

        /// Records that `element` changed, with the `fields` that differ, when any do.
        mutating func recordChange(
            _ element: StoryboardChange.Element, scene: String, segue: String? = nil, tab: String? = nil,
            name: String, fields: [Field]
        ) {
            guard !fields.isEmpty else { return }
            changes.append(
                StoryboardChange(
                    .changed, element, scene: scene, segue: segue, tab: tab, name: name, fields: fields))
        }

        mutating func compare() {
            recordChange(
                .storyboard, scene: "", name: "",
                fields: Self.differing([
                    ("initial", old.initialSceneID, new.initialSceneID),
                    ("version", "\(old.version)", "\(new.version)"),
                ]))
            for scene in old.scenes {
                guard let now = new.scene(withID: scene.id) else {
                    changes.append(
                        StoryboardChange(
                            .removed, .scene, scene: scene.id, name: scene.id,
                            fields: Self.fields(of: scene, old: true)))
                    continue
                }
                compare(scene, now)
            }
            for scene in new.scenes where old.scene(withID: scene.id) == nil {
                changes.append(
                    StoryboardChange(
                        .added, .scene, scene: scene.id, name: scene.id,
                        fields: Self.fields(of: scene, old: false)))
            }
        }

        /// What a scene added or removed is: its module (or container kind) and title.
        private static func fields(of scene: SceneDescriptor, old: Bool) -> [Field] {
            let values =
                [
                    scene.container.map { ("container", $0.kind.rawValue) } ?? ("module", scene.module),
                    ("title", scene.title),
                ]
            return values.map { Field($0.0, old: old ? $0.1 : nil, new: old ? nil : $0.1) }
        }

        private mutating func compare(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
            // A container has no module: one that becomes a container, or stops being one, gains
            // or loses its module.
            recordChange(
                .scene, scene: scene.id, name: scene.id,
                fields: Self.differing([
                    ("module", scene.isContainer ? nil : scene.module, now.isContainer ? nil : now.module),
                    ("title", scene.title, now.title),
                    ("linkable", "\(scene.isLinkable)", "\(now.isLinkable)"),
                ]))
            compareGuards(scene.guards, now.guards, scene: scene.id)
            compareSegues(of: scene, now)
            compareContainers(scene, now)
            compareContracts(scene, now)
        }

        // MARK: Segues

        private mutating func compareSegues(of scene: SceneDescriptor, _ now: SceneDescriptor) {
            var current: [String: SegueDescriptor] = [:]
            for segue in now.segues where current[segue.id] == nil { current[segue.id] = segue }
            var seen: Set<String> = []
            for segue in scene.segues where seen.insert(segue.id).inserted {
                guard let after = current[segue.id] else {
                    changes.append(
                        StoryboardChange(
                            .removed, .segue, scene: scene.id, segue: segue.id, name: segue.id,
                            fields: Self.fields(of: segue).map { Field($0.0, old: $0.1, new: nil) }))
                    continue
                }
                compare(segue, after, scene: scene.id)
            }
            for segue in now.segues where !seen.contains(segue.id) {
                seen.insert(segue.id)
                changes.append(
                    StoryboardChange(
                        .added, .segue, scene: scene.id, segue: segue.id, name: segue.id,
                        fields: Self.fields(of: segue).map { Field($0.0, old: nil, new: $0.1) }))
            }
        }

        /// What a segue is: where it leads, how, who performs it, into which tab, what it passes.
        private static func fields(of segue: SegueDescriptor) -> [(String, String)] {
            var fields = [("to", segue.destination), ("style", segue.style.rawValue)]
            if let action = segue.action { fields.append(("action", action)) }
            if let tab = segue.tab { fields.append(("tab", tab)) }
            if segue.coversTabOnly { fields.append(("covers", "tab")) }
            for pass in segue.passes { fields.append(("pass.\(pass.input)", Self.source(of: pass))) }
            return fields
        }

        /// Where a passed value comes from: `from OUTPUT` or `value JSON`.
        private static func source(of pass: SegueDescriptor.Pass) -> String {
            switch pass.source {
            case .output(let output): "from \(output)"
            case .value(let value): "value \(value.json)"
            }
        }

        private mutating func compare(_ segue: SegueDescriptor, _ now: SegueDescriptor, scene: String) {
            let fields = Self.differing([
                ("to", segue.destination, now.destination),
                ("style", segue.style.rawValue, now.style.rawValue),
                ("action", segue.action, now.action),
                ("tab", segue.tab, now.tab),
                ("covers", segue.coversTabOnly ? "tab" : nil, now.coversTabOnly ? "tab" : nil),
            ])
            recordChange(
                .segue, scene: scene, segue: segue.id, name: segue.id,
                fields: fields + Self.passes(segue.passes, now.passes))
            compareGuards(segue.guards, now.guards, scene: scene, segue: segue.id)
        }

        /// The `pass.INPUT` fields of two pass maps that differ, in the old map's order, then the
        /// new one's.
        static func passes(_ old: [SegueDescriptor.Pass], _ new: [SegueDescriptor.Pass]) -> [Field] {
            guard old != new else { return [] }
            var current: [String: SegueDescriptor.Pass] = [:]
            for pass in new where current[pass.input] == nil { current[pass.input] = pass }
            var fields: [Field] = []
            var named: Set<String> = []
            for pass in old where named.insert(pass.input).inserted {
                let now = current[pass.input]
                if now?.source != pass.source {
                    fields.append(Field("pass.\(pass.input)", old: source(of: pass), new: now.map(source)))
                }
            }
            for pass in new where named.insert(pass.input).inserted {
                fields.append(Field("pass.\(pass.input)", old: nil, new: source(of: pass)))
            }
            return fields
        }

        // MARK: Guards

        /// What a guard does when its condition fails: `redirect SCENE` or `refuse MESSAGE`.
        private static func fields(of guardDeclaration: Storyboard.Guard) -> (String, String) {
            switch guardDeclaration.otherwise {
            case .redirect(let scene): ("redirect", scene)
            case .refuse(let message): ("refuse", message)
            }
        }

        /// Guards are matched by condition; a condition guarded twice in one place, by its order.
        mutating func compareGuards(
            _ old: [Storyboard.Guard], _ new: [Storyboard.Guard], scene: String, segue: String? = nil,
            tab: String? = nil
        ) {
            guard old != new else { return }
            // The positions in `new` of each condition's guards, taken in order as `old` matches them.
            var positions: [String: [Int]] = [:]
            for (index, guardDeclaration) in new.enumerated() {
                positions[guardDeclaration.condition, default: []].append(index)
            }
            var taken: [String: Int] = [:]
            var matched = [Bool](repeating: false, count: new.count)
            for guardDeclaration in old {
                let condition = guardDeclaration.condition
                let next = taken[condition] ?? 0
                guard let candidates = positions[condition], next < candidates.count else {
                    let (name, value) = Self.fields(of: guardDeclaration)
                    changes.append(
                        StoryboardChange(
                            .removed, .guard, scene: scene, segue: segue, tab: tab, name: condition,
                            fields: [Field(name, old: value, new: nil)]))
                    continue
                }
                taken[condition] = next + 1
                matched[candidates[next]] = true
                let now = new[candidates[next]]
                guard now != guardDeclaration else { continue }
                let (oldName, oldValue) = Self.fields(of: guardDeclaration)
                let (newName, newValue) = Self.fields(of: now)
                let fields =
                    oldName == newName
                    ? [Field(oldName, old: oldValue, new: newValue)]
                    : [Field(oldName, old: oldValue, new: nil), Field(newName, old: nil, new: newValue)]
                changes.append(
                    StoryboardChange(
                        .changed, .guard, scene: scene, segue: segue, tab: tab, name: condition,
                        fields: fields))
            }
            for (index, guardDeclaration) in new.enumerated() where !matched[index] {
                let (name, value) = Self.fields(of: guardDeclaration)
                changes.append(
                    StoryboardChange(
                        .added, .guard, scene: scene, segue: segue, tab: tab,
                        name: guardDeclaration.condition,
                        fields: [Field(name, old: nil, new: value)]))
            }
        }
    }
}
