extension Navigator {
    /// The token ``Navigator/addObserver(_:)`` returns: give it to
    /// ``Navigator/removeObserver(_:)`` to stop the observer.
    public struct Observation: Sendable, Hashable {
        let id: Int
    }
}

/// The former name of ``Navigator/Observation``.
@available(*, deprecated, renamed: "Navigator.Observation")
public typealias NavigationObservation = Navigator.Observation
