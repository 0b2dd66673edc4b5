extension SceneValue {
    /// Why a value could not be read from its JSON form.
    public enum JSONError: Error, Sendable, Equatable {
        /// The text is not JSON.
        case invalidJSON(String)
        /// The JSON is not a value of the type.
        case notOfType(SceneValueType, json: String)
        /// A number no decimal holds exactly (more significant digits than it keeps, or too large or
        /// too small): refused rather than rounded.
        case inexactDecimal(String)
    }
}

/// The former name of ``SceneValue/JSONError``.
@available(*, deprecated, renamed: "SceneValue.JSONError")
public typealias SceneValueError = SceneValue.JSONError
