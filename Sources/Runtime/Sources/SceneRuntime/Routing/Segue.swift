/// A segue being performed: what a route receives.
///
/// ```swift
/// func routeToShowContact(_ segue: Segue) throws {
///     let destination = try segue.destinationDataStore(as: (any ShowContactDataStore).self)
///     destination.contact = dataStore.selectedContact
/// }
/// ```
///
/// For `push`, `modal` and `replace` the destination is a new scene that is not loaded yet; for an
/// `unwind` it is the scene below that the stack returns to, and the route passes data back.
@MainActor public struct Segue {
    /// The segue as declared in the storyboard.
    public let descriptor: SegueDescriptor
    /// The scene the segue starts from; its router's route is running.
    public let source: Scene
    /// The scene the segue leads to.
    public let destination: Scene

    /// Creates a segue between two scenes; the navigator makes them, tests and benchmarks may too.
    public init(descriptor: SegueDescriptor, source: Scene, destination: Scene) {
        self.descriptor = descriptor
        self.source = source
        self.destination = destination
    }

    /// The segue identifier.
    public var identifier: String { descriptor.id }

    /// The destination's DataStore as `type`.
    /// - Throws: ``RoutingError/dataStoreMismatch(scene:expected:actual:)`` if it is not one.
    public func destinationDataStore<T>(as type: T.Type) throws(RoutingError) -> T {
        try destination.dataStore(as: type)
    }

    /// The source's DataStore as `type`.
    /// - Throws: ``RoutingError/dataStoreMismatch(scene:expected:actual:)`` if it is not one.
    public func sourceDataStore<T>(as type: T.Type) throws(RoutingError) -> T {
        try source.dataStore(as: type)
    }
}
