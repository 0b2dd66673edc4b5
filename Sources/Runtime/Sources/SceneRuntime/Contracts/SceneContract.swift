/// A scene's inputs and outputs, each bound to a property of its DataStore, declared next to
/// its configurator in the module's registration:
///
/// ```swift
/// public static let module = SceneModule(
///     name: "ShowContact",
///     contract: {
///         SceneContract<ShowContactInteractor>(
///             inputs: [SceneInput("contactID", \.contactID)],
///             outputs: [SceneOutput("contactID", \.contactID)])
///     },
///     build: { context in ... })
/// ```
///
/// `Store` is the type of the Router's `dataStore` (usually the Interactor). The runtime writes
/// inputs into it before the scene's `viewDidLoad`, and reads outputs from it when a segue leaves,
/// so scene code only reads and writes typed properties.
@MainActor public struct SceneContract<Store: AnyObject> {
    let inputs: [SceneInput<Store>]
    let outputs: [SceneOutput<Store>]

    /// Creates a contract.
    /// - Parameters:
    ///   - inputs: The values the scene accepts, bound to DataStore properties.
    ///   - outputs: The values the scene offers to the segues that leave it.
    public init(inputs: [SceneInput<Store>] = [], outputs: [SceneOutput<Store>] = []) {
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The declarations alone.
    public var interface: SceneInterface {
        // Closures, not `\.declaration`: a key path is built by the Swift runtime the first time it
        // runs, which at registration cost 26 K instructions for each of a contract's two.
        SceneInterface(inputs: inputs.map { $0.declaration }, outputs: outputs.map { $0.declaration })
    }

    /// The contract with its store type erased, as the runtime keeps it.
    func binding() -> ContractBinding {
        var boundInputs: [String: ContractBinding.Input] = [:]
        for input in inputs where boundInputs[input.declaration.name] == nil {
            boundInputs[input.declaration.name] = ContractBinding.Input(
                read: { store in
                    guard let store = store as? Store else { return nil }
                    return input.read(store)
                },
                write: { store, value in
                    guard let store = store as? Store else { return false }
                    return input.write(store, value)
                })
        }
        var boundOutputs: [String: @MainActor (Any) -> SceneValue?] = [:]
        for output in outputs where boundOutputs[output.declaration.name] == nil {
            boundOutputs[output.declaration.name] = { store in
                guard let store = store as? Store else { return nil }
                return output.read(store)
            }
        }
        var carried: [String: String] = [:]
        for output in outputs {
            guard let path = output.keyPath,
                let input = inputs.first(where: {
                    $0.keyPath == path && $0.declaration.type == output.declaration.type
                })
            else { continue }
            carried[output.declaration.name] = input.declaration.name
        }
        return ContractBinding(
            interface: interface, store: Store.self, isStore: { $0 is Store },
            inputs: boundInputs, outputs: boundOutputs, carriedInputs: carried)
    }
}
