/// Every kind of problem a storyboard can have. Messages are rendered in `Messages/`; what is
/// public of a problem is its ``Storyboard/Diagnostic``: message, ``code`` and location.
package enum StoryboardProblem: Sendable, Hashable {
    /// The file cannot be read.
    case unreadableFile(reason: String)
    /// The text is not valid JSON.
    case syntax(String)
    /// A value has the wrong JSON type.
    case wrongType(expected: String, found: String)
    /// A required key is absent.
    case missingKey(String)
    /// A key that the format does not define.
    case unknownKey(String, allowed: [String], suggestion: String?)
    /// A key given twice in one object.
    case duplicateKey(String, firstLine: Int)
    /// An id or module name that is not an identifier.
    case invalidIdentifier(String, role: String)
    /// A title that is empty or only blanks: it would show nothing.
    case emptyTitle
    /// A `version` other than the one this runtime reads.
    case unsupportedVersion(String)
    /// A segue `style` that does not exist.
    case unknownStyle(String, suggestion: String?)
    /// Two scenes with the same id.
    case duplicateSceneID(String, firstLine: Int)
    /// Two segues with the same id in one scene.
    case duplicateSegueID(String, scene: String, firstLine: Int)
    /// A segue whose destination is not a scene of the storyboard.
    case unknownDestination(segue: String, destination: String, suggestion: String?)
    /// A scene whose module is not registered.
    case unknownModule(String, known: [String], suggestion: String?)
    /// A segue for which the source scene's router registers no route.
    case missingRoute(segue: String, scene: String, module: String, routes: [String], suggestion: String?)
    /// An `initial` that names no scene.
    case unknownInitialScene(String, suggestion: String?)
    /// An unwind segue whose destination can never be below its source on the stack.
    case impossibleUnwind(segue: String, source: String, destination: String)
    /// An unwind segue whose destination is below its source on some ways there but not on all: a
    /// chain of push and modal segues reaches the source from a stack's root without passing the
    /// destination (`via` is the root). A warning: the shell does not offer the unwind then.
    case unwindNotAlwaysPossible(segue: String, source: String, destination: String, via: String)
    /// A plugin listed in `plugins` that could not be loaded (a warning: the app carries on
    /// without it, and scenes of its modules are reported as unknown modules).
    case pluginFailed(String, reason: String)
    /// A `pass` key in a version 1 storyboard.
    case passNeedsVersion2
    /// A `pass` entry with both `from` and `value`, or neither.
    case invalidPassSource(String, bothGiven: Bool)
    /// A constant that is not a string, number, boolean or list of them.
    case invalidConstant(found: String)
    /// A number constant that no decimal holds exactly: refused, never rounded.
    case inexactConstant(String)
    /// A segue passes an input its destination does not declare.
    case unknownInput(String, segue: String, scene: String, inputs: [String], suggestion: String?)
    /// An unwind passes a result to an input the scene it returns to does not declare.
    case unwindResultNotAccepted(String, segue: String, scene: String, inputs: [String], suggestion: String?)
    /// A segue passes an output its source scene does not declare.
    case unknownOutput(String, segue: String, scene: String, outputs: [String], suggestion: String?)
    /// A segue into a scene does not pass one of its required inputs.
    case missingInput(String, type: SceneValueType, segue: String, scene: String)
    /// The initial scene has a required input, which nothing can pass.
    case requiredInputOfInitialScene(String, type: SceneValueType, scene: String)
    /// A segue passes an output to an input of another type.
    case typeMismatch(
        input: String, inputType: SceneValueType, output: String, outputType: SceneValueType, segue: String)
    /// A segue passes a constant that is not a value of the input's type.
    case constantMismatch(String, type: SceneValueType, constant: String)
    /// Optional inputs of a scene, without a default, that no segue passes (a warning).
    case inputsNeverPassed([String], scene: String)
    /// A plugin listed in `plugins` that was not opened (checking runs no plugin code unless
    /// asked) and whose manifest cannot be used (a warning: scenes its modules may provide are
    /// unchecked).
    /// `library` is the plugin's path as resolved from the storyboard's folder.
    case pluginUnchecked(String, library: String, reason: PluginManifestError)
    /// A scene whose module is not registered but may come from plugins that were not opened and
    /// have no usable manifest (a warning): its module and routes are not checked. `plugins` are
    /// as listed, `libraries` as resolved.
    case uncheckedScene(String, module: String, plugins: [String], libraries: [String])
    /// A guard with both or neither of `refuse` and `redirect`.
    case invalidGuard(String, bothGiven: Bool)
    /// A guard's `refuse` message that is empty.
    case emptyRefusal
    /// A guard naming a condition no module registers.
    case unknownCondition(String, known: [String], suggestion: String?)
    /// A guard naming a condition that listed plugins, not opened, may register (a warning).
    case uncheckedCondition(String)
    /// A guard redirecting to a scene the storyboard does not declare.
    case unknownRedirect(String, suggestion: String?)
    /// A guard redirecting to a scene that a guard on the same condition keeps out (a warning):
    /// the redirect cannot make the condition hold, so it cannot lead back.
    case redirectBehindSameGuard(String, condition: String)
    /// Scenes whose own guards redirect to one another in a loop, `scenes` in order from the
    /// first back to it (a warning): none of these redirects can lead back.
    case redirectLoop([String])
    /// A segue's `action` that the source scene's ViewController does not declare.
    case unknownPerformingAction(String, segue: String, scene: String, actions: [String], suggestion: String?)
    /// A scene that no path of segues from the initial scene reaches (a warning).
    case unreachableScene(String)
    /// A route that a router registers but that no segue of its scenes uses (a warning).
    case unusedRoute(String, module: String)
    /// A segue whose router has a route of its own that does not declare what it writes
    /// (`SceneRouter.routeWrites`): its destination built again from a link, `undo` or
    /// `--resume` lacks what that route wrote (a warning, in version 2).
    case undeclaredRouteWrites(segue: String, scene: String, destination: String, module: String)
    /// A route declared to write an input its destination does not declare.
    case unknownRouteWrite(String, segue: String, destination: String, inputs: [String], suggestion: String?)
    /// A key a container scene does not take (`module`, `segues`): its stacks' scenes have them.
    case notForContainer(String)
    /// A container `kind` other than `tabs` and `split`.
    case unknownContainerKind(String, suggestion: String?)
    /// A container key of the other kind (`panes` in tabs, `tabs` or `minimumWidth`… in a split).
    case notForContainerKind(String, kind: String)
    /// Tabs with no tab, or a split without exactly two panes.
    case containerStackCount(kind: String, found: Int)
    /// Two tabs of one container with the same id.
    case duplicateTabID(String, firstLine: Int)
    /// A container's `selected` that names none of its tabs.
    case unknownSelectedTab(String, tabs: [String], suggestion: String?)
    /// A container's `back` other than `stay`, `firstTab` and `leave`.
    case unknownBackPolicy(String, suggestion: String?)
    /// A tab whose root is not a scene of the storyboard.
    case unknownTabRoot(String, tab: String, suggestion: String?)
    /// Containers nested deeper than ``SceneDescriptor/Container/maximumNesting`` (or a container
    /// inside itself).
    case containerTooDeep(String, limit: Int)
    /// A segue that shows `container` in a stack of `inside`, nesting containers past the limit
    /// (or a container inside itself): navigation refuses it there.
    case segueNestsTooDeep(segue: String, container: String, inside: String, limit: Int)
    /// A tab whose root has a required input the container does not pass.
    case missingTabInput(String, type: SceneValueType, tab: String, scene: String)
    /// A tab passes an input its root does not declare.
    case unknownTabInput(String, tab: String, scene: String, inputs: [String], suggestion: String?)
    /// A tab passes an output (`from`): its root has no scene before it, so a tab passes constants.
    case tabPassFromOutput(String, output: String, tab: String)
    /// A segue into a tab (`tab`) from a scene that is in no container with that tab.
    case unknownSegueTab(String, segue: String, scene: String, tabs: [String], suggestion: String?)
    /// An unwind from a scene in one tab to a scene only another tab holds.
    case unwindAcrossTabs(segue: String, source: String, destination: String)
    /// `"covers"` on a segue that is not modal.
    case coversNeedsModal
    /// `"tab"` on an unwind, which returns within its own stack.
    case tabOnUnwind
    /// A segue into `tab` from a scene that some way from the initial scene reaches outside every
    /// container with that tab (from `via`; `nil` when the scene is the initial one): there the
    /// segue cannot be taken (a warning).
    case segueTabNotEverywhere(String, segue: String, scene: String, via: String?)

    /// The name of the case: ``Storyboard/Diagnostic/code``.
    package var code: String { caseName(of: self) }

    /// Whether the problem is an error or a warning.
    package var severity: Storyboard.Diagnostic.Severity {
        switch self {
        case .unreachableScene, .unusedRoute, .undeclaredRouteWrites, .pluginFailed, .pluginUnchecked,
            .uncheckedScene,
            .inputsNeverPassed, .uncheckedCondition, .unwindNotAlwaysPossible, .segueNestsTooDeep,
            .segueTabNotEverywhere, .redirectBehindSameGuard, .redirectLoop:
            .warning
        default: .error
        }
    }
}
