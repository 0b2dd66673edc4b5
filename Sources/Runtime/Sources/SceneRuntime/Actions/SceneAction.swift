/// One action a ViewController offers the user, the analogue of an `@IBAction`.
///
/// ```swift
/// SceneAction("select", arguments: "NUMBER", summary: "open a contact") { viewController, arguments in
///     viewController.selectContact(at: try arguments.position(0, name: "NUMBER", count: viewController.count))
/// }
/// ```
public struct SceneAction<ViewController>: Sendable {
    /// What performing the action runs.
    public typealias Handler = @MainActor @Sendable (ViewController, ActionArguments) throws -> Void

    /// The word the user types.
    public let name: String
    /// The arguments as shown in help, `NUMBER` or `"FIRST" "LAST"`; empty for none.
    public let arguments: String
    /// What the action does, in a few words.
    public let summary: String
    let handler: Handler

    /// Creates an action.
    public init(_ name: String, arguments: String = "", summary: String, handler: @escaping Handler) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.handler = handler
    }

    /// How the action is shown in help: its name and arguments.
    var descriptor: ActionDescriptor {
        ActionDescriptor(name: name, arguments: arguments, summary: summary)
    }
}

/// An action as shown to the user: name, arguments and summary.
public struct ActionDescriptor: Sendable, Hashable {
    /// The word the user types.
    public let name: String
    /// The arguments as shown in help; empty for none.
    public let arguments: String
    /// What the action does.
    public let summary: String

    /// `select NUMBER`.
    public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }
}
