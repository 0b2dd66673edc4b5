/// The runtime's view of a scene's ViewController (a VIPER View): it receives lifecycle events,
/// offers actions, and describes what it shows as a ``Screen``.
///
/// Events arrive in UIKit's order. When B is pushed over A: B `viewDidLoad`, A `viewWillDisappear`,
/// B `viewWillAppear`, A `viewDidDisappear`, B `viewDidAppear`. `viewDidLoad` runs once, after the
/// route has passed data in, so it is the place for a scene's first VIP cycle. Every requirement has
/// a default: no actions, an empty screen, empty lifecycle methods.
@MainActor public protocol SceneViewController: AnyObject {
    /// The actions the user can perform on this scene, the analogue of `@IBAction`s.
    static var actions: ActionTable<Self> { get }
    /// What the scene shows now, usually built from the last ViewModel it displayed.
    var screen: Screen { get }
    /// The scene was built, data was passed in, and it is about to be shown for the first time.
    func viewDidLoad()
    /// The scene is about to become the top of the stack.
    func viewWillAppear()
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
    /// Does nothing.
    public func viewDidLoad() {}
    /// Does nothing.
    public func viewWillAppear() {}
    /// Does nothing.
    public func viewDidAppear() {}
    /// Does nothing.
    public func viewWillDisappear() {}
    /// Does nothing.
    public func viewDidDisappear() {}
}

extension SceneViewController {
    /// The actions of this ViewController, in declaration order.
    var actionDescriptors: [ActionDescriptor] { Self.actions.descriptors }

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
}
