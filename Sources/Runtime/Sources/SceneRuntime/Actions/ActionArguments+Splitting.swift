// The one rule for splitting an action's arguments, applied by the runtime to every scene's actions.

extension ActionArguments {
    /// The arguments of `action` from the words typed after its name (split as a shell does, quotes
    /// removed): one word per argument, except that when the action's last argument is free text
    /// (written `TEXT...` or `[TEXT...]` in ``SceneModule/ActionDescriptor/arguments``) the words from its
    /// position on are joined by single spaces into one, so that it takes the rest of the line,
    /// quotes optional. For `add TITLE [BODY...]`, `add "Buy milk" before noon` gives TITLE
    /// "Buy milk" and BODY "before noon"; for `first NAME...`, `first Ada Mary` gives "Ada Mary".
    ///
    /// Words beyond the declared arguments of an action without free text are left for the action
    /// to refuse (``expectAtMost(_:)``), as it always could.
    public static func arranging(_ words: [String], for action: SceneModule.ActionDescriptor)
        -> ActionArguments
    {
        let last = action.argumentWords.count - 1
        guard action.takesFreeText, last >= 0, words.count > last + 1 else {
            return ActionArguments(action: action, words: words)
        }
        let text = words[last...].joined(separator: " ")
        return ActionArguments(action: action, words: Array(words[..<last]) + [text])
    }
}
