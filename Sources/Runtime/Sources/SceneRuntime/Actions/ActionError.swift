/// Why an action could not be performed.
public enum ActionError: Error, Sendable, Equatable {
    /// The scene offers no action with this name.
    case unknownAction(String, scene: String, available: [String], suggestion: String?)
    /// A required argument is missing.
    case missingArgument(action: String, name: String, usage: String)
    /// An argument is not of the expected form.
    case invalidArgument(action: String, name: String, value: String, expected: String)
    /// More arguments than the action takes.
    case tooManyArguments(action: String, usage: String)
    /// The action is not possible in the scene's present state.
    case unavailable(action: String, reason: String)
}
