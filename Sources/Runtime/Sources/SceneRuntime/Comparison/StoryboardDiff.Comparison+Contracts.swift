/// Comparing contracts: the inputs and outputs modules declare for their scenes.
extension StoryboardDiff.Comparison {
    mutating func compareContracts(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
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
            var fields = Self.differing([
                ("type", input.type.description, current.type.description),
                ("required", "\(input.isRequired)", "\(current.isRequired)"),
            ])
            // Compared as values: a text and an identifier default can read alike.
            if input.defaultValue != current.defaultValue {
                fields.append(
                    Field("default", old: input.defaultValue?.json, new: current.defaultValue?.json))
            }
            recordChange(.input, scene: id, name: input.name, fields: fields)
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
            recordChange(
                .output, scene: id, name: output.name,
                fields: Self.differing([("type", output.type.description, current.type.description)]))
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
