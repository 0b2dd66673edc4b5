/// A lifecycle event, for recording the order in which a ViewController receives them.
public enum LifecycleEvent: String, Sendable, CaseIterable {
    /// `viewDidLoad`
    case didLoad
    /// `viewWillAppear`
    case willAppear
    /// `viewDidAppear`
    case didAppear
    /// `viewWillDisappear`
    case willDisappear
    /// `viewDidDisappear`
    case didDisappear
}
