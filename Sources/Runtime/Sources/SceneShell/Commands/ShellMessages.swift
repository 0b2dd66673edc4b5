import SceneRuntime
import SceneScaffolding

#if canImport(Glibc)
    import Glibc
#endif

/// Every message of the shell's own errors, and how any error is shown at the prompt.
///
/// One voice for every message, here, in the runtime's Messages/ and in the scenes: a message starts
/// in lower case (unless it starts with a name as typed), ends without a full stop, joins its
/// clauses with `; `, quotes what the user typed in single quotes, says why (`no such file`,
/// `permission denied`), and ends with a suggestion when there is one: `; did you mean 'help'?`.
/// The `error: ` prefix is never part of a message: only the renderer adds it (``errorLine(_:)``
/// and the session's `errorPrefix`), so it is never doubled.
enum ShellMessages {
    /// An error as one or more lines for standard error: `error: ` and its message, or a
    /// storyboard's diagnostics as they are (``isLocated(_:)``).
    static func errorLine(_ error: any Error) -> TerminalText {
        isLocated(error) ? TerminalText("\(describe(error))\n") : TerminalText("error: \(describe(error))\n")
    }

    /// Whether `error`'s message says on each of its lines where and what it is, as a compiler
    /// does and `validate` prints a storyboard's diagnostics (`FILE:LINE:COLUMN: error: PATH:
    /// message`): then no `error: ` goes before it, whichever command met the storyboard
    /// (`validate`, `reload`, a change `--watch` saw, the start of a session).
    static func isLocated(_ error: any Error) -> Bool {
        error is Storyboard.LoadError
    }

    /// A reply's error as lines for standard error: `prefix` (`error: `, in red when colours are
    /// on) and its message, or its lines as they are when they are located (``isLocated(_:)``);
    /// empty when the reply has no error.
    static func errorText(of reply: Shell.Reply, prefix: TerminalText) -> TerminalText {
        guard let error = reply.error else { return "" }
        return (reply.errorIsLocated ? "" : prefix) + TerminalText(error + "\n")
    }

    /// Said when a person declines a question (a leave question, an action that asks first) or
    /// cancels a secret prompt with Ctrl-C or Ctrl-D: `'delete' was cancelled; nothing changed`.
    static func cancelled(_ word: String) -> String {
        "\(quoted(word)) was cancelled; nothing changed"
    }

    /// `error: cannot write to OUT: …`, for a report folder `out` that `error` kept from being
    /// written (a file of another's, a full disk).
    static func cannotWrite(to out: String, _ error: any Error) -> TerminalText {
        errorLine(
            message: "cannot write to \(out): "
                + ((error as? OwnFile.Refusal).map(describe) ?? WriteFailureReason.describe(error)))
    }

    /// Said by the runtime's own `scenes` tool under a storyboard naming modules it does not have.
    static let runtimeToolHasNoModules =
        "note: this is the runtime's own scenes tool, with no app's scene modules built in; run the"
        + " app's own scenes in its folder (swift run scenes, or swift run APP for an app made by"
        + " scenes init), or give plugins with --plugins DIR"

    /// Said when `scenes` was given no CONFIG and there is no `scenes.json` where it runs.
    static let noStoryboardHere =
        "note: scenes runs the app whose storyboard is CONFIG, ./scenes.json when none is given; run"
        + " it in the app's folder, name the storyboard (scenes path/to/scenes.json), or start an app"
        + " with scenes init NAME"

    /// Said when `scenes modules NAME` found no `./scenes.json` to describe the module `NAME` of.
    static func moduleOfNoStoryboard(_ name: String) -> String {
        "note: \(quoted(name)) was read as a MODULE of the storyboard ./scenes.json; a storyboard of that"
            + " name is read as \(quoted("./" + name)) (scenes modules [CONFIG] [MODULE])"
    }

    /// Said by `scenes diff` when a storyboard did not load (its errors printed above): `failed`
    /// names each, `NEW 'b.json'`.
    static func notCompared(_ failed: [String]) -> String {
        "nothing was compared: \(failed.joined(separator: " and ")) did not load (see above); fix"
            + " \(failed.count == 1 ? "it" : "them") and compare again"
    }

    /// Said by the runtime's own `scenes` tool when it checked a storyboard without its modules.
    static let checkedWithoutAppModules =
        "note: checked without the app's scene modules (this is the runtime's own scenes tool): the"
        + " scenes, segues and containers are valid; the modules' routes, contracts and conditions"
        + " were not checked: the app's own executable checks them, in the app's folder: swift run APP"
        + " validate, APP being the executable's name (the app's name for an app made by scenes init,"
        + " scenes for the demo)"

    /// An error that is only a warning (the command goes on without what it concerns), as a line
    /// for standard error: `warning: ` and its message.
    static func warningLine(_ error: any Error) -> TerminalText {
        TerminalText("warning: \(describe(error))\n")
    }

    /// A message as a line for standard error: `error: ` and the message.
    static func errorLine(message: String) -> TerminalText {
        TerminalText("error: \(message)\n")
    }

    /// The text of an error, without the `error: ` prefix.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ShellError: message(error)
        case let error as UsageError: error.message
        case let error as GeneratorError: message(error)
        case let error as InitError: message(error)
        case let error as LaunchError: message(error)
        case let error as WriteFailure: message(error)
        case let error as Link.Refusal: message(error)
        case let error as StackFileError: message(error)
        case let error as Storyboard.LoadError: message(error)
        case let error as SnapshotError: message(error)
        case let error as CoverageProblem: message(error)
        default: String(describing: error)
        }
    }

    /// A storyboard's diagnostics, one a line, as `validate` prints them: `FILE:LINE:COLUMN:
    /// error: PATH: message` (or `warning:`). The renderer adds no `error: ` (``isLocated(_:)``).
    private static func message(_ error: Storyboard.LoadError) -> String {
        error.diagnostics.map(\.description).joined(separator: "\n")
    }

    private static func message(_ error: SnapshotError) -> String {
        switch error {
        case .noIndex(let folder):
            "\(quotedPath(folder)) holds no snapshots (no index.json); scenes explore --snapshots DIR writes them"
        case .noFolder(let folder, nil):
            "there is no folder \(quotedPath(folder)); scenes explore --snapshots DIR writes snapshots there"
        case .noFolder(let folder, let kind?):
            "\(quotedPath(folder)) is \(kind), not a folder of snapshots; scenes explore --snapshots DIR writes them"
        case .unreadable(let path, .system(let code)) where code == EFBIG:
            "\(quotedPath(path)) is larger than \(SnapshotFolder.maximumFileSize >> 20) MiB, more than a snapshot holds"
        case .unreadable(let path, let refusal): "cannot read \(quotedPath(path)): \(describe(refusal))"
        case .malformedIndex(let path, let detail): "\(quotedPath(path)) is not a snapshot index: \(detail)"
        case .unwritable(let path, let refusal): "cannot write \(quotedPath(path)): \(describe(refusal))"
        case .cannotReplay(let reason): "cannot start the app to replay a link: \(reason)"
        }
    }

    private static func message(_ failure: WriteFailure) -> String {
        let stream = failure.stream == .output ? "standard output" : "standard error"
        return "cannot write to \(stream): \(reason(failure.code))"
    }

    private static func message(_ error: CoverageProblem) -> String {
        switch error {
        case .unreadable(let path, let reason): "skipping \(quotedPath(path)): \(reason)"
        case .notAReport(let path):
            "skipping \(quotedPath(path)): not a complete flow coverage report (another file, or one a"
                + " process killed while writing it left half-written)"
        case .duplicateKey(let path, let error):
            "skipping \(quotedPath(path)): at byte \(error.offset): \(error.message)"
        case .noReports: "no flow coverage report could be read"
        }
    }

    private static func message(_ error: ShellError) -> String {
        switch error {
        case .unterminatedQuote(let quote, let fix):
            "unterminated \(quote == "'" ? "single" : "double") quote"
                + (fix.map { "; to keep the quote in the word, write \($0)" } ?? "")
        case .missingArgument(let command, let usage):
            "\(quoted(command)) needs an argument; usage: \(usage)"
        case .tooManyArguments(let command, let usage):
            "too many arguments for \(quoted(command)); usage: \(usage)"
        case .unknownGraphFormat(let format):
            "unknown graph format \(quoted(format)); expected text, dot or mermaid"
        case .unknownCommand(let word, let scene, let suggestion, let isSegue):
            "no command or action \(quoted(word)) in scene \(quoted(scene))"
                + (isSegue ? "; to perform the segue, type 'go \(word)'" : "")
                + orTheList(suggestion)
        case .unknownHelpTopic(let topic, let suggestion):
            "no command or action \(quoted(topic))" + orTheList(suggestion)
        case .unknownModule(let name, let known, let suggestion, let alone):
            "no module \(quoted(name))"
                + (alone ? " (a storyboard of that name is read as \(quoted("./" + name)))" : "")
                + (suggestion == nil
                    ? "; the modules are " + known.map(quoted).joined(separator: ", ")
                    : didYouMean(suggestion))
        case .secretNotGiven(let action, let name, let usage):
            "\(quoted(action)) needs \(name), which is asked for only on a terminal; here, write it on the line"
                + " (it is shown as ***); usage: \(usage)"
        case .leaveRefused(let scene, let reason, let forced):
            "scene '\(scene)' asks not to be left" + (reason.isEmpty ? "" : ": \(reason)")
                + (forced.map { "; type '\($0)' to leave anyway" } ?? "")
        case .confirmationNeeded(let action, let question, let forced):
            "\(quoted(action)) asks first: \(printable(question)); type '\(forced)' to do it without asking"
        case .nothingToUndo:
            "nothing to undo: the stack is as the session started; 'history' lists what happened"
        case .noSplit:
            "no split view is shown, so there is no other pane to focus"
        case .ambiguousSceneName(let name, let matches):
            "\(quoted(name)) names more than one scene on the stack: \(matches.joined(separator: ", "))"
                + "; type its position or its id"
        case .notOnStack(let name, let breadcrumb, let suggestion):
            "scene \(quoted(name)) is not on the stack; the stack is \(TerminalText.oneRow(breadcrumb))"
                + didYouMean(suggestion)
        case .covered(let container, let modal, let focus):
            "\(quoted(modal)) covers \(quoted(container)); dismiss it before "
                + (focus ? "moving the focus" : "selecting another tab")
        case .tabNotShown(let segue, let tab, let action?):
            "\(quoted(action)) is not possible here: its segue \(quoted(segue)) leads into tab \(quoted(tab)), which"
                + " no container shown has"
        case .tabNotShown(let segue, let tab, nil):
            "segue \(quoted(segue)) leads into tab \(quoted(tab)), which no container shown has; it is offered where"
                + " one is"
        case .noStackPosition(let position, let count):
            "there is no scene at position \(position.count > quotedCharacterLimit ? quoted(position) : position):"
                + " the stack has \(count)"
                + (count == 1 ? " scene (1)" : " scenes (1 to \(count))") + "; 'stack' lists them"
        case .ambiguousSegue(let name, let matches):
            "\(quoted(name)) names more than one segue: \(matches.map(quoted).joined(separator: ", "))"
                + "; type it as written"
        case .noSegue(let name, let scene, let offered, let hint):
            "scene \(quoted(scene)) has no segue \(quoted(name))"
                + (offered.isEmpty
                    ? "; it has no segue go takes"
                    : "; its segues: \(offered.map(printable).joined(separator: ", "))")
                + hintText(hint)
        case .noTabNumber(let number, let tabs):
            "there is no tab \(number.count > quotedCharacterLimit ? quoted(number) : number): the tabs are"
                + " numbered 1 to \(tabs.count) ("
                + tabs.enumerated().map { "\($0.offset + 1) \(TerminalText.oneRow($0.element))" }
                .joined(separator: ", ") + ")"
        }
    }

    /// What `go NAME` probably meant, at the end of its error: `; did you mean 'AddContact'?`,
    /// `; its action 'checkout' performs 'Success'; did you mean 'checkout'?`.
    private static func hintText(_ hint: ShellError.SegueHint?) -> String {
        switch hint {
        case nil: ""
        case .segue(let id)?: didYouMean(id)
        case .action(let action, nil)?: "; did you mean the action \(quoted(action))?"
        case .action(let action, let performs?)?:
            "; its action \(quoted(action)) performs \(quoted(performs))" + didYouMean(action)
        }
    }

    /// The end of a message about an unknown word: the closest known one if any is close,
    /// `; did you mean 'help'?`, or else where the known ones are listed.
    private static func orTheList(_ suggestion: String?) -> String {
        suggestion == nil ? "; type 'help' for the list" : didYouMean(suggestion)
    }

    /// A `--plugins` folder that cannot be listed, with the reason:
    /// `--plugins: cannot read the folder '/nonexistent': no such file or directory`.
    static func pluginFolderUnreadable(_ directory: String, errno code: Int32) -> String {
        "--plugins: cannot read the folder \(quotedPath(directory)): \(reason(code))"
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
