/// The words the user typed after an action's name, with typed accessors that throw
/// ``ActionError`` when a word is missing or malformed.
///
/// ```swift
/// SceneAction("select", arguments: "NUMBER", kinds: [.position], summary: "show a contact") {
///     viewController, arguments in
///     try arguments.expectAtMost(1)
///     let number = try arguments.position(0, name: "NUMBER", count: viewController.contacts.count)
///     viewController.selectContact(number: number)
/// }
/// ```
public struct ActionArguments: Sendable, Equatable {
    /// The action the arguments are for.
    public let action: SceneModule.ActionDescriptor
    /// The words, quotes removed.
    public let words: [String]

    /// Creates arguments for an action.
    public init(action: SceneModule.ActionDescriptor, words: [String]) {
        self.action = action
        self.words = words
    }

    /// The number of words.
    public var count: Int { words.count }

    /// The word at `index`.
    /// - Throws: ``ActionError/missingArgument(action:name:usage:)`` if there is none.
    public func string(_ index: Int, name: String) throws(ActionError) -> String {
        guard index < words.count else {
            throw .missingArgument(action: action.name, name: name, usage: action.usage)
        }
        return words[index]
    }

    /// The word at `index` as any `Int`, as `Int(_:)` reads it. Prefer ``integer(_:name:in:)`` or
    /// ``position(_:name:count:)``: a number a person types should have limits the scene states.
    /// - Throws: ``ActionError`` if it is missing or not an integer.
    public func integer(_ index: Int, name: String) throws(ActionError) -> Int {
        let word = try string(index, name: name)
        guard let value = Int(word) else {
            throw .invalidArgument(
                action: action.name, name: name, value: shown(index, word), expected: "a whole number")
        }
        return value
    }

    /// The word at `index` as an error may quote it: `***` for a secret argument.
    func shown(_ index: Int, _ word: String) -> String {
        action.isSecret(argument: index) ? "***" : word
    }

    /// Every word from `index` on, joined by spaces; empty if there are none.
    public func rest(from index: Int) -> String {
        index < words.count ? words[index...].joined(separator: " ") : ""
    }

    /// Checks that no more than `limit` words were given.
    /// - Throws: ``ActionError/tooManyArguments(action:usage:)``.
    public func expectAtMost(_ limit: Int) throws(ActionError) {
        if words.count > limit { throw .tooManyArguments(action: action.name, usage: action.usage) }
    }
}
