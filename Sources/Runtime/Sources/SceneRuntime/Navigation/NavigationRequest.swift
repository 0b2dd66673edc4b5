/// A navigation operation as the navigator receives it: what it reports to observers and how
/// a refusal while another transition runs names it.
enum NavigationRequest: CustomStringConvertible {
    case segue(String)
    case back
    case dismiss
    case popToRoot
    case popTo(String)
    case replaceRoot(String)
    case restore(count: Int)
    case reload
    /// Selecting a tab of a container.
    case selectTab(String)
    /// A guard's redirect before an action that performs a guarded segue.
    case action(String)

    /// The kind of event the request makes.
    var kind: NavigationEvent.Kind {
        switch self {
        case .segue: .segue
        case .back: .back
        case .dismiss: .dismiss
        case .popToRoot: .popToRoot
        case .popTo: .popTo
        case .replaceRoot: .replaceRoot
        case .restore: .restore
        case .reload: .reload
        case .selectTab: .selectTab
        case .action: .redirect
        }
    }

    /// The request as ``NavigationError/transitionInProgress(_:)`` names it.
    var description: String {
        switch self {
        case .segue(let id): "segue '\(id)'"
        case .back: "back"
        case .dismiss: "dismiss"
        case .popToRoot: "pop to root"
        case .popTo(let id): "pop to '\(id)'"
        case .replaceRoot(let id): "replace root with '\(id)'"
        case .restore(let count): "restore a stack of \(count) scenes"
        case .reload: "reload"
        case .selectTab(let id): "select tab '\(id)'"
        case .action(let name): "action '\(name)'"
        }
    }
}
