/// The segue identifiers of a Router that performs and routes no segue: there are none.
///
/// It is the default `SegueIdentifier` of a ``SceneRouter``, so such a Router declares nothing.
public enum NoSegues: SceneSegueIdentifier {
    /// Every identifier is unknown.
    public init?(rawValue: String) { nil }

    /// There is no value to name.
    public var rawValue: String {
        switch self {}
    }

    /// The empty set.
    public static var allCases: [NoSegues] { [] }
}
