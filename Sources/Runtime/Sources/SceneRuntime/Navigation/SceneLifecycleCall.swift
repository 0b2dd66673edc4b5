/// A lifecycle call the navigator makes on a scene's view controller, as a witness sees it
/// (``Navigator/lifecycleWitness``): the order `scenes explore` checks.
package enum SceneLifecycleCall: String, Sendable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}
