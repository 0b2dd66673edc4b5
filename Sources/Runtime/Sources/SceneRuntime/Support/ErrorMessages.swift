#if canImport(Glibc)
    import Glibc
#endif

// Every message the runtime shows a person is written here, so that wording stays consistent and
// typed errors stay free of text. One voice for all of them (the DemoApp article, "Messages"): lower case at the
// start unless a name starts it, no full stop at the end, clauses joined with "; ", what the user
// typed in single quotes, the reason a file could not be used (`systemReason(_:)`), and a
// suggestion last: "; did you mean 'x'?". The "error: " prefix is the renderer's, never a message's.

extension StoryboardProblem {
    /// The message, without location. Texts taken from the file are quoted, and shortened when
    /// they are long: a megabyte-long id makes a message of one line, not of a megabyte.
    public var message: String {
        switch self {
        case .unreadableFile(let reason):
            "cannot read the storyboard: \(reason)"
        case .syntax(let detail):
            "invalid JSON: \(detail)"
        case .wrongType(let expected, let found):
            "expected \(expected), found \(found)"
        case .missingKey(let key):
            "missing required key \(quoted(key))"
        case .unknownKey(let key, let allowed, let suggestion):
            "unknown key \(quoted(key))" + didYouMean(suggestion) + "; allowed keys: \(list(allowed))"
        case .duplicateKey(let key, let firstLine):
            "duplicate key \(quoted(key)) (first given on line \(firstLine))"
        case .invalidIdentifier(let text, let role):
            "\(quoted(text)) is not a valid \(role): use letters, digits and '_', starting with a letter or '_'"
        case .emptyTitle:
            "the title must not be empty"
        case .unsupportedVersion(let version):
            "unsupported storyboard version \(abbreviated(version)); this runtime reads versions 1 to \(Storyboard.currentVersion)"
        case .unknownStyle(let style, let suggestion):
            "unknown segue style \(quoted(style))" + didYouMean(suggestion)
                + "; expected one of \(list(SegueStyle.allCases.map(\.rawValue)))"
        case .duplicateSceneID(let id, let firstLine):
            "duplicate scene id \(quoted(id)) (first declared on line \(firstLine))"
        case .duplicateSegueID(let id, let scene, let firstLine):
            "duplicate segue id \(quoted(id)) in scene \(quoted(scene)) (first declared on line \(firstLine))"
        case .unknownDestination(let segue, let destination, let suggestion):
            "segue \(quoted(segue)) leads to unknown scene \(quoted(destination))" + didYouMean(suggestion)
        case .unknownModule(let module, let known, let suggestion):
            "unknown module \(quoted(module))" + didYouMean(suggestion)
                + (known.isEmpty ? "; no modules are registered" : "; known modules: \(list(known))")
        case .missingRoute(let segue, let scene, let module, let routes, let suggestion):
            "the router of scene \(quoted(scene)) (module \(quoted(module))) has no route for segue \(quoted(segue))"
                + didYouMean(suggestion)
                + (routes.isEmpty ? "; it registers no routes" : "; its routes: \(list(routes))")
        case .unknownInitialScene(let id, let suggestion):
            "initial scene \(quoted(id)) is not declared" + didYouMean(suggestion)
        case .impossibleUnwind(let segue, let source, let destination):
            "unwind segue \(quoted(segue)) returns to \(quoted(destination)), which can never be below"
                + " \(quoted(source)) on the stack: no chain of push or modal segues leads from"
                + " \(quoted(destination)) to \(quoted(source))"
        case .unwindNotAlwaysPossible(let segue, let source, let destination, let via):
            "unwind segue \(quoted(segue)) returns to \(quoted(destination)), which is not below \(quoted(source))"
                + " on every way there: from \(quoted(via)), push and modal segues reach \(quoted(source))"
                + " without \(quoted(destination)); the unwind is not offered then"
        case .pluginFailed(let path, let reason):
            "plugin \(quotedPath(path)) was not loaded: \(reason)"
        case .pluginUnchecked(let path, let library, let reason):
            "plugin \(quotedPath(path)) was not opened (checking runs no plugin code) and its scenes are unchecked:"
                + " \(reason); to check them, write its manifest with 'scenes manifest \(printable(library))',"
                + " or pass --load-plugins, which runs its code"
        case .uncheckedScene(let scene, let module, let plugins, let libraries):
            "scene \(quoted(scene)) was not checked: its module \(quoted(module)) may come from plugin"
                + (plugins.count == 1 ? " " : "s ") + list(plugins.map(quoted))
                + ", which checking does not open; to check it, write the manifest with 'scenes manifest "
                + libraries.map(printable).joined(separator: " ")
                + "', or pass --load-plugins, which runs the plugin's code"
        case .unreachableScene(let id):
            "scene \(quoted(id)) cannot be reached from the initial scene"
        case .unusedRoute(let route, let module):
            "the router of module \(quoted(module)) registers route \(quoted(route)), but no segue of its scenes uses it"
        case .undeclaredRouteWrites(let segue, let scene, let destination, let module):
            "the route of segue \(quoted(segue)) of scene \(quoted(scene)) does not declare what it writes:"
                + " \(quoted(destination)) built again from a link, undo or --resume will lack it; list the"
                + " inputs of \(quoted(destination)) it sets in the routeWrites of the router of module"
                + " \(quoted(module)), [] if it sets none that a rebuilt scene needs"
        case .unknownRouteWrite(let input, let segue, let destination, let inputs, let suggestion):
            "the route of segue \(quoted(segue)) is declared to write input \(quoted(input)), which scene"
                + " \(quoted(destination)) does not declare; "
                + (inputs.isEmpty ? "it declares no input" : "its inputs: " + inputs.joined(separator: ", "))
                + didYouMean(suggestion)
        case .passNeedsVersion2:
            "'pass' needs storyboard version 2; set \"version\": 2"
        case .invalidPassSource(let input, let bothGiven):
            "input \(quoted(input)) must be given either \"from\" (an output of the source scene) or"
                + " \"value\" (a constant)" + (bothGiven ? ", not both" : "")
        case .invalidConstant(let found):
            "a constant must be a string, a number, true, false or an array of them; found \(found)"
        case .inexactConstant(let number):
            "the constant \(abbreviated(number)) cannot be held exactly; a decimal has \(ExactDecimal.limits)"
        case .unknownInput(let input, let segue, let scene, let inputs, let suggestion):
            "segue \(quoted(segue)) passes \(quoted(input)), but scene \(quoted(scene)) has no such input"
                + didYouMean(suggestion) + inputList(inputs)
        case .unwindResultNotAccepted(let input, let segue, let scene, let inputs, let suggestion):
            "unwind segue \(quoted(segue)) returns \(quoted(input)), but scene \(quoted(scene)) cannot take it:"
                + " it has no such input" + didYouMean(suggestion) + inputList(inputs)
        case .unknownOutput(let output, let segue, let scene, let outputs, let suggestion):
            "segue \(quoted(segue)) passes output \(quoted(output)), but scene \(quoted(scene)) offers no such output"
                + didYouMean(suggestion)
                + (outputs.isEmpty ? "; it offers no outputs" : "; its outputs: \(list(outputs))")
        case .missingInput(let input, let type, let segue, let scene):
            "segue \(quoted(segue)) does not pass \(quoted(input)) (\(type)), a required input of scene \(quoted(scene));"
                + " add \"pass\": { \"\(abbreviated(input))\": { \"from\": ... } }"
        case .requiredInputOfInitialScene(let input, let type, let scene):
            "initial scene \(quoted(scene)) has the required input \(quoted(input)) (\(type)), which nothing passes;"
                + " give it a default or start from another scene"
        case .typeMismatch(let input, let inputType, let output, let outputType, let segue):
            "segue \(quoted(segue)) passes output \(quoted(output)) (\(outputType)) to input \(quoted(input)),"
                + " which is \(inputType)"
        case .constantMismatch(let input, let type, let constant):
            "input \(quoted(input)) is \(type), but the constant \(abbreviated(constant)) is not"
        case .invalidGuard(let condition, let bothGiven):
            "the guard on \(quoted(condition)) must give either \"refuse\" (a message) or \"redirect\" (a scene)"
                + (bothGiven ? ", not both" : "")
        case .emptyRefusal:
            "a guard's refusal message must not be empty"
        case .unknownCondition(let condition, let known, let suggestion):
            "no module registers the condition \(quoted(condition))" + didYouMean(suggestion)
                + (known.isEmpty
                    ? "; no conditions are registered" : "; registered conditions: \(list(known))")
        case .uncheckedCondition(let condition):
            "condition \(quoted(condition)) was not checked: no module registers it, and it may come from a"
                + " plugin, which checking does not open; pass --load-plugins to check it"
        case .unknownRedirect(let scene, let suggestion):
            "a guard redirects to \(quoted(scene)), which is not a scene of the storyboard"
                + didYouMean(suggestion)
        case .unknownPerformingAction(let action, let segue, let scene, let actions, let suggestion):
            "segue \(quoted(segue)) is performed by action \(quoted(action)), but scene \(quoted(scene)) has no"
                + " such action" + didYouMean(suggestion)
                + (actions.isEmpty ? "; it has no actions" : "; its actions: \(list(actions))")
        case .inputsNeverPassed(let inputs, let scene):
            "no segue passes the optional input" + (inputs.count == 1 ? " " : "s ")
                + inputs.map(quoted).joined(separator: ", ") + " of scene \(quoted(scene))"
        case .notForContainer(let key):
            "a container has no \(quoted(key)): the scenes of its stacks have them; remove it"
        case .unknownContainerKind(let kind, let suggestion):
            "unknown container kind \(quoted(kind))" + didYouMean(suggestion)
                + "; expected one of \(list(ContainerDescriptor.Kind.allCases.map(\.rawValue)))"
        case .notForContainerKind(let key, let kind):
            "a container of kind \(quoted(kind)) has no \(quoted(key))"
                + (kind == "tabs" ? "; its stacks are its 'tabs'" : "; its stacks are its two 'panes'")
        case .containerStackCount(let kind, let found):
            kind == "tabs"
                ? "a container of kind 'tabs' needs at least one tab"
                : "a split has exactly two panes, the primary and the secondary; found \(found)"
        case .duplicateTabID(let id, let firstLine):
            "duplicate tab id \(quoted(id)) (first declared on line \(firstLine))"
        case .unknownSelectedTab(let id, let tabs, let suggestion):
            "the selected tab \(quoted(id)) is not a tab of the container" + didYouMean(suggestion)
                + "; its tabs: \(list(tabs))"
        case .unknownBackPolicy(let policy, let suggestion):
            "unknown back policy \(quoted(policy))" + didYouMean(suggestion)
                + "; expected one of \(list(ContainerDescriptor.BackPolicy.allCases.map(\.rawValue)))"
        case .unknownTabRoot(let root, let tab, let suggestion):
            "tab \(quoted(tab)) starts at unknown scene \(quoted(root))" + didYouMean(suggestion)
        case .containerTooDeep(let scene, let limit):
            "container \(quoted(scene)) nests containers more than \(limit) deep (or holds itself);"
                + " containers nest at most \(limit) levels"
        case .missingTabInput(let input, let type, let tab, let scene):
            "tab \(quoted(tab)) does not pass \(quoted(input)) (\(type)), a required input of its root"
                + " \(quoted(scene)); add \"pass\": { \"\(abbreviated(input))\": { \"value\": ... } } to the tab"
        case .unknownSegueTab(let tab, let segue, let scene, let tabs, let suggestion):
            "segue \(quoted(segue)) leads into tab \(quoted(tab)), but "
                + (tabs.isEmpty
                    ? "scene \(quoted(scene)) is in no container with tabs"
                    : "the container of scene \(quoted(scene)) has no such tab" + didYouMean(suggestion)
                        + "; its tabs: \(list(tabs))")
        case .coversNeedsModal:
            "only a modal segue covers something; \"covers\" is for a segue with \"style\": \"modal\""
        case .unwindAcrossTabs(let segue, let source, let destination):
            "unwind segue \(quoted(segue)) returns to \(quoted(destination)), which is in another tab than"
                + " \(quoted(source)); an unwind stays in its tab: use a segue with \"tab\" to go to another tab"
        }
    }
}

extension StoryboardFile.Failure: CustomStringConvertible {
    /// Why the file cannot be read.
    var description: String {
        switch self {
        case .missing:
            "no such file"
        case .directory:
            "it is a directory, not a file"
        case .notRegular:
            "it is not a regular file but a pipe, a device or a socket"
        case .permissionDenied:
            "permission denied"
        case .tooLarge(let limit):
            "it is larger than \(StoryboardFile.describe(size: limit)), the most a storyboard may be"
                + " unless the limit is raised (scenes --max-storyboard-size MIB)"
        case .system(let code):
            systemReason(code)
        }
    }
}

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
private func spoken(_ identifier: String) -> String {
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

extension RegistryError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .duplicateModule(let name):
            "a module named \(quoted(name)) is already registered"
        case .invalidModuleName(let name):
            "\(quoted(name)) is not a valid module name: use letters, digits and '_', starting with a letter or '_'"
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
            "\(quoted(name)) is not a valid condition name: use letters, digits and '_', starting with a letter or '_'"
        }
    }
}

extension ActionError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .unknownAction(let action, let scene, let available, let suggestion):
            "scene \(quoted(scene)) has no action \(quoted(action))"
                + (available.isEmpty ? "; it has no actions" : "; its actions: \(list(available))")
                + didYouMean(suggestion)
        case .missingArgument(let action, let name, let usage):
            "\(quoted(action)) needs \(name); usage: \(usage)"
        case .invalidArgument(let action, let name, let value, let expected):
            "\(quoted(action)): \(name) must be \(expected), not \(quoted(value))"
        case .notAWholeNumber(let action, let name, let value, let range):
            "\(quoted(action)): \(name) must be a whole number"
                + (range == Int.min...Int.max ? "" : wholeNumberRange(range)) + ", not \(quoted(value))"
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
            "\(quoted(action)): \(name) must be a number from \(ArgumentKind.decimalText(range.lowerBound))"
                + " to \(ArgumentKind.decimalText(range.upperBound)), not \(quoted(value))"
        case .inexactDecimal(let action, let name, let value, let range, let digits):
            "\(quoted(action)): \(name) must be a number from \(ArgumentKind.decimalText(range.lowerBound))"
                + " to \(ArgumentKind.decimalText(range.upperBound)) with at most \(digits) significant digits,"
                + " not \(quoted(value))"
        }
    }
}

extension PluginError: CustomStringConvertible {
    /// The message shown to the user; the path comes first.
    public var description: String {
        switch self {
        case .missingFile(let path):
            "\(path): no such file"
        case .notAFile(let path):
            "\(path): is a directory, not a plugin library"
        case .notRegularFile(let path, let kind):
            "\(path): is \(kind), not a plugin library; it was not opened"
        case .insecure(let path, let insecurity):
            "\(path): refused because \(insecurity); anyone could replace the code it runs"
                + " (fix the owner or the permissions, or pass --allow-insecure-plugins)"
        case .untrustedManifest(let path, let insecurity):
            "\(path): refused because \(insecurity); anyone could make it describe scenes the plugin"
                + " does not have (fix the owner or the permissions, or pass --allow-insecure-plugins)"
        case .notALibrary(let path, let reason):
            "\(path): not a loadable library: \(reason)"
        case .wrongArchitecture(let path, let plugin, let host):
            "\(path): built for \(plugin), but this machine runs \(host); rebuild the plugin for \(host)"
        case .missingEntryPoint(let path, let symbol):
            "\(path): not a scene plugin: it does not define \(quoted(symbol))"
        case .notAScenePlugin(let path):
            "\(path): its entry point did not return a ScenePlugin (was it built against another copy of SceneRuntime?)"
        case .versionMismatch(let path, let plugin, let runtime):
            "\(path): built against SceneRuntime \(abbreviated(plugin)), but this is SceneRuntime \(runtime);"
                + " rebuild the plugin against \(runtime) (what changed since \(abbreviated(plugin)), and how to migrate: \(RuntimeVersion.changelog))"
        case .module(let path, let error):
            "\(path): \(error)"
        case .manifestNotWritten(let path, let error):
            "\(path): loaded, but \(error)"
        }
    }
}

extension PluginError.FileKind: CustomStringConvertible {
    /// The kind with its article: `a FIFO (named pipe)`.
    public var description: String {
        switch self {
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        }
    }
}

extension PluginInsecurity: CustomStringConvertible {
    /// Which path is unsafe and why: `the folder '/srv/open' is writable by every user`.
    public var description: String {
        let what = isFolder ? "the folder '\(printable(path))' above it" : "the file '\(printable(path))'"
        let why =
            switch reason {
            case .writableByOthers: "is writable by every user"
            case .writableByGroup: "is writable by its group"
            case .ownedByAnotherUser(let owner, let currentUser):
                "belongs to user \(owner), who is neither root nor the user running this (\(currentUser))"
            }
        return what + " " + why + (realPath.map { " (its real path is '\(printable($0))')" } ?? "")
    }
}

extension PluginManifestError: CustomStringConvertible {
    /// The message shown to the user, naming the manifest in full (paths are never shortened).
    public var description: String {
        switch self {
        case .missing(let file):
            "it has no manifest '\(printable(file))'"
        case .unreadable(let file, let reason):
            "cannot read '\(printable(file))': \(reason)"
        case .invalid(let file, let detail):
            "its manifest '\(printable(file))' is invalid: \(detail)"
        case .unsupportedVersion(let file, let found):
            "its manifest '\(printable(file))' has format version \(abbreviated(found)); this runtime reads version"
                + " \(PluginManifest.formatVersion)"
        case .stale(let file, let recorded, let actual):
            "its manifest '\(printable(file))' is stale: it describes a library of \(recorded.size) bytes with SHA-256"
                + " \(recorded.sha256), but the library has \(actual.size) bytes with SHA-256"
                + " \(actual.sha256) (it was rebuilt or replaced since)"
        case .otherRuntime(let file, let written, let runtime):
            "its manifest '\(printable(file))' was written by SceneRuntime \(abbreviated(written)), but this is"
                + " SceneRuntime \(runtime); rebuild the plugin against \(runtime) and write its manifest again"
                + " (what changed, and how to migrate: \(RuntimeVersion.changelog))"
        case .unwritable(let file, let reason):
            "cannot write the manifest '\(printable(file))': \(reason)"
        }
    }
}

extension JSONSyntaxError {
    /// The message, without location.
    package var message: String { reason.description }
}

extension JSONSyntaxError.Reason: CustomStringConvertible {
    /// Why the text is not JSON.
    package var description: String {
        switch self {
        case .notUTF8(let byteOrderMark):
            byteOrderMark
                ? "the file is encoded as UTF-16; save it as UTF-8"
                : "the file is encoded as UTF-16 or UTF-32 (it has zero bytes); save it as UTF-8"
        case .noValue(let onlyWhitespace):
            (onlyWhitespace ? "the file holds only whitespace" : "the file is empty")
                + "; expected a JSON object"
        case .expectedValue(let found):
            "unexpected \(found); expected a value"
        case .textAfterValue(let found):
            "unexpected \(found) after the end of the JSON value"
        case .expectedKey(.word(let word)):
            "expected a string key, found \(quoted(word)) (keys need double quotes)"
        case .expectedKey(let found):
            "expected a string key, found \(found)"
        case .expectedColon(let key, let found):
            "expected ':' after the key \(quoted(key)), found \(found)"
        case .expectedCommaOrEnd(.object, let found):
            "expected ',' or '}' after an object member, found \(found)"
        case .expectedCommaOrEnd(.array, let found):
            "expected ',' or ']' after an array element, found \(found)"
        case .trailingComma(.object):
            "trailing comma before '}'"
        case .trailingComma(.array):
            "trailing comma before ']'"
        case .tooDeep(let limit):
            "nesting is deeper than \(limit) levels"
        case .unterminatedString:
            "unterminated string"
        case .lineBreakInString:
            "unterminated string (a string cannot span lines)"
        case .controlCharacter(let byte):
            "control character \(hex(byte)) in a string; write it as \(escape(of: byte))"
        case .invalidUTF8(let problem):
            "invalid UTF-8 in a string: \(problem)"
        case .unterminatedEscape:
            "unterminated escape sequence"
        case .invalidEscape(.byte(let byte)) where (0x21..<0x7F).contains(byte):
            "invalid escape sequence '\\\(Unicode.Scalar(byte))'"
        case .invalidEscape(let found):
            "invalid escape sequence: a backslash followed by \(found)"
        case .malformedUnicodeEscape:
            #"a \u escape needs four hexadecimal digits"#
        case .unpairedSurrogate:
            #"unpaired UTF-16 surrogate in \u escape"#
        case .leadingZero:
            "a number cannot have leading zeros"
        case .expectedDigit(let found):
            "invalid number: expected a digit, found \(found)"
        case .missingFractionDigits:
            "invalid number: expected a digit after '.'"
        case .missingExponentDigits:
            "invalid number: expected a digit in the exponent"
        case .invalidNumber(let text):
            "invalid number \(quoted(text))"
                + (text.lowercased().hasPrefix("0x") || text.lowercased().hasPrefix("-0x")
                    ? "; JSON numbers are decimal" : "")
        case .capitalizedLiteral(let word, let literal):
            "invalid literal \(quoted(word)); JSON literals are lowercase: \(literal)"
        case .incompleteLiteral(let word, let literal, let atEndOfFile):
            atEndOfFile
                ? "unexpected end of file in \(quoted(word)); expected \(literal)"
                : "invalid literal \(quoted(word)); expected \(literal)"
        case .nonFiniteNumber(let word):
            "unexpected \(quoted(word)); JSON has no NaN or infinity"
        case .bareWord(let word):
            "unexpected \(quoted(word)); expected a value (strings need double quotes)"
        }
    }
}

extension JSONSyntaxError.Token: CustomStringConvertible {
    /// What stands there: `'abc'`, `'é' (U+00E9)`, `U+00A0 (NO-BREAK SPACE)`, `byte 0xFF`, ...
    package var description: String {
        switch self {
        case .endOfFile:
            "end of file"
        case .word(let word):
            quoted(word)
        case .comment:
            "'/' (JSON has no comments)"
        case .singleQuote:
            #""'" (strings need double quotes)"#
        case .scalar(let scalar):
            describe(scalar)
        case .byte(let byte):
            (0x21..<0x7F).contains(byte) ? "'\(Unicode.Scalar(byte))'" : "byte \(hex(byte))"
        }
    }
}

extension JSONSyntaxError.InvalidUTF8: CustomStringConvertible {
    /// What is wrong with the sequence, with its bytes: `truncated sequence 0xE2 0x82`.
    package var description: String {
        switch self {
        case .continuationWithoutLead(let byte):
            "continuation byte \(hex(byte)) without a lead byte"
        case .unusedByte(let byte):
            "byte \(hex(byte)), which UTF-8 never uses"
        case .truncated(let sequence):
            "truncated sequence \(hex(sequence))"
        case .overlong(let sequence):
            "overlong encoding \(hex(sequence))"
        case .surrogate(let sequence):
            "UTF-16 surrogate encoded as UTF-8, \(hex(sequence))"
        case .beyondUnicode(let sequence):
            "sequence \(hex(sequence)) beyond U+10FFFF"
        }
    }
}

/// A character beyond ASCII: `'é' (U+00E9)`, or for an invisible one its code and name:
/// `U+00A0 (NO-BREAK SPACE)`.
private func describe(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    let properties = scalar.properties
    let invisible =
        properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(
            properties.generalCategory)
    guard invisible else { return "'\(scalar)' (\(code))" }
    return properties.name.map { "\(code) (\($0))" } ?? code
}

/// How to write a control character in a JSON string: `\t`, `\u0001`.
private func escape(of byte: UInt8) -> String {
    switch byte {
    case 0x08: #"\b"#
    case 0x09: #"\t"#
    case 0x0C: #"\f"#
    default: #"\u00"# + hex(byte).dropFirst(2)
    }
}

/// A byte in hexadecimal: `0x0A`.
private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
}

/// Bytes in hexadecimal, separated by spaces: `0xE2 0x82`.
private func hex(_ bytes: [UInt8]) -> String {
    bytes.map(hex).joined(separator: " ")
}

/// `; did you mean 'Menu'?`, or nothing without a suggestion.
package func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
}

private func list(_ items: [String]) -> String {
    items.joined(separator: ", ")
}

/// A sentence a storyboard writes for the person (a guard's `refuse`) in the one voice of
/// messages: its first word lower-cased when it is a capitalised word (`Sign in to see your home
/// page.` as `sign in to see your home page`; `ID` or `iOS` stay), one full stop at its end left out.
func inOneVoice(_ sentence: String) -> String {
    var text = sentence
    if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
    let first = text.prefix { $0.isLetter }
    if first.count > 1, first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase) {
        text = first.prefix(1).lowercased() + text.dropFirst()
    }
    return text
}

/// A stack of scene ids, root first: `Menu > List > Detail`; a deep one abridged by
/// ``StackSummary``: `Menu > … 95 more > List > Detail > ...`.
private func path(_ stack: [String]) -> String {
    var (named, hidden) = StackSummary.abridge(stack)
    if hidden > 0 { named.insert("… \(hidden) more", at: 1) }
    return named.joined(separator: " > ")
}

/// The most characters of a text from outside the program that a message quotes
/// (``quoted(_:)``, ``abbreviated(_:)``, a link's excerpt): a longer one is cut there.
package let quotedCharacterLimit = 60

/// A word from outside the program (typed at the prompt, read from a file) as a message shows it:
/// in single quotes, made ``printable(_:)``, and cut after ``quotedCharacterLimit`` (60)
/// characters, with its full length given, so that a 1 MB word does not come back 1 MB long.
package func quoted(_ text: String) -> String {
    guard isLong(text) else { return "'\(printable(text))'" }
    return "'\(printable(String(text.prefix(quotedCharacterLimit))))…' (\(text.count) characters)"
}

/// A file's path as a message shows it: in single quotes, made ``printable(_:)``, and whole, since
/// a person needs all of it to find the file (a path names at most `PATH_MAX`, 4,096 bytes; a
/// longer one is cut after 4,096 characters as ``quoted(_:)`` cuts after 60).
package func quotedPath(_ path: String) -> String {
    guard path.utf8.count > 4_096, !path.dropFirst(4_096).isEmpty else { return "'\(printable(path))'" }
    return "'\(printable(String(path.prefix(4_096))))…' (\(path.count) characters)"
}

/// ` from 1 to 3`; a range of one value reads ` 1`.
func wholeNumberRange(_ range: ClosedRange<Int>) -> String {
    if range.lowerBound == range.upperBound { return " \(range.lowerBound)" }
    return " from \(range.lowerBound) to \(range.upperBound)"
}

/// A text from the file, made ``printable(_:)`` and cut after its first ``quotedCharacterLimit``
/// (60) characters if it is longer.
func abbreviated(_ text: String) -> String {
    printable(isLong(text) ? text.prefix(quotedCharacterLimit) + "…" : text)
}

/// Whether a text is longer than ``quotedCharacterLimit`` characters (counted only when it has
/// more bytes than that, and only up to one past the limit, so that the check costs no more than
/// the quote).
private func isLong(_ text: String) -> Bool {
    text.utf8.count > quotedCharacterLimit && !text.dropFirst(quotedCharacterLimit).isEmpty
}

extension SceneValueError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .invalidJSON(let detail): "invalid JSON: \(detail)"
        case .notOfType(let type, let json): "\(abbreviated(json)) is not a value of type \(type)"
        case .inexactDecimal(let literal):
            "\(abbreviated(literal)) cannot be held exactly; a decimal has \(ExactDecimal.limits)"
        }
    }
}

extension SceneValueTypeError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        let types = "text, integer, decimal, boolean, date, identifier or [TYPE]"
        return switch self {
        case .unknown(let spelling): "unknown type \(quoted(spelling)); expected \(types)"
        case .tooDeep(let spelling, let limit):
            "the type \(quoted(spelling)) nests lists deeper than \(limit) levels; a type has at most \(limit)"
        }
    }
}

/// "; its inputs: 'a', 'b'" or "; it takes no inputs".
private func inputList(_ inputs: [String]) -> String {
    inputs.isEmpty ? "; it takes no inputs" : "; its inputs: \(list(inputs))"
}

/// The system's words for an error number, in lowercase, as messages quote them: `permission denied`.
func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}

extension LinkError: CustomStringConvertible {
    /// The message shown to the user: the column, the part of the link, and what is wrong.
    public var description: String {
        let characters = Array(link)
        let start = min(column - 1, characters.count)
        let part = String(characters[start..<min(characters.count, start + length)])
        let location = "link column \(column)" + (part.isEmpty ? "" : " (\(quoted(part)))")
        return location + ": " + problem.description
    }
}

extension LinkProblem: CustomStringConvertible {
    /// What is wrong, and how to put it right.
    public var description: String {
        func what(_ found: String?) -> String { found.map(quoted) ?? "the end of the link" }
        switch self {
        case .empty:
            return "the link is empty; a link names scenes, root first: Menu/ContactList"
        case .expectedScene(let found):
            return "expected a scene id (letters, digits and '_'), found \(what(found))"
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
        case .illTypedInput(let input, let scene, let type, let value):
            return "input \(quoted(input)) of scene \(quoted(scene)) is \(type); \(quoted(value)) is not"
                + example(of: type)
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

extension StackRecordError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .invalid(let detail): "it is not a recorded stack: \(detail)"
        case .inexactDecimal(let path, let value):
            "it is not a recorded stack: \(path), \(abbreviated(value)), cannot be held exactly;"
                + " a decimal has \(ExactDecimal.limits)"
        case .unsupportedVersion:
            "it was written in another format (this runtime reads version \(StackRecord.formatVersion))"
        }
    }
}

extension ResumeProblem: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .sceneRemoved(let scene):
            "scene \(quoted(scene)) is no longer in the storyboard"
        case .moduleChanged(let scene, let recorded, let now):
            "scene \(quoted(scene)) is now built by module \(quoted(now)), not \(quoted(recorded))"
        case .inputTypeChanged(let scene, let input, let recorded, let now):
            "input \(quoted(input)) of scene \(quoted(scene)) is now \(now), not \(recorded)"
        case .refused(let scene, let reason):
            "scene \(quoted(scene)) cannot be built again: \(reason)"
        case .unreachable(_, let reason):
            reason
        case .guardFailed(let scene, let condition):
            "scene \(quoted(scene)) needs condition \(quoted(condition)), which does not hold now"
        }
    }
}
