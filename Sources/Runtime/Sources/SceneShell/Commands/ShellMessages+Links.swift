import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Links and resuming: a link refused, a stack file, what a link or a resumed stack leaves out.
extension ShellMessages {
    /// A link's error, then the link with the offending part underlined:
    ///
    /// ```
    /// link column 18 ('ShowContat'): the storyboard declares no scene 'ShowContat'; did you mean 'ShowContact'?
    ///   Menu/ContactList/ShowContat:contactID=3
    ///                    ^~~~~~~~~~
    /// ```
    static func message(_ error: Link.Refusal) -> String {
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

    static func message(_ error: StackFileError) -> String {
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
}
