/// A segue whose hand-written route does not declare what it writes into a scene
/// (``SceneRouter/routeWrites``): built again from its inputs (by a link, `undo`, `--resume`),
/// the scene lacks what that route wrote. ``Navigator/unrecordedRoutes`` names those that wrote
/// into the scenes shown, `Navigator.unrecordedRoutes(in:)` those that may have.
package struct UnrecordedRoute: Sendable, Hashable {
    /// The segue's id.
    package let segue: String
    /// The scene the segue starts from, whose router has the route.
    package let source: String
    /// The scene the route writes into: the segue's destination, or the scene an unwind returns to.
    package let destination: String
}
