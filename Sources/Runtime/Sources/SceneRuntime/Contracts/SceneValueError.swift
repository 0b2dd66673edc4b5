/// Why a value could not be read from its JSON form.
public enum SceneValueError: Error, Sendable, Equatable {
    /// The text is not JSON.
    case invalidJSON(String)
    /// The JSON is not a value of the type.
    case notOfType(SceneValueType, json: String)
}
