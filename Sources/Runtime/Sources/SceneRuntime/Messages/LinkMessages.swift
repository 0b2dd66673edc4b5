// What a refused link, a stack file and a resumed stack say (see ErrorMessages.swift for the
// voice).

extension Link.Refusal: CustomStringConvertible {
    /// The message shown to the user: the column, the part of the link, and what is wrong.
    public var description: String {
        let characters = Array(link)
        let start = min(column - 1, characters.count)
        let part = String(characters[start..<min(characters.count, start + length)])
        let location = "link column \(column)" + (part.isEmpty ? "" : " (\(quoted(part)))")
        return location + ": " + problem.message
    }
}

extension LinkProblem {
    /// What is wrong, and how to put it right.
    var message: String {
        func what(_ found: String?) -> String { found.map(quoted) ?? "the end of the link" }
        let identifierRule = "(a letter or '_', then letters, digits and '_')"
        switch self {
        case .empty:
            return "the link is empty; a link names scenes, root first: Menu/ContactList"
        case .expectedScene(let found):
            return "expected a scene id \(identifierRule), found \(what(found))"
        case .expectedTab(let found):
            return "expected a tab id after '@' \(identifierRule), found \(what(found))"
        case .expectedInputName(let found):
            return "expected the name of an input after ':' or ',', found \(what(found))"
        case .expectedEquals(let input, let found):
            return "expected '=' after input \(quoted(input)), found \(what(found))"
        case .expectedValue(let input, let found):
            return "expected a value for input \(quoted(input)), found \(what(found)); write a number, true,"
                + " false, a word, a quoted string (\"two words\") or a list ([1,2])"
        case .unexpected(let found, let after):
            return
                "unexpected \(quoted(found)) after \(after); scenes are separated by '/' (push) or '+' (modal),"
                + " inputs by ',', and text with spaces or other signs is quoted: \"two words\""
        case .expectedBranchTab(let container, let found):
            return
                "expected '@TAB' after \(quoted(container)) in a '%' branch, found \(what(found)); a branch"
                + " names a container, one of its tabs and that tab's stack: %\(abbreviated(container))@TAB/SCENE"
        case .expectedBranchStack(let container, let tab, let found):
            return
                "expected '/' and the stack of tab \(quoted(tab)) after '%\(abbreviated(container))@\(abbreviated(tab))',"
                + " found \(what(found)); a branch names a container, one of its tabs and that tab's stack:"
                + " %\(abbreviated(container))@\(abbreviated(tab))/SCENE"
        case .unterminatedString:
            return "unterminated string; close it with '\"'"
        case .invalidString(let detail):
            return "invalid quoted string: \(detail)"
        case .unterminatedList:
            return "unterminated list; close it with ']'"
        case .tooDeep(let limit):
            return "lists nest deeper than \(limit) levels; a value has at most \(limit)"
        case .duplicateInput(let input, let scene):
            return "input \(quoted(input)) of scene \(quoted(scene)) is given twice"
        case .unknownScene(let scene, let suggestion):
            return "the storyboard declares no scene \(quoted(scene))" + didYouMean(suggestion)
        case .unknownInput(let input, let scene, let inputs, let suggestion):
            return "scene \(quoted(scene)) has no input \(quoted(input))" + didYouMean(suggestion)
                + inputList(inputs)
        case .unlinkableInput(let input, let scene):
            return "input \(quoted(input)) of scene \(quoted(scene)) cannot come from a link: its module"
                + " declares that only the app's own segues give it; leave it out"
        case .illTypedInput(let input, let scene, let type, let value):
            return "input \(quoted(input)) of scene \(quoted(scene)) is \(type); \(quoted(value)) is not"
                + (type == .integer && isWholeNumber(value) ? "; \(integerRange)" : example(of: type))
        case .inexactDecimal(let input, let scene, let value):
            return
                "input \(quoted(input)) of scene \(quoted(scene)) is decimal; \(abbreviated(value)) cannot be held"
                + " exactly: a decimal has \(ExactDecimal.limits)"
        case .missingInput(let input, let type, let scene):
            return "scene \(quoted(scene)) needs its input \(quoted(input)) (\(type)), which no segue passes;"
                + " write \(abbreviated(scene)):\(abbreviated(input))=VALUE"
        case .missingInputOnTheWay(let input, let type, let scene, let target):
            return "scene \(quoted(scene)), on the way to \(quoted(target)), needs its input \(quoted(input))"
                + " (\(type)), which no segue passes and no input of the link gives; start the link there:"
                + " \(abbreviated(scene)):\(abbreviated(input))=VALUE/...\(abbreviated(target))"
        case .noPath(let scene, let initial):
            return
                "no chain of segues leads from the initial scene \(quoted(initial)) to \(quoted(scene)); start the"
                + " link at \(quoted(initial)) or at a scene it leads to"
        case .noSegue(let source, let destination, let presentation, let other):
            let written = presentation == .modal ? "presents" : "pushes"
            let fix: String =
                switch other {
                case .push?: "; it pushes it: write \(abbreviated(source))/\(abbreviated(destination))"
                case .modal?: "; it presents it: write \(abbreviated(source))+\(abbreviated(destination))"
                case .replace?:
                    "; it replaces the stack with it: start the link at \(quoted(destination))"
                case .unwind?, nil: ""
                }
            return "no segue of scene \(quoted(source)) \(written) \(quoted(destination))" + fix
        case .notLinkable(let scene, let segue, let source, let action):
            return NavigationError.notLinkable(scene: scene, segue: segue, source: source, action: action)
                .description
        case .containerTooDeep(let container, let limit):
            return
                "container \(quoted(container)) would nest containers more than \(limit) deep here; link to it"
                + " from a place inside fewer containers"
        case .notAContainer(let scene):
            return "scene \(quoted(scene)) is not a container, so '@' cannot name one of its tabs"
        case .unknownTab(let tab, let container, let tabs, let suggestion):
            return "container \(quoted(container)) has no tab \(quoted(tab))" + didYouMean(suggestion)
                + "; its tabs: \(list(tabs))"
        case .containerNotInLink(let container):
            return "container \(quoted(container)) is not on the link's stack; a '%' branch gives a tab of a"
                + " container the link shows"
        case .tabGivenTwice(let tab, let container):
            return "tab \(quoted(tab)) of \(quoted(container)) is given twice; each tab's stack is given once"
        }
    }

    /// `; for example 3`, for a type a person may not guess the spelling of.
    private func example(of type: SceneValueType) -> String {
        switch type {
        case .integer: "; write a whole number: 3"
        case .decimal: "; write a number: 12.50"
        case .boolean: "; write true or false"
        case .date: "; write an ISO 8601 date: 2026-11-22T09:30:00Z"
        case .identifier: "; write a word or a quoted string, not empty"
        case .text: "; write a word or a quoted string: \"two words\""
        case .list: "; write a list in brackets: [1,2]"
        }
    }
}

extension NavigationState.JSONError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .invalid(let detail): "it is not a recorded stack: \(detail)"
        case .inexactDecimal(let path, let value):
            "it is not a recorded stack: \(path), \(abbreviated(value)), cannot be held exactly;"
                + " a decimal has \(ExactDecimal.limits)"
        case .unsupportedVersion:
            "it was written in another format (this runtime reads versions 1 and \(NavigationState.jsonFormatVersion))"
        }
    }
}

extension Navigator.ResumeOutcome.Problem: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .sceneRemoved(let scene):
            "scene \(quoted(scene)) is no longer in the storyboard"
        case .refused(let scene, let reason):
            "scene \(quoted(scene)) cannot be built again: \(reason)"
        case .unreachable(_, let reason):
            reason
        case .guardFailed(let scene, let condition):
            "scene \(quoted(scene)) needs condition \(quoted(condition)), which does not hold now"
        default:
            // What a version 1 record's modules and input types gave, no longer reported.
            "the recorded scene no longer fits"
        }
    }
}

extension Navigator.ResumeOutcome.Problem {
    /// A recorded container `scene` that the storyboard now declares with `declared` tabs, not
    /// the `found` recorded: its other tabs start again at their roots.
    static func tabsChanged(scene: String, declared: Int, found: Int) -> Navigator.ResumeOutcome.Problem {
        let changed = NavigationError.tabsChanged(scene, declared: declared, found: found)
        return .unreachable(scene: scene, reason: "\(changed); its other tabs start again at their roots")
    }

    /// A recorded tab's first scene `scene` is no longer the root `root` its tab `tab` starts at.
    static func tabRootChanged(scene: String, tab: String, root: String) -> Navigator.ResumeOutcome.Problem {
        .unreachable(scene: scene, reason: "tab \(quoted(tab)) now starts at \(quoted(root))")
    }

    /// A record gives tabs to scene `scene`, which the storyboard declares without a container.
    static func notAContainer(_ scene: String) -> Navigator.ResumeOutcome.Problem {
        .unreachable(
            scene: scene, reason: "scene \(quoted(scene)) is not a container, so it has no tabs to resume")
    }
}
