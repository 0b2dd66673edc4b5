/// The segue identifiers of a Router that performs and routes no segue: there are none.
///
/// ```swift
/// // A Router that declares no SegueIdentifier and no routes: its SegueIdentifier is NoSegues.
/// final class AboutRouter: SceneRouterBase<any AboutDataStore>, SceneRouter {}
/// AboutRouter.SegueIdentifier.allCases.isEmpty    // true
/// ```
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
