extension SceneValueType {
    /// Why a type's spelling was refused by ``SceneValueType/init(parsing:)``. Worded in
    /// `Messages/`.
    public enum SpellingError: Error, Sendable, Equatable {
        /// The text is no type: neither `text`, `integer`, `decimal`, `boolean`, `date`, `identifier`
        /// nor one of them in brackets.
        case unknown(String)
        /// Lists nested deeper than ``SceneValueType/maximumNesting`` levels.
        case tooDeep(String, limit: Int)
    }
}

/// The former name of ``SceneValueType/SpellingError``.
@available(*, deprecated, renamed: "SceneValueType.SpellingError")
public typealias SceneValueTypeError = SceneValueType.SpellingError
