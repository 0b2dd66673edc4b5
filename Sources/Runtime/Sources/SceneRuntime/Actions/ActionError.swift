/// Why an action could not be performed.
public enum ActionError: Error, Sendable, Equatable {
    /// The scene offers no action with this name.
    case unknownAction(String, scene: String, available: [String], suggestion: String?)
    /// A required argument is missing.
    case missingArgument(action: String, name: String, usage: String)
    /// An argument is not of the expected form.
    case invalidArgument(action: String, name: String, value: String, expected: String)
    /// A number that is not a whole number written with ASCII digits and an optional `-`;
    /// `range` is what the action accepts.
    case notAWholeNumber(action: String, name: String, value: String, range: ClosedRange<Int>)
    /// A whole number outside the range the action accepts (`0`, `-1`, `99999999999999999999`).
    case outOfRange(action: String, name: String, value: String, range: ClosedRange<Int>)
    /// A position in a list that is empty: there is nothing to choose.
    case nothingToChoose(action: String, name: String, value: String)
    /// More arguments than the action takes.
    case tooManyArguments(action: String, usage: String)
    /// The action is not possible in the scene's present state.
    case unavailable(action: String, reason: String)
}
