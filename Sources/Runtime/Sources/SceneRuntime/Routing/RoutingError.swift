/// Why a segue could not be resolved or its data could not be passed.
public enum RoutingError: Error, Sendable, Equatable {
    /// The scene declares no segue with this identifier.
    case unknownSegue(String, scene: String, available: [String], suggestion: String?)
    /// The scene declares the segue, but its router registers no route for it.
    case missingRoute(String, scene: String, router: String)
    /// A DataStore is not of the type a route expects.
    case dataStoreMismatch(scene: String, expected: String, actual: String)
    /// An unwind segue's destination is not on the stack below its source.
    case unwindDestinationNotOnStack(segue: String, destination: String, stack: [String])
}
