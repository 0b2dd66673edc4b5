extension StoryboardDiff {
    /// Finds the changes between two storyboards, element by element.
    struct Comparison {
        let old: Storyboard
        let new: Storyboard
        private(set) var changes: [StoryboardChange] = []
        /// Modules whose contracts were not compared.
        private(set) var uncompared: Set<String> = []

        init(old: Storyboard, new: Storyboard) {
            self.old = old
            self.new = new
        }

        typealias Field = StoryboardChange.Field

        mutating func compare() {
            var fields: [Field] = []
            if old.initialSceneID != new.initialSceneID {
                fields.append(Field("initial", old: old.initialSceneID, new: new.initialSceneID))
            }
            if old.version != new.version {
                fields.append(Field("version", old: "\(old.version)", new: "\(new.version)"))
            }
            if !fields.isEmpty {
                changes.append(StoryboardChange(.changed, .storyboard, scene: "", name: "", fields: fields))
            }
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
            var fields: [Field] = []
            // A container has no module: one that becomes a container, or stops being one, gains
            // or loses its module.
            let modules = (scene.isContainer ? nil : scene.module, now.isContainer ? nil : now.module)
            if modules.0 != modules.1 { fields.append(Field("module", old: modules.0, new: modules.1)) }
            if scene.title != now.title { fields.append(Field("title", old: scene.title, new: now.title)) }
            if scene.isLinkable != now.isLinkable {
                fields.append(Field("linkable", old: "\(scene.isLinkable)", new: "\(now.isLinkable)"))
            }
            if !fields.isEmpty {
                changes.append(
                    StoryboardChange(.changed, .scene, scene: scene.id, name: scene.id, fields: fields))
            }
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
            var fields: [Field] = []
            func field(_ name: String, _ old: String?, _ new: String?) {
                if old != new { fields.append(Field(name, old: old, new: new)) }
            }
            field("to", segue.destination, now.destination)
            field("style", segue.style.rawValue, now.style.rawValue)
            field("action", segue.action, now.action)
            field("tab", segue.tab, now.tab)
            field("covers", segue.coversTabOnly ? "tab" : nil, now.coversTabOnly ? "tab" : nil)
            fields += Self.passes(segue.passes, now.passes)
            if !fields.isEmpty {
                changes.append(
                    StoryboardChange(
                        .changed, .segue, scene: scene, segue: segue.id, name: segue.id, fields: fields))
            }
            compareGuards(segue.guards, now.guards, scene: scene, segue: segue.id)
        }

        /// The `pass.INPUT` fields of two pass maps that differ, in the old map's order, then the
        /// new one's.
        private static func passes(_ old: [SegueDescriptor.Pass], _ new: [SegueDescriptor.Pass]) -> [Field] {
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
        private mutating func compareGuards(
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

        // MARK: Containers

        private mutating func compareContainers(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
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
            var fields: [Field] = []
            func field(_ name: String, _ old: String?, _ new: String?) {
                if old != new { fields.append(Field(name, old: old, new: new)) }
            }
            field("kind", container.kind.rawValue, now.kind.rawValue)
            field("selected", Self.selected(container), Self.selected(now))
            field("back", container.back.rawValue, now.back.rawValue)
            if container.kind == .split || now.kind == .split {
                field("minimumWidth", "\(container.minimumWidth)", "\(now.minimumWidth)")
            }
            if !fields.isEmpty {
                changes.append(
                    StoryboardChange(.changed, .container, scene: scene, name: scene, fields: fields))
            }
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
                var tabFields: [Field] = []
                if stack.root != after.root {
                    tabFields.append(Field("root", old: stack.root, new: after.root))
                }
                if stack.title != after.title {
                    tabFields.append(Field("title", old: stack.title, new: after.title))
                }
                if position != index {
                    tabFields.append(Field("position", old: "\(position + 1)", new: "\(index + 1)"))
                }
                tabFields += Self.passes(stack.passes, after.passes)
                if !tabFields.isEmpty {
                    changes.append(
                        StoryboardChange(
                            .changed, .tab, scene: scene, tab: stack.id, name: stack.id, fields: tabFields))
                }
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

        // MARK: Contracts

        private mutating func compareContracts(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
            guard !scene.isContainer || !now.isContainer else { return }
            // A container offers no inputs, outputs or actions: a scene that becomes one loses
            // its module's, one that stops being one gains them.
            let before = scene.isContainer ? Self.container : old.modules[scene.module]
            let after = now.isContainer ? Self.container : new.modules[now.module]
            if before == nil { uncompared.insert(scene.module) }
            if after == nil { uncompared.insert(now.module) }
            guard let before, let after else { return }
            let id = scene.id
            for input in before.interface.inputs {
                guard let current = after.interface.input(named: input.name) else {
                    changes.append(
                        StoryboardChange(
                            .removed, .input, scene: id, name: input.name,
                            fields: Self.fields(of: input, old: true)))
                    continue
                }
                var fields: [Field] = []
                if input.type != current.type {
                    fields.append(Field("type", old: input.type.description, new: current.type.description))
                }
                if input.isRequired != current.isRequired {
                    fields.append(Field("required", old: "\(input.isRequired)", new: "\(current.isRequired)"))
                }
                if input.defaultValue != current.defaultValue {
                    fields.append(
                        Field("default", old: input.defaultValue?.json, new: current.defaultValue?.json))
                }
                if !fields.isEmpty {
                    changes.append(
                        StoryboardChange(.changed, .input, scene: id, name: input.name, fields: fields))
                }
            }
            for input in after.interface.inputs where before.interface.input(named: input.name) == nil {
                changes.append(
                    StoryboardChange(
                        .added, .input, scene: id, name: input.name,
                        fields: Self.fields(of: input, old: false)))
            }
            for output in before.interface.outputs {
                guard let current = after.interface.output(named: output.name) else {
                    changes.append(
                        StoryboardChange(
                            .removed, .output, scene: id, name: output.name,
                            fields: [Field("type", old: output.type.description, new: nil)]))
                    continue
                }
                if output.type != current.type {
                    changes.append(
                        StoryboardChange(
                            .changed, .output, scene: id, name: output.name,
                            fields: [
                                Field("type", old: output.type.description, new: current.type.description)
                            ]))
                }
            }
            for output in after.interface.outputs where before.interface.output(named: output.name) == nil {
                changes.append(
                    StoryboardChange(
                        .added, .output, scene: id, name: output.name,
                        fields: [Field("type", old: nil, new: output.type.description)]))
            }
            let oldActions = Set(before.actions)
            let newActions = Set(after.actions)
            for action in oldActions.subtracting(newActions) {
                changes.append(StoryboardChange(.removed, .action, scene: id, name: action))
            }
            for action in newActions.subtracting(oldActions) {
                changes.append(StoryboardChange(.added, .action, scene: id, name: action))
            }
        }

        /// What a container offers in a module's place: nothing.
        private static let container = ModuleOffer(
            name: "", routes: [], routesEverySegue: false, actionDescriptors: [])

        /// What an input added or removed is: its type, whether it is required, its default.
        private static func fields(of input: SceneInterface.Input, old: Bool) -> [Field] {
            var values = [("type", input.type.description), ("required", "\(input.isRequired)")]
            if let value = input.defaultValue { values.append(("default", value.json)) }
            return values.map { Field($0.0, old: old ? $0.1 : nil, new: old ? nil : $0.1) }
        }
    }
}
