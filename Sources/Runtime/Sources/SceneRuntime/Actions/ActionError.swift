/// Why an action could not be performed.
///
/// ```swift
/// SceneAction("remove", arguments: "NUMBER", summary: "remove an item") { viewController, arguments in
///     guard !viewController.items.isEmpty else {
///         throw ActionError.unavailable(action: "remove", reason: "the cart is empty")
///     }
///     viewController.remove(at: try arguments.position(0, name: "NUMBER", count: viewController.items.count))
/// }
/// ```
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
    /// A word that is not one of the choices the argument declares (``ActionArguments/Kind/choice(_:)``).
    case notAChoice(action: String, name: String, value: String, choices: [String])
    /// Text longer than the argument allows (``ActionArguments/Kind/text(maxLength:)``); `length` is its
    /// number of characters. The text itself is not quoted: it may be very long.
    case tooLong(action: String, name: String, maxLength: Int, length: Int)
    /// A word that is not a decimal number within `range` (``ActionArguments/Kind/decimal(_:)``).
    case notADecimal(action: String, name: String, value: String, range: ClosedRange<Double>)
    /// A decimal number with more significant digits than the action's `Double` keeps (`digits`):
    /// refused rather than rounded.
    case inexactDecimal(action: String, name: String, value: String, range: ClosedRange<Double>, digits: Int)
    /// The action failed after it changed shared data (the navigation it leads to was refused,
    /// say, for `reason`): its changes were taken back (``ActionChanges``), all of them unless
    /// `all` is false (another process changed the data since).
    case changesTakenBack(action: String, reason: String, all: Bool)
}
