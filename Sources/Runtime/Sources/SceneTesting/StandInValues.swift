public import SceneRuntime

/// The DataStore of a stand-in scene with declared inputs and outputs
/// (``StandInScene/module(named:interface:)``): the values it was given and the values it
/// offers, by name, as the runtime passes them.
@MainActor public final class StandInValues {
    /// The values of the inputs, as written by the runtime; `nil` entries are never kept.
    public var inputs: [String: SceneValue] = [:]
    /// The values of the outputs, as the test sets them.
    public var outputs: [String: SceneValue] = [:]

    /// Creates an empty store.
    public init() {}
}
