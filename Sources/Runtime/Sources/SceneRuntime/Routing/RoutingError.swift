/// Why a segue could not be resolved or its data could not be passed.
///
/// ```swift
/// do {
///     try navigator.performSegue("ViewContcat")
/// } catch let error as RoutingError {
///     print(error)    // names the segues the scene declares, and the nearest: ViewContact
/// }
/// ```
public enum RoutingError: Error, Sendable, Equatable {
    /// The scene declares no segue with this identifier.
    case unknownSegue(String, scene: String, available: [String], suggestion: String?)
    /// The scene declares the segue, but its router registers no route for it.
    case missingRoute(String, scene: String, router: String)
    /// A DataStore is not of the type a route expects.
    case dataStoreMismatch(scene: String, expected: String, actual: String)
    /// An unwind segue's destination is not on the stack below its source.
    case unwindDestinationNotOnStack(segue: String, destination: String, stack: [String])
    /// A value was passed to an input the scene does not declare (`segue` is `nil` when the
    /// inputs were given directly, as to ``Navigator/replaceRoot(with:inputs:force:)``).
    case unknownInput(String, scene: String, segue: String?, inputs: [String], suggestion: String?)
    /// A segue passes an output that its source scene does not declare.
    case unknownOutput(String, scene: String, segue: String, outputs: [String], suggestion: String?)
    /// A required input was not given a value.
    case missingInput(String, type: SceneValueType, scene: String, segue: String?)
    /// A segue passes an output that has no value now to a required input.
    case outputWithoutValue(String, scene: String, segue: String, input: String)
    /// A value does not have the type of the input it was passed to.
    case inputTypeMismatch(input: String, scene: String, expected: SceneValueType, value: SceneValue)
}

extension RoutingError {
    /// ``unknownSegue(_:scene:available:suggestion:)`` for the segue `identifier` asked of
    /// `scene`, which does not declare it: the segues it declares, and the closest of them.
    package static func unknownSegue(_ identifier: String, of scene: SceneDescriptor) -> RoutingError {
        let available = scene.segues.map(\.id)
        return .unknownSegue(
            identifier, scene: scene.id, available: available,
            suggestion: Suggestion.closest(to: identifier, in: available))
    }
}
