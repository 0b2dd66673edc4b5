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

    /// The warning of an interactive session without a place for its history.
    static let historyNotKept =
        "warning: the history is not kept: set HOME or XDG_DATA_HOME to an absolute path"

    private static func message(_ error: LaunchError) -> String {
        switch error {
        case .noDataDirectory(let home, let dataHome):
            "no data directory: \(why("XDG_DATA_HOME", dataHome)) and \(why("HOME", home));"
                + " set HOME or XDG_DATA_HOME to an absolute path, or pass --data DIR"
        case .unreadableScript(let path, let reason):
            "cannot read the script \(quotedPath(path)): \(describe(reason))"
        case .untraceable(let path, let refusal):
            "--trace: cannot open \(quotedPath(path)) for writing: \(describe(refusal))"
        case .dataNotAFolder(let path, let blocker, let kind) where path == blocker:
            "cannot keep the app's data in \(quotedPath(path)): it is \(kind), not a folder; pass --data DIR"
                + " with a folder, or a path where one can be made"
        case .dataNotAFolder(let path, let blocker, let kind):
            "cannot keep the app's data in \(quotedPath(path)): \(quotedPath(blocker)) is \(kind), not a"
                + " folder; pass --data DIR with a folder, or a path where one can be made"
        }
    }

    private static func describe(_ reason: LaunchError.Reason) -> String {
        switch reason {
        case .missing: "no such file"
        case .directory: "it is a directory, not a file"
        case .permissionDenied: "permission denied"
        case .notRegular(let kind): "it is \(kind), not a regular file"
        case .lineTooLong(let line, let limit): "line \(line) is longer than \(limit >> 20) MiB"
        case .tooManyCommands(let limit): "it holds more than \(limit) commands"
        case .system(let code): Self.reason(code)
        }
    }

    /// A write to the `--trace` file failed; the session goes on without it.
    static func traceWriteFailed(path: String, code: Int32) -> String {
        "error: cannot write the trace \(quotedPath(path)): \(describe(LaunchError.Reason.system(errno: code))); tracing stopped"
    }

    /// Why an environment variable names no data directory.
    private static func why(_ name: String, _ value: String?) -> String {
        switch value {
        case nil: "\(name) is not set"
        case ""?: "\(name) is empty"
        case let value?: "\(name) \(quotedPath(value)) is not an absolute path"
        }
    }

    private static func message(_ failure: WriteFailure) -> String {
        let stream = failure.stream == .output ? "standard output" : "standard error"
        return "cannot write to \(stream): \(reason(failure.code))"
    }

    private static func message(_ error: GeneratorError) -> String {
        switch error {
        case .invalidName(let name, let reason): "cannot name a module \(quoted(name)): \(reason)"
        case .exists(let name, let place): "\(quoted(name)) already exists in \(place)"
        case .missingFile(let file):
            "\(file) not found; run scenes in the package's folder, or pass --package DIR"
        case .cannotEdit(let file, let reason): "cannot edit \(file): \(reason)"
        case .writeFailed(let file, let reason): "cannot write \(file): \(reason)"
        case .unknownSharedModule(let name, let known, let suggestion):
            "--uses \(quoted(name)): no shared module of that name in Package.swift"
                + (suggestion.map { "; did you mean \(quoted($0))?" }
                    ?? (known.isEmpty
                        ? "; it has none yet: create one with scenes new \(name) --domain"
                        : "; it has \(known.map(quoted).joined(separator: ", "))"))
        case .usesAScene(let name):
            "--uses \(quoted(name)): it is a scene module, and a scene never imports another scene; put what"
                + " they share in a shared module (scenes new NAME --domain) and use that"
        case .notDeclared(let name, let scenes, let shared, let suggestion):
            "no scene or shared module \(quoted(name)) in Package.swift"
                + (suggestion.map { "; did you mean \(quoted($0))?" }
                    ?? (scenes.isEmpty && shared.isEmpty
                        ? "; it has none"
                        : "; it has "
                            + [
                                scenes.isEmpty
                                    ? nil : "the scene modules " + scenes.map(quoted).joined(separator: ", "),
                                shared.isEmpty
                                    ? nil
                                    : "the shared modules " + shared.map(quoted).joined(separator: ", "),
                            ].compactMap { $0 }.joined(separator: " and ")))
        case .stillNeeded(let name, let users):
            "cannot remove \(quoted(name)): \(users.joined(separator: "; ")); take those out first"
        case .noSharedModuleList:
            "Package.swift has no `let domainModules = [ ... ]` list of shared modules; add one as an app made"
                + " by scenes init 0.3.0 has it (see CHANGELOG.md)"
        }
    }

    private static func message(_ error: InitError) -> String {
        switch error {
        case .invalidName(let name, let reason): "cannot name an app \(quoted(name)): \(reason)"
        case .exists(let name):
            "\(quoted(name)) already exists here; init creates a new folder and never writes into one"
                + " (even empty): choose another NAME or remove it"
        case .runtimeNotFound(let executable):
            "cannot find the SceneRuntime package"
                + (executable.map { " above this program (\(quoted($0)))" } ?? "")
                + "; pass --runtime PATH, the runtime package or a SceneRuntime checkout"
        case .notARuntime(let path):
            "--runtime \(quotedPath(path)) is not the SceneRuntime package (a Package.swift named SceneRuntime,"
                + " with Sources/SceneShell and Plugins/BuiltinScenes) nor a checkout holding it in Sources/Runtime"
        case .unusableRuntimePath(let path):
            "the runtime's path \(quotedPath(path)) contains control characters; move the runtime or pass --runtime"
        case .writeFailed(let file, let reason): "cannot write \(file): \(reason); nothing was left behind"
        }
    }

    /// What `scenes new` or `scenes remove` did: its notes, each file created, edited or removed,
    /// and what to do next.
    static func generated(_ result: SceneGenerator.Result, name: String) -> String {
        result.notes.map { $0 + "\n" }.joined() + result.created.map { "created \($0)\n" }.joined()
            + result.edited.map { "edited \($0)\n" }.joined()
            + result.removed.map { "removed \($0)\n" }.joined()
            + "Next: \(result.next)\n"
    }

    /// What `scenes init` wrote, which runtime the app uses, and the app's two commands.
    static func created(_ result: AppGenerator.Result, runtime: String, chosen: Bool) -> String {
        result.created.map { "created \($0)\n" }.joined()
            + "\(result.folder) depends on the SceneRuntime package at \(runtime), by path"
            + (chosen
                ? " (--runtime)" : " (the one this program was built from; --runtime PATH chooses another)")
            + "\nNext: cd \(result.folder), then swift run \(result.folder) (the app) and swift test (its tests)\n"
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

    // MARK: Links and resuming

    /// A link's error, then the link with the offending part underlined:
    ///
    /// ```
    /// link column 18 ('ShowContat'): the storyboard declares no scene 'ShowContat'; did you mean 'ShowContact'?
    ///   Menu/ContactList/ShowContat:contactID=3
    ///                    ^~~~~~~~~~
    /// ```
    private static func message(_ error: Link.Refusal) -> String {
        let characters = Array(error.link)
        let start = min(error.column - 1, characters.count)
        // A long link is shown around the offending part, at most `quotedCharacterLimit` (60)
        // characters of it: up to 20 before the part, the part cut after 40.
        let limit = quotedCharacterLimit
        let isLong = characters.count > limit
        let end = min(characters.count, start + min(error.length, isLong ? limit - 20 : limit))
        let from = isLong ? max(0, start - 20) : 0
        let to = isLong ? max(end, min(characters.count, from + limit)) : characters.count
        let before = (from > 0 ? "…" : "") + TerminalText.oneRow(String(characters[from..<start]))
        let part = TerminalText.oneRow(String(characters[start..<end]))
        let after = TerminalText.oneRow(String(characters[end..<to])) + (to < characters.count ? "…" : "")
        let underline =
            String(repeating: " ", count: CellWidth.of(before)) + "^"
            + String(repeating: "~", count: max(0, CellWidth.of(part) - 1))
        return "\(error)\n  \(before)\(part)\(after)\n  \(underline)"
    }

    private static func message(_ error: StackFileError) -> String {
        switch error {
        case .unreadable(let path, .system(let code)) where code == EFBIG:
            "\(quotedPath(path)) is larger than \(StackFile.sizeLimit >> 20) MiB"
        case .unreadable(let path, let refusal): "cannot read \(quotedPath(path)): \(describe(refusal))"
        case .invalid(let path, let problem): "\(quotedPath(path)): \(problem)"
        case .unwritable(let path, let refusal): "cannot write \(quotedPath(path)): \(describe(refusal))"
        }
    }

    /// Why ``OwnFile`` refused a file, in words; a symbolic link's target is never named.
    static func describe(_ refusal: OwnFile.Refusal) -> String {
        switch refusal {
        case .symbolicLink: "it is a symbolic link, which is not followed"
        case .notRegular(let kind): "it is \(kind), not a regular file"
        case .ownedByAnotherUser(let owner):
            "it belongs to user \(owner), not to the user running this (\(geteuid()))"
        case .system(let code): reason(code)
        }
    }

    /// Where a link leads, by the titles its scenes show now: `note: it leads to Demo > Notes > Buy milk`.
    static func leadsTo(_ titles: [String]) -> String {
        "note: it leads to " + breadcrumb(titles)
    }

    /// What a link (`linking`) or a stack built again from its inputs loses: one note per route
    /// that writes what it does not declare (``Navigator/unrecordedRoutes(in:)``).
    static func unrecorded(_ routes: [UnrecordedRoute], linking: Bool) -> [String] {
        routes.map { route in
            linking
                ? "note: the link builds \(quoted(route.destination)) again from its inputs alone; what the"
                    + " route of segue \(quoted(route.segue)) from \(quoted(route.source)) wrote into it is not"
                    + " declared in its router's routeWrites"
                : "note: \(quoted(route.destination)) was built again from its inputs alone; what the route of"
                    + " segue \(quoted(route.segue)) from \(quoted(route.source)) writes into it, if that is how"
                    + " it was reached, is not declared in its router's routeWrites, and is lost"
        }
    }

    /// The note of an `undo` that went back past a stack a guard refuses now, to the one before:
    /// `note: undo went back past 'Home', which a guard refuses now: sign in to see your home page`.
    /// Said by a `popto` that would change nothing: to the scene on top (`isTop`), or to a
    /// container it stands on, whose `place` (`pane`, `tab`) it is the first scene of.
    static func nothingToPop(top: String, isTop: Bool, in place: String?) -> String {
        "note: nothing to pop: "
            + (isTop
                ? "\(quoted(top)) is on top already"
                : "\(quoted(top)) is the first scene of its \(place ?? "stack")\(place == nil ? "" : "'s stack"), and popto"
                    + " goes back within that stack (tab, focus or back leave it)")
    }

    static func undonePast(_ passed: NavigationHistory.PassedOver) -> String {
        "note: undo went back past \(quoted(passed.scene)), which a guard refuses now: \(passed.refusal);"
            + " 'history' lists what happened"
    }

    /// The note of a link (`what`) that waits for a guard's redirect: `note: the link waits for
    /// Sign in: condition 'signedIn' does not hold; once it holds there, the link goes on to Order
    /// placed`.
    static func waits(_ what: String, for redirect: String, condition: String, target: String) -> String {
        "note: \(what) waits for \(TerminalText.oneRow(redirect)): condition \(quoted(condition)) does not"
            + " hold; once it holds there, \(what) goes on to \(TerminalText.oneRow(target))"
    }

    /// The note of a waiting link whose redirect left without the navigator carrying on: the
    /// scenes it did not open (`scenes`, by title), and why when its condition still fails:
    /// `note: Order placed was not opened: condition 'signedIn' does not hold`.
    static func notOpened(_ scenes: [String], condition: String, holds: Bool) -> String {
        "note: \(breadcrumb(scenes)) was not opened"
            + (holds ? "" : ": condition \(quoted(condition)) does not hold")
    }

    /// The warning of a session asked to resume from a stack file it cannot use.
    static func cannotResume(_ error: StackFileError, initial: String) -> String {
        "warning: cannot resume: \(message(error)); starting at the initial scene \(quoted(initial))"
    }

    /// The warning of a session that resumed only part of the recorded stack, or none of it, or
    /// all of it in another shape (a container recorded with more or fewer stacks than its tabs).
    /// A long stack names its first and last three scenes and counts the rest, so a record of
    /// any depth gives a warning of a few lines.
    static func resumed(
        _ outcome: Navigator.ResumeOutcome, problem: Navigator.ResumeOutcome.Problem, stack: [String]
    ) -> String {
        let start =
            outcome.kept == 0
            ? "resumed nothing of the recorded stack, starting at the initial scene \(quoted(stack.first ?? ""))"
            : "resumed \(breadcrumb(stack))"
        // A record of another shape than the storyboard's, though no scene of it was lost.
        guard !outcome.dropped.isEmpty else { return "warning: \(start), but not as recorded: \(problem)" }
        return "warning: \(start); dropped \(breadcrumb(outcome.dropped)): \(problem)"
    }

    /// `A > B > C > … 9994 more … > X > Y > Z` for more than nine scenes, each on one row.
    static func breadcrumb(_ scenes: [String]) -> String {
        let shown = scenes.count > 9 ? Array(scenes.prefix(3)) + Array(scenes.suffix(3)) : scenes
        var names = shown.map(TerminalText.oneRow)
        if scenes.count > 9 {
            names.insert("… \(scenes.count - 6) more …", at: 3)
        }
        return names.joined(separator: " > ")
    }

    /// A `--plugins` folder that cannot be listed, with the reason:
    /// `--plugins: cannot read the folder '/nonexistent': no such file or directory`.
    static func pluginFolderUnreadable(_ directory: String, errno code: Int32) -> String {
        "--plugins: cannot read the folder \(quotedPath(directory)): \(reason(code))"
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
