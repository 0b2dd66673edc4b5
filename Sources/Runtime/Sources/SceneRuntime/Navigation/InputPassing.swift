/// The route the runtime generates from a segue's `pass` declaration: resolves the values a
/// segue passes (from the source's outputs and constants), checks them against the
/// destination's inputs, and writes them into its DataStore.
///
/// Resolving reads and checks everything before anything is written, so a failure leaves both
/// scenes untouched.
@MainActor enum InputPassing {
    /// What to write into a scene's inputs, in order; `nil` clears an optional input. The same
    /// values are recorded on the scene (``Scene/inputs``).
    struct Plan {
        var writes: [(input: String, value: SceneValue?)] = []
    }

    /// The plan for `segue` from `source` into a scene of `contract`: a scene being built
    /// (`building`) also gets defaults, and must receive every required input; a scene returned
    /// to by an unwind receives only what the segue passes.
    static func plan(
        _ segue: SegueDescriptor, from source: Scene, into contract: ContractBinding, building: Bool
    ) throws(RoutingError) -> Plan {
        var given: [String: SceneValue?] = [:]
        if !segue.passes.isEmpty { try checkStore(of: source) }
        for pass in segue.passes {
            guard let input = contract.interface.input(named: pass.input) else {
                throw unknownInput(pass.input, scene: segue.destination, segue: segue.id, contract: contract)
            }
            switch pass.source {
            case .value(let constant):
                guard let value = constant.converted(to: input.type) else {
                    throw .inputTypeMismatch(
                        input: input.name, scene: segue.destination, expected: input.type, value: constant)
                }
                given[input.name] = value
            case .output(let name):
                guard let read = source.contract.outputs[name] else {
                    let outputs = source.contract.interface.outputs.map(\.name)
                    throw .unknownOutput(
                        name, scene: source.id, segue: segue.id, outputs: outputs,
                        suggestion: Suggestion.closest(to: name, in: outputs))
                }
                guard let value = read(source.router.anyDataStore) else {
                    if building && input.isRequired {
                        throw .outputWithoutValue(name, scene: source.id, segue: segue.id, input: input.name)
                    }
                    given[input.name] = .some(nil)
                    continue
                }
                guard value.conforms(to: input.type) else {
                    throw .inputTypeMismatch(
                        input: input.name, scene: segue.destination, expected: input.type, value: value)
                }
                given[input.name] = value
            }
        }
        if building {
            return try complete(given, into: contract, scene: segue.destination, segue: segue.id)
        }
        var plan = Plan()
        for pass in segue.passes {
            guard let value = given[pass.input] else { continue }
            plan.writes.append((pass.input, value))
        }
        return plan
    }

    /// Whether the plan of `segue` into `scene`, a scene being built, may write anything: not
    /// when the segue passes nothing and the scene declares no input, whose plan is empty.
    static func mayWrite(_ segue: SegueDescriptor, into scene: Scene) -> Bool {
        !segue.passes.isEmpty || !scene.contract.interface.inputs.isEmpty
    }

    /// The plan for a scene built with the given inputs, such as a new root.
    static func plan(
        inputs: [String: SceneValue], into contract: ContractBinding, scene: String
    ) throws(RoutingError) -> Plan {
        var given: [String: SceneValue?] = [:]
        for (name, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let input = contract.interface.input(named: name) else {
                throw unknownInput(name, scene: scene, segue: nil, contract: contract)
            }
            guard let converted = value.converted(to: input.type) else {
                throw .inputTypeMismatch(input: name, scene: scene, expected: input.type, value: value)
            }
            given[name] = converted
        }
        return try complete(given, into: contract, scene: scene, segue: nil)
    }

    /// Every declared input of a scene being built: given, defaulted, or missing.
    private static func complete(
        _ given: [String: SceneValue?], into contract: ContractBinding, scene: String, segue: String?
    ) throws(RoutingError) -> Plan {
        var plan = Plan()
        for input in contract.interface.inputs {
            if let value = given[input.name] ?? nil {
                plan.writes.append((input.name, value))
            } else if input.isRequired {
                throw .missingInput(input.name, type: input.type, scene: scene, segue: segue)
            } else if let value = input.defaultValue {
                plan.writes.append((input.name, value))
            }
        }
        return plan
    }

    /// Writes a plan into a scene's DataStore and records its inputs.
    static func apply(_ plan: Plan, to scene: Scene) throws(RoutingError) {
        guard !plan.writes.isEmpty else { return }
        try checkStore(of: scene)
        let store = scene.router.anyDataStore
        for (name, value) in plan.writes {
            guard let input = scene.contract.inputs[name], input.write(store, value) else {
                let type = scene.contract.interface.input(named: name)?.type ?? .text
                guard let value else { throw .missingInput(name, type: type, scene: scene.id, segue: nil) }
                throw .inputTypeMismatch(input: name, scene: scene.id, expected: type, value: value)
            }
        }
        for (name, value) in plan.writes { scene.inputs[name] = value }
    }

    /// Records on `scene` the values its DataStore now holds for `inputs`, the inputs a
    /// hand-written route declares it wrote (``SceneRouter/routeWrites``); an input without a
    /// value is no longer recorded. Names the scene does not declare are passed over (a loaded
    /// storyboard has refused them).
    static func record(_ inputs: [String], of scene: Scene) {
        guard !inputs.isEmpty else { return }
        let store = scene.router.anyDataStore
        guard scene.contract.isStore(store) else { return }
        for name in inputs {
            guard let input = scene.contract.inputs[name] else { continue }
            scene.inputs[name] = input.read(store)
        }
    }

    /// The current values of the inputs a plan writes, to put back with ``restore(_:to:)``.
    static func snapshot(for plan: Plan, of scene: Scene) -> (values: Plan, recorded: [String: SceneValue]) {
        var values = Plan()
        let store = scene.router.anyDataStore
        for (name, _) in plan.writes where scene.contract.isStore(store) {
            values.writes.append((name, scene.contract.inputs[name]?.read(store)))
        }
        return (values, scene.inputs)
    }

    /// Puts back what ``snapshot(for:of:)`` saw.
    static func restore(_ snapshot: (values: Plan, recorded: [String: SceneValue]), to scene: Scene) {
        let store = scene.router.anyDataStore
        for (name, value) in snapshot.values.writes {
            _ = scene.contract.inputs[name]?.write(store, value)
        }
        scene.inputs = snapshot.recorded
    }

    private static func checkStore(of scene: Scene) throws(RoutingError) {
        let store = scene.router.anyDataStore
        guard scene.contract.isStore(store) else {
            throw .dataStoreMismatch(
                scene: scene.id, expected: scene.contract.storeType, actual: DynamicType.name(of: store))
        }
    }

    private static func unknownInput(
        _ name: String, scene: String, segue: String?, contract: ContractBinding
    ) -> RoutingError {
        let inputs = contract.interface.inputs.map(\.name)
        return .unknownInput(
            name, scene: scene, segue: segue, inputs: inputs,
            suggestion: Suggestion.closest(to: name, in: inputs))
    }
}
