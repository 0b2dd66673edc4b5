/// The runtime's view of a scene's ViewController (a VIPER View): it receives lifecycle events.
///
/// Events arrive in UIKit's order. When B is pushed over A: B `viewDidLoad`, A `viewWillDisappear`,
/// B `viewWillAppear`, A `viewDidDisappear`, B `viewDidAppear`. `viewDidLoad` runs once, after the
/// route has passed data in, so it is the place for a scene's first VIP cycle. Every method has
/// an empty default.
@MainActor public protocol SceneViewController: AnyObject {
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
