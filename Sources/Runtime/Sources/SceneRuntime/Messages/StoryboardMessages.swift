// What a storyboard's problems say (see ErrorMessages.swift for the voice).

extension StoryboardProblem {
    /// Writes ``message`` into `text`: written piece by piece for the warnings a storyboard may
    /// have on every scene, made as a `String` for the others.
    package func write(to text: inout TextBuffer) {
        switch self {
        case .unwindNotAlwaysPossible(let segue, let source, let destination, let via):
            text.append("unwind segue ")
            text.appendQuoted(segue)
            text.append(" returns to ")
            text.appendQuoted(destination)
            text.append(", which is not below ")
            text.appendQuoted(source)
            text.append(" on every way there: from ")
            text.appendQuoted(via)
            text.append(", push and modal segues reach ")
            text.appendQuoted(source)
            text.append(" without ")
            text.appendQuoted(destination)
            text.append("; the unwind is not offered then")
        default:
            text.append(message)
        }
    }

    /// The message, without location. Texts taken from the file are quoted, and shortened when
    /// they are long: a megabyte-long id makes a message of one line, not of a megabyte.
    package var message: String {
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
            unknown("segue style", style, suggestion, among: SegueDescriptor.Style.self)
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
        case .unwindNotAlwaysPossible:
            TextBuffer.text(capacity: 256) { write(to: &$0) }
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
        case .segueTabNotEverywhere(let tab, let segue, let scene, let via):
            "segue \(quoted(segue)) leads into tab \(quoted(tab)), which \(quoted(scene)) is not always shown in:"
                + (via.map { " from \(quoted($0)), segues reach it" } ?? " it is the initial scene,")
                + " outside every container with that tab; the segue, and the action that performs it, are not"
                + " offered there"
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
            RoutingError.unknownInput(
                input, scene: scene, segue: segue, inputs: inputs, suggestion: suggestion
            ).description
        case .unwindResultNotAccepted(let input, let segue, let scene, let inputs, let suggestion):
            "unwind segue \(quoted(segue)) returns \(quoted(input)), but scene \(quoted(scene)) cannot take it:"
                + " it has no such input" + didYouMean(suggestion) + inputList(inputs)
        case .unknownOutput(let output, let segue, let scene, let outputs, let suggestion):
            RoutingError.unknownOutput(
                output, scene: scene, segue: segue, outputs: outputs, suggestion: suggestion
            ).description
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
        case .redirectBehindSameGuard(let scene, let condition):
            "a guard on condition \(quoted(condition)) redirects to \(quoted(scene)), which a guard on the same"
                + " condition keeps out: the redirect cannot lead back; redirect to a scene that makes"
                + " \(quoted(condition)) hold without needing it"
        case .redirectLoop(let scenes):
            "the guards of \(loop(scenes)) redirect to one another in a loop: none of these redirects can lead back"
        case .unknownPerformingAction(let action, let segue, let scene, let actions, let suggestion):
            "segue \(quoted(segue)) is performed by action \(quoted(action)), but scene \(quoted(scene)) has no"
                + " such action" + didYouMean(suggestion) + actionList(actions)
        case .inputsNeverPassed(let inputs, let scene):
            "no segue passes the optional input" + (inputs.count == 1 ? " " : "s ")
                + inputs.map(quoted).joined(separator: ", ") + " of scene \(quoted(scene))"
        case .notForContainer(let key):
            "a container has no \(quoted(key)): the scenes of its stacks have them; remove it"
        case .unknownContainerKind(let kind, let suggestion):
            unknown("container kind", kind, suggestion, among: SceneDescriptor.Container.Kind.self)
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
            unknown("back policy", policy, suggestion, among: SceneDescriptor.Container.BackPolicy.self)
        case .unknownTabRoot(let root, let tab, let suggestion):
            "tab \(quoted(tab)) starts at unknown scene \(quoted(root))" + didYouMean(suggestion)
        case .containerTooDeep(let scene, let limit):
            "container \(quoted(scene)) nests containers more than \(limit) deep (or holds itself);"
                + " containers nest at most \(limit) levels"
        case .segueNestsTooDeep(let segue, let container, let inside, let limit):
            "segue \(quoted(segue)) shows container \(quoted(container)) inside container \(quoted(inside)):"
                + " containers can nest more than \(limit) deep that way (or inside themselves), and navigation"
                + " refuses the segue where they would"
        case .missingTabInput(let input, let type, let tab, let scene):
            "tab \(quoted(tab)) does not pass \(quoted(input)) (\(type)), a required input of its root"
                + " \(quoted(scene)); add \"pass\": { \"\(abbreviated(input))\": { \"value\": ... } } to the tab"
        case .unknownTabInput(let input, let tab, let scene, let inputs, let suggestion):
            "tab \(quoted(tab)) passes \(quoted(input)), but its root \(quoted(scene)) has no such input"
                + didYouMean(suggestion) + inputList(inputs)
        case .tabPassFromOutput(let input, let output, let tab):
            "tab \(quoted(tab)) passes \(quoted(input)) from output \(quoted(output)), but a tab's root has no scene"
                + " before it whose outputs it could take: a tab passes constants only ({ \"value\": ... })"
        case .unknownSegueTab(let tab, let segue, let scene, let tabs, let suggestion):
            "segue \(quoted(segue)) leads into tab \(quoted(tab)), but "
                + (tabs.isEmpty
                    ? "scene \(quoted(scene)) is in no container with tabs"
                    : "the container of scene \(quoted(scene)) has no such tab" + didYouMean(suggestion)
                        + "; its tabs: \(list(tabs))")
        case .tabOnUnwind:
            "an unwind returns to a scene below it in its own tab and leads into no other; \"tab\" is for a"
                + " push, modal or replace segue"
        case .coversNeedsModal:
            "only a modal segue covers something; \"covers\" is for a segue with \"style\": \"modal\""
        case .unwindAcrossTabs(let segue, let source, let destination):
            "unwind segue \(quoted(segue)) returns to \(quoted(destination)), which is in another tab than"
                + " \(quoted(source)); an unwind stays in its tab: use a segue with \"tab\" to go to another tab"
        }
    }
}

extension BoundedFile.Failure: CustomStringConvertible {
    /// Why the file cannot be read.
    package var description: String {
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
            "it is larger than \(BoundedFile.describe(size: limit)), the most that is read"
        case .system(let code):
            systemReason(code)
        }
    }
}

extension BoundedFile.Failure {
    /// Why a storyboard cannot be read: the ``description``, and for one too large how to raise
    /// the limit.
    var storyboardReason: String {
        guard case .tooLarge(let limit) = self else { return description }
        return "it is larger than \(BoundedFile.describe(size: limit)), the most a storyboard may be"
            + " unless the limit is raised (scenes --max-storyboard-size MIB)"
    }
}

/// `unknown segue style 'pusj'; did you mean 'push'?; expected one of push, modal, replace, unwind`:
/// a word of the storyboard that is none of `Choice`'s values, the `what` named.
private func unknown<Choice: CaseIterable & RawRepresentable<String>>(
    _ what: String, _ word: String, _ suggestion: String?, among _: Choice.Type
) -> String {
    "unknown \(what) \(quoted(word))" + didYouMean(suggestion)
        + "; expected one of \(list(Choice.allCases.map(\.rawValue)))"
}

/// The scenes of a loop of redirects, `'A' > 'B' > 'A'`; one of more than nine scenes is named by
/// its first and last three and a count.
private func loop(_ scenes: [String]) -> String {
    let names =
        scenes.count > 9
        ? scenes.prefix(3).map(quoted) + ["… \(scenes.count - 6) more …"] + scenes.suffix(3).map(quoted)
        : scenes.map(quoted)
    return names.joined(separator: " > ")
}
