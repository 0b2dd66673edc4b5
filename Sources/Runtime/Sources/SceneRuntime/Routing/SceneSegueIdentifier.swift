/// The closed set of segues a Router knows: an enum whose raw values are the identifiers the
/// storyboard gives those segues.
///
/// A Router declares its set as its `SegueIdentifier` and uses it in its ``RouteTable`` and when
/// it performs a segue, so a misspelt identifier does not compile:
///
/// ```swift
/// enum SegueIdentifier: String, SceneSegueIdentifier {
///     case viewContact = "ViewContact"
///     case addContact = "AddContact"
/// }
///
/// func routeToShowContact() throws {
///     try context.performSegue(SegueIdentifier.viewContact)
/// }
/// ```
///
/// The storyboard is checked against the routes at load; a Router with no segues declares none
/// and gets ``NoSegues``.
public protocol SceneSegueIdentifier: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {}
