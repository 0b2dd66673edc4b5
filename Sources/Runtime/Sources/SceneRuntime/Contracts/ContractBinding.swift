/// A module's contract with its DataStore type erased: the declarations, and closures that read
/// and write the DataStore of one of its scenes.
@MainActor struct ContractBinding {
    struct Input {
        /// The property's value; `nil` when it holds none or the store is not the contract's.
        let read: @MainActor (Any) -> SceneValue?
        /// Writes a value; `false` when it cannot.
        let write: @MainActor (Any, SceneValue?) -> Bool
    }

    let interface: SceneInterface
    /// The DataStore type the key paths start from, for messages (described only when one is
    /// written: describing a type at start-up costs a scan of every protocol conformance).
    let store: Any.Type
    /// The name of ``store``.
    var storeType: String { String(describing: store) }
    let isStore: @MainActor (Any) -> Bool
    let inputs: [String: Input]
    /// Reads an output; `nil` when it has no value.
    let outputs: [String: @MainActor (Any) -> SceneValue?]
    /// For each output bound to the same DataStore property as an input, that input's name: the
    /// output carries the value the scene was given onward (how links complete a stack).
    var carriedInputs: [String: String] = [:]

    /// The binding of a module that declares no contract.
    static let empty = ContractBinding(
        interface: .empty, store: Any.self, isStore: { _ in true }, inputs: [:], outputs: [:])
}
