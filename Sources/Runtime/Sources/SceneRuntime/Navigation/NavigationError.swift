/// Why a navigation operation was refused. The stack is unchanged whenever one is thrown.
///
/// ```swift
/// do {
///     try navigator.back()
/// } catch NavigationError.atRoot(let scene) {
///     print("\(scene) is the root: nothing to go back to")
/// }
/// ```
public enum NavigationError: Error, Sendable, Equatable {
    /// The navigator has no scene yet; start it first.
    case notStarted
    /// `back` at the root scene.
    case atRoot(String)
    /// `dismiss` when no scene on the stack was presented modally.
    case nothingPresented(String)
    /// `pop(to:)` a scene that is not on the stack.
    case sceneNotOnStack(String, stack: [String], suggestion: String?)
    /// A scene id that the storyboard does not declare.
    case unknownScene(String, suggestion: String?)
    /// A navigation request made while another transition is running (from `viewDidLoad`,
    /// `viewWillAppear`, a route, ...). Requests from `viewDidAppear` are allowed.
    case transitionInProgress(String)
    /// A scene that is not the top of the stack asked to navigate.
    case notTopScene(String)
    /// A stack to restore that names no scene.
    case emptyStack
    /// A guard whose condition does not hold refused the navigation, with its message.
    case guardRefused(condition: String, message: String)
    /// A guard's condition does not hold and its redirect cannot be shown (a stack restored
    /// with nothing on screen to present the redirect over).
    case guardFailed(condition: String, scene: String)
    /// `go` on a segue that only the scene's action performs, once it has done its work.
    case performedByAction(segue: String, scene: String, action: String)
    /// The module's factory threw while building the scene.
    case sceneBuildFailed(scene: String, module: String, reason: String)
    /// A scene the navigation would take off the stack asks not to be left now, for `reason` (its
    /// ``LeaveChecking`` answer); `destination` is the scene that would have been on top (`nil`
    /// when quitting). The same operation with `force: true` leaves anyway.
    case leaveRefused(scene: String, reason: String, destination: String?)
    /// A stack to restore whose root navigation cannot make a root: only the initial scene and
    /// the destinations of `replace` segues reached from it can be.
    case notARoot(String, initial: String)
    /// A stack to restore in which no segue of that presentation leads from a scene to the next.
    case noSegue(from: String, to: String, presentation: NavigationState.Presentation)
    /// A stack to restore (a link, a resumed session) that would enter `scene` through a segue only
    /// the action `action` of its source performs, and `scene` is not declared linkable.
    case notLinkable(scene: String, segue: String, source: String, action: String)
    /// A tab that no container on the stack has; `tabs` are the innermost container's.
    case unknownTab(String, tabs: [String], suggestion: String?)
    /// A tab asked for where no container is shown.
    case noTabs(String)
    /// Another tab asked for while `scene`, presented modally, covers the container.
    case tabsCovered(container: String, by: String)
    /// A container that would nest deeper than ``SceneDescriptor/Container/maximumNesting``.
    case containerTooDeep(String, limit: Int)
    /// A stack to restore whose scene after a container is not the root of one of its stacks.
    case notATabRoot(String, container: String, roots: [String])
    /// A stack to restore whose container has another number of tabs than the storyboard gives it.
    case tabsChanged(String, declared: Int, found: Int)
    /// `go` on a segue that the scene says does not apply now
    /// (``SceneViewController/availability(ofSegue:)``); `reason` is the scene's words, if it gave any.
    case segueUnavailable(segue: String, scene: String, reason: String?)
}
