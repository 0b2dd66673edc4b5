/// The actions of one ViewController type, found by name in O(1).
///
/// ```swift
/// static let actions: ActionTable<ContactListViewController> = [
///     SceneAction("add", summary: "add a contact") { viewController, arguments in
///         try arguments.expectAtMost(0)
///         try viewController.router?.routeToAddContact()
///     },
/// ]
/// ```
///
/// Written as an array literal of ``SceneAction``s; a name given twice is reported by the
/// registry instead of trapping.
public struct ActionTable<ViewController>: ExpressibleByArrayLiteral, Sendable {
    private let byName: [String: SceneAction<ViewController>]
    /// The actions in declaration order.
    let descriptors: [SceneModule.ActionDescriptor]
    /// Names declared more than once.
    let duplicates: [String]

    /// Creates a table from actions.
    public init(arrayLiteral actions: SceneAction<ViewController>...) {
        self.init(actions)
    }

    /// Creates a table from actions built in code, such as one per field of a form.
    public init(_ actions: [SceneAction<ViewController>]) {
        var byName: [String: SceneAction<ViewController>] = [:]
        var descriptors: [SceneModule.ActionDescriptor] = []
        var duplicates: [String] = []
        for action in actions {
            if byName.updateValue(action, forKey: action.name) == nil {
                descriptors.append(action.descriptor)
            } else {
                duplicates.append(action.name)
            }
        }
        self.byName = byName
        self.descriptors = descriptors
        self.duplicates = duplicates
    }

    func action(named name: String) -> SceneAction<ViewController>? {
        byName[name]
    }
}
