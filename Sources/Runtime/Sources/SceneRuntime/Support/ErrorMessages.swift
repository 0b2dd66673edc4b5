#if canImport(Glibc)
    import Glibc
#endif

// Every message the runtime shows a person is written here, so that wording stays consistent and
// typed errors stay free of text.

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
            "unsupported storyboard version \(abbreviated(version)); this runtime reads version \(Storyboard.currentVersion)"
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
        case .pluginFailed(let path, let reason):
            "plugin \(quoted(path)) was not loaded: \(reason)"
        case .unreachableScene(let id):
            "scene \(quoted(id)) cannot be reached from the initial scene"
        case .unusedRoute(let route, let module):
            "the router of module \(quoted(module)) registers route \(quoted(route)), but no segue of its scenes uses it"
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
            "it is larger than \(limit >> 20) MiB, the most a storyboard may be"
        case .system(let code):
            String(cString: strerror(code)).lowercased()
        }
    }
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
        case .sceneBuildFailed(let scene, let module, let reason):
            "module \(quoted(module)) failed to build scene \(quoted(scene)): \(reason)"
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
        }
    }
}

extension ActionError: CustomStringConvertible {
    /// The message shown to the user.
    public var description: String {
        switch self {
        case .unknownAction(let action, let scene, let available, let suggestion):
            "scene \(quoted(scene)) has no action \(quoted(action))" + didYouMean(suggestion)
                + (available.isEmpty ? "; it has no actions" : "; its actions: \(list(available))")
        case .missingArgument(let action, let name, let usage):
            "\(quoted(action)) needs \(name); usage: \(usage)"
        case .invalidArgument(let action, let name, let value, let expected):
            "\(quoted(action)): \(name) must be \(expected), not \(quoted(value))"
        case .tooManyArguments(let action, let usage):
            "too many arguments for \(quoted(action)); usage: \(usage)"
        case .unavailable(let action, let reason):
            "\(quoted(action)) is not possible now: \(reason)"
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
        case .insecure(let path, let reason):
            "\(path): refused because \(reason); anyone could replace the code it runs"
                + " (fix the permissions, or pass --allow-insecure-plugins)"
        case .notALibrary(let path, let reason):
            "\(path): not a loadable library: \(reason)"
        case .wrongArchitecture(let path, let plugin, let host):
            "\(path): built for \(plugin), but this machine runs \(host); rebuild the plugin for \(host)"
        case .missingEntryPoint(let path, let symbol):
            "\(path): not a scene plugin: it does not define \(quoted(symbol))"
        case .notAScenePlugin(let path):
            "\(path): its entry point did not return a ScenePlugin (was it built against another copy of SceneRuntime?)"
        case .versionMismatch(let path, let plugin, let runtime):
            "\(path): built against SceneRuntime \(plugin), but this is \(runtime); rebuild the plugin"
        case .module(let path, let error):
            "\(path): \(error)"
        }
    }
}

private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
}

private func list(_ items: [String]) -> String {
    items.joined(separator: ", ")
}

/// A stack of scene ids, root first: `Menu > List > Detail`; on a deep stack only the root and the
/// five scenes at the top, with a count of those between.
private func path(_ stack: [String]) -> String {
    guard let root = stack.first, stack.count > 7 else { return stack.joined(separator: " > ") }
    return ([root, "… \(stack.count - 6) more"] + stack.suffix(5)).joined(separator: " > ")
}

/// A word from outside the program (typed at the prompt, read from a file) as a message shows it:
/// in single quotes, made ``printable(_:)``, and cut after 60 characters when longer than 80, with
/// its full length given, so that a 1 MB word does not come back 1 MB long.
package func quoted(_ text: String) -> String {
    guard isLong(text) else { return "'\(printable(text))'" }
    return "'\(printable(String(text.prefix(60))))…' (\(text.count) characters)"
}

/// A text from the file, made ``printable(_:)`` and cut after its first 60 characters if it is long.
func abbreviated(_ text: String) -> String {
    printable(isLong(text) ? text.prefix(60) + "…" : text)
}

/// Whether a text is longer than 80 characters (counted only when it has more than 80 bytes).
private func isLong(_ text: String) -> Bool {
    text.utf8.count > 80 && text.count > 80
}

/// `text` with its control characters made visible, so that printing it cannot drive the
/// terminal: C0 controls and DEL in caret notation (`^[` for Esc, `^@` for NUL, `^?` for DEL),
/// C1 controls as `\u{9B}`. Tabs are kept.
package func printable(_ text: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case _ where !isControl(scalar): result.unicodeScalars.append(scalar)
        case 0x7F: result += "^?"
        case 0x80...: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
        }
    }
    return result
}
