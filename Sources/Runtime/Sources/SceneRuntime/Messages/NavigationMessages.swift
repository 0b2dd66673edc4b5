// What navigation, routing, the registry and actions say when they refuse (see
// ErrorMessages.swift for the voice).

extension RoutingError {
    /// What a segue that cannot pass its data yet is missing, in a person's words, the output's
    /// name spoken (`selectedContactID` as "selected contact ID"): `it needs the selected contact
    /// ID, which scene 'ContactList' does not have yet`. `nil` for any other error.
    public var missingValue: String? {
        guard case .outputWithoutValue(let output, let scene, _, _) = self else { return nil }
        return "it needs the \(spoken(output)), which scene \(quoted(scene)) does not have yet"
    }
}

/// An identifier as words: `selectedContactID` as "selected contact ID", `orderNumber` as
/// "order number"; a run of capitals stays one word, as typed.
func spoken(_ identifier: String) -> String {
    var words: [String] = []
    var word = ""
    let characters = Array(printable(identifier))
    for (index, character) in characters.enumerated() {
        let previous = index > 0 ? characters[index - 1] : nil
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
            character.isUppercase
            && (previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true))
        if startsWord || character == "_" {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        if character != "_" { word.append(character) }
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
        .joined(separator: " ")
}

extension RoutingError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .unknownSegue(let segue, let scene, let available, let suggestion):
            "scene \(quoted(scene)) has no segue \(quoted(segue))" + didYouMean(suggestion)
                + (available.isEmpty ? "; it has no segues" : "; its segues: \(list(available))")
        case .missingRoute(let segue, let scene, let router):
            "\(router) of scene \(quoted(scene)) registers no route for segue \(quoted(segue))"
        case .dataStoreMismatch(let scene, let expected, let actual):
            "the DataStore of scene \(quoted(scene)) is \(actual), which is not \(expected)"
        case .unwindDestinationNotOnStack(let segue, let destination, let stack):
            "cannot unwind with \(quoted(segue)): scene \(quoted(destination)) is not below the top of the stack"
                + " (\(path(stack)))"
        case .unknownInput(let input, let scene, let segue, let inputs, let suggestion):
            (segue.map { "segue \(quoted($0)) passes" } ?? "given")
                + " \(quoted(input)), but scene \(quoted(scene)) has no such input" + didYouMean(suggestion)
                + inputList(inputs)
        case .unknownOutput(let output, let scene, let segue, let outputs, let suggestion):
            "segue \(quoted(segue)) passes output \(quoted(output)), but scene \(quoted(scene)) offers no such output"
                + didYouMean(suggestion)
                + (outputs.isEmpty ? "; it offers no outputs" : "; its outputs: \(list(outputs))")
        case .missingInput(let input, let type, let scene, let segue):
            "scene \(quoted(scene)) needs its input \(quoted(input)) (\(type))"
                + (segue.map { ", which segue \(quoted($0)) does not pass" } ?? ", which was not given")
        case .outputWithoutValue(_, _, let segue, _):
            "cannot take \(quoted(segue)) yet: " + (missingValue ?? "")
        case .inputTypeMismatch(let input, let scene, let expected, let value):
            "input \(quoted(input)) of scene \(quoted(scene)) is \(expected); \(abbreviated(value.json)) is not"
        }
    }
}

extension NavigationError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .notStarted:
            "the navigator has not been started; no scene is shown"
        case .atRoot(let scene):
            "\(quoted(scene)) is the root scene; there is nothing to go back to"
        case .nothingPresented(let scene):
            "nothing is presented modally; \(quoted(scene)) was not reached through a modal segue"
        case .sceneNotOnStack(let scene, let stack, let suggestion):
            "scene \(quoted(scene)) is not on the stack" + didYouMean(suggestion)
                + "; the stack is \(path(stack))"
        case .unknownScene(let scene, let suggestion):
            "the storyboard declares no scene \(quoted(scene))" + didYouMean(suggestion)
        case .transitionInProgress(let request):
            "cannot \(request) while another transition is in progress"
        case .notTopScene(let scene):
            "scene \(quoted(scene)) asked to navigate, but it is not the top of the stack"
        case .emptyStack:
            "a stack to restore must name at least one scene"
        case .guardRefused(_, let message):
            inOneVoice(printable(message))
        case .guardFailed(let condition, let scene):
            "cannot enter scene \(quoted(scene)): condition \(quoted(condition)) does not hold"
        case .performedByAction(let segue, let scene, let action):
            "segue \(quoted(segue)) of scene \(quoted(scene)) is performed by the action \(quoted(action)) once it"
                + " has done its work; use \(quoted(action)) (type 'help \(abbreviated(action))')"
        case .sceneBuildFailed(let scene, let module, let reason):
            "module \(quoted(module)) failed to build scene \(quoted(scene)): \(reason)"
        case .leaveRefused(let scene, let reason, _):
            "scene \(quoted(scene)) asks not to be left" + (reason.isEmpty ? "" : ": \(reason)")
        case .notARoot(let scene, let initial):
            "scene \(quoted(scene)) cannot be the first scene of a stack: navigation starts at \(quoted(initial))"
                + " and only a 'replace' segue makes another scene the first"
        case .noSegue(let source, let destination, let presentation):
            "no \(presentation == .modal ? "modal" : presentation == .root ? "replace" : "push") segue leads from scene \(quoted(source)) to"
                + " \(quoted(destination))"
        case .notLinkable(let scene, let segue, let source, let action):
            "scene \(quoted(scene)) is entered only by the action \(quoted(action)) of \(quoted(source))"
                + " (segue \(quoted(segue))), so a link cannot lead there; go to \(quoted(source)) and use"
                + " \(quoted(action)), or declare \(quoted(scene)) \"linkable\": true in scenes.json"
        case .unknownTab(let tab, let tabs, let suggestion):
            "there is no tab \(quoted(tab))" + didYouMean(suggestion) + "; the tabs: \(list(tabs))"
        case .noTabs(let scene):
            "scene \(quoted(scene)) is not in tabs; there is no tab to select"
        case .tabsCovered(let container, let modal):
            "\(quoted(modal)) covers \(quoted(container)); dismiss it before selecting another tab"
        case .containerTooDeep(let container, let limit):
            "container \(quoted(container)) would nest containers more than \(limit) deep"
        case .notATabRoot(let scene, let container, let roots):
            "scene \(quoted(scene)) is not where a stack of \(quoted(container)) starts; its stacks start at"
                + " \(list(roots))"
        case .tabsChanged(let container, let declared, let found):
            "container \(quoted(container)) has \(declared) tab\(declared == 1 ? "" : "s"), not \(found)"
        case .segueUnavailable(let segue, let scene, let reason):
            "segue \(quoted(segue)) of scene \(quoted(scene)) does not apply now"
                + (reason.map { ": \(printable($0))" } ?? "")
        }
    }
}

extension SceneRegistry.RegistrationError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        let identifierRule = "use letters, digits and '_', starting with a letter or '_'"
        return switch self {
        case .duplicateModule(let name):
            "a module named \(quoted(name)) is already registered"
        case .invalidModuleName(let name):
            "\(quoted(name)) is not a valid module name: \(identifierRule)"
        case .duplicateRoutes(let module, let routes):
            "the router of module \(quoted(module)) registers \(list(routes)) more than once"
        case .duplicateActions(let module, let actions):
            "the ViewController of module \(quoted(module)) declares the action \(list(actions)) more than once"
        case .unknownModule(let name, let known, let suggestion):
            "no module named \(quoted(name)) is registered" + didYouMean(suggestion)
                + (known.isEmpty ? "" : "; known modules: \(list(known))")
        case .invalidContract(let module, let names):
            "module \(quoted(module)) declares inputs or outputs with a name that is not an identifier or is"
                + " used twice: \(list(names))"
        case .duplicateCondition(let name):
            "a condition named \(quoted(name)) is already registered"
        case .invalidConditionName(let name):
            "\(quoted(name)) is not a valid condition name: \(identifierRule)"
        }
    }
}

extension ActionError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .unknownAction(let action, let scene, let available, let suggestion):
            "scene \(quoted(scene)) has no action \(quoted(action))" + actionList(available)
                + didYouMean(suggestion)
        case .missingArgument(let action, let name, let usage):
            "\(quoted(action)) needs \(name); usage: \(usage)"
        case .invalidArgument(let action, let name, let value, let expected):
            "\(quoted(action)): \(name) must be \(expected), not \(quoted(value))"
        case .notAWholeNumber(let action, let name, let value, let range):
            "\(quoted(action)): \(name) must be \(ActionArguments.Kind.integer(range).summary), not \(quoted(value))"
        case .outOfRange(let action, let name, let value, let range):
            "\(quoted(action)): \(name) must be\(wholeNumberRange(range)), not \(quoted(value))"
        case .nothingToChoose(let action, let name, let value):
            "\(quoted(action)): the list is empty, so there is no \(name) \(quoted(value))"
        case .tooManyArguments(let action, let usage):
            "too many arguments for \(quoted(action)); usage: \(usage)"
        case .unavailable(let action, let reason):
            "\(quoted(action)) is not possible now: \(reason)"
        case .notAChoice(let action, let name, let value, let choices):
            "\(quoted(action)): \(name) must be one of \(choices.joined(separator: ", ")), not \(quoted(value))"
        case .tooLong(let action, let name, let maxLength, let length):
            "\(quoted(action)): \(name) may have at most \(maxLength) characters, not \(length)"
        case .notADecimal(let action, let name, let value, let range):
            "\(quoted(action)): \(name) must be \(ActionArguments.Kind.decimal(range).summary), not \(quoted(value))"
        case .inexactDecimal(let action, let name, let value, let range, let digits):
            "\(quoted(action)): \(name) must be \(ActionArguments.Kind.decimal(range).summary) with at most \(digits)"
                + " significant digits, not \(quoted(value))"
        case .changesTakenBack(let action, let reason, true):
            "\(quoted(action)) could not go on: \(reason); what it saved was taken back"
        case .changesTakenBack(let action, let reason, false):
            "\(quoted(action)) could not go on: \(reason); what it saved could not all be taken back,"
                + " as the data changed since: look before trying again"
        }
    }
}
