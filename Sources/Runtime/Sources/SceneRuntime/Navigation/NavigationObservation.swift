/// The token ``Navigator/addObserver(_:)`` returns: give it to
/// ``Navigator/removeObserver(_:)`` to stop the observer.
public struct NavigationObservation: Sendable, Hashable {
    let id: Int
}
