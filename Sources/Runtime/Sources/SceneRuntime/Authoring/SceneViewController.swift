/// The runtime's view of a scene's ViewController (a VIPER View): it receives lifecycle events,
/// offers actions, and describes what it shows as a ``Screen``.
///
/// ```swift
/// final class ShowContactViewController: SceneViewController, ShowContactDisplayLogic {
///     var interactor: (any ShowContactBusinessLogic)?
///     private(set) var displayed = ShowContact.GetContact.ViewModel(name: "", fields: [])
///     func viewDidLoad() { interactor?.getContact(request: ShowContact.GetContact.Request()) }
///     func displayContact(viewModel: ShowContact.GetContact.ViewModel) { displayed = viewModel }
///     var screen: Screen { Screen([.heading(displayed.name)]) }
/// }
/// ```
///
/// Events arrive in UIKit's order. When B is pushed over A: B `viewDidLoad`, A `viewWillDisappear`,
/// B `viewWillAppear`, A `viewDidDisappear`, B `viewDidAppear`. `viewDidLoad` runs once, after the
/// route has passed data in, so it is the place for a scene's first VIP cycle. Every requirement has
/// a default: no actions, an empty screen, empty lifecycle methods.
@MainActor public protocol SceneViewController: AnyObject {
    /// The actions the user can perform on this scene, the analogue of `@IBAction`s.
    static var actions: ActionTable<Self> { get }
    /// What the scene shows now, usually built from the last ViewModel it displayed.
    ///
    /// When it reads observable state (an `@Observable` presenter's view model), the runtime
    /// follows what it read: after that state changes, even from async work once the command has
    /// returned, the shell draws the screen again, once. No tracking code is needed in the scene.
    var screen: Screen { get }
    /// The scene's title now, the analogue of UIKit's `navigationItem.title` (a note's title); `nil`
    /// keeps the storyboard's. The breadcrumb, the screen's heading, `stack` and `history` show
    /// it; links and scene ids keep the storyboard's. Observable state it reads is followed as
    /// ``screen``'s is.
    var navigationTitle: String? { get }
    /// Whether the action `name` applies now; by default every action does. One that does not is
    /// not offered (help, completion, the screen's actions line, `scenes explore`), and performing
    /// it is refused with ``ActionError/unavailable(action:reason:)`` and the reason given.
    func availability(ofAction name: String) -> ActionAvailability
    /// Whether the segue `identifier` applies now, for a segue a person takes with `go`; by
    /// default every segue does. One that does not is not offered (the screen's moves line,
    /// completion, `segues`, `scenes explore`), and `go` is refused with
    /// ``NavigationError/segueUnavailable(segue:scene:reason:)``. A segue the scene performs
    /// itself is its own decision and is not checked.
    func availability(ofSegue identifier: String) -> ActionAvailability
    /// The scene was built, data was passed in, and it is about to be shown for the first time.
    func viewDidLoad()
    /// The scene is about to become the top of the stack.
    func viewWillAppear()
    /// Shared data the scene read as it appeared (see ``ObservedData``) changed while it is visible,
    /// made by another scene (the pane beside it) or another process. By default,
    /// ``viewWillAppear()`` again: the scene fetches what it shows as it does when it appears.
    func dataDidChange()
    /// The scene is the top of the stack. Performing a segue from here is allowed.
    func viewDidAppear()
    /// The scene is about to stop being the top of the stack.
    func viewWillDisappear()
    /// The scene is no longer the top of the stack.
    func viewDidDisappear()
}

extension SceneViewController {
    /// No actions.
    public static var actions: ActionTable<Self> { [] }
    /// An empty screen.
    public var screen: Screen { Screen() }
    /// The storyboard's title.
    public var navigationTitle: String? { nil }
    /// Every action applies.
    public func availability(ofAction name: String) -> ActionAvailability { .available }
    /// Every segue applies.
    public func availability(ofSegue identifier: String) -> ActionAvailability { .available }
    /// Does nothing.
    public func viewDidLoad() {}
    /// Does nothing.
    public func viewWillAppear() {}
    /// Calls ``viewWillAppear()``, where a scene fetches what it shows.
    public func dataDidChange() { viewWillAppear() }
    /// Does nothing.
    public func viewDidAppear() {}
    /// Does nothing.
    public func viewWillDisappear() {}
    /// Does nothing.
    public func viewDidDisappear() {}
}

extension SceneViewController {
    /// The actions of this ViewController, in declaration order.
    var actionDescriptors: [SceneModule.ActionDescriptor] { Self.actions.descriptors }

    /// Performs the action `name` with `words` as its arguments, arranged by the one rule of
    /// ``ActionArguments/arranging(_:for:)``.
    func perform(action name: String, words: [String], sceneID: String) throws {
        guard let action = Self.actions.action(named: name) else {
            let available = Self.actions.descriptors.map(\.name)
            throw ActionError.unknownAction(
                name, scene: sceneID, available: available,
                suggestion: Suggestion.closest(to: name, in: available))
        }
        try action.handler(self, ActionArguments.arranging(words, for: action.descriptor))
    }

    /// The question the action `name` asks before it runs with `words`; `nil` if it asks none
    /// now, or is no action of this ViewController.
    func question(beforeAction name: String, words: [String]) throws -> String? {
        guard let action = Self.actions.action(named: name), let question = action.question else {
            return nil
        }
        return try question(self, ActionArguments.arranging(words, for: action.descriptor))
    }
}
