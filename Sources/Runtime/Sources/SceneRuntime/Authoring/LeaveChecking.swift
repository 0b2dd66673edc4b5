/// A scene's say on whether it may be left now (its leave check): a form with unsaved changes,
/// say, asks not to be dropped.
///
/// ```swift
/// final class ContactEditorViewController: SceneViewController, LeaveChecking {
///     var interactor: (any ContactEditorBusinessLogic)?
///     func reasonToStay(_ request: LeaveRequest) -> String? {
///         interactor?.unsavedChanges.map(ContactEditorPresenter.leaveQuestion(for:))
///     }
/// }
/// ```
///
/// A ViewController (or VIPER View, which may ask its Presenter) adopts it. The navigator asks
/// every scene a navigation would take off the stack, top first, on every way out: back,
/// dismiss, pop to root, pop to a scene, a `replace` or `unwind` segue, a new root, a reload that
/// pops it, a restored stack, and quitting (``Navigator/checkQuit()``). The first scene
/// that gives a reason stops the navigation with ``NavigationError/leaveRefused(scene:reason:destination:)``
/// and the stack stays as it was; the same operation with `force: true` skips every check (after
/// the user agreed, say).
///
/// A navigation a scene asks for itself (``SceneContext/performSegue(_:)-(Identifier)``, ``SceneContext/dismiss()``)
/// does not ask that scene: it decided to leave. The other scenes it would take off are asked.
@MainActor public protocol LeaveChecking: AnyObject {
    /// Why the scene should not be left by `request` now, worded as a question that leaving
    /// answers with yes (`Discard the changes to Ada Lovelace?`); `nil` when it may be left.
    /// Called without side effects expected: it may be asked again, or not followed.
    func reasonToStay(_ request: LeaveRequest) -> String?
}
