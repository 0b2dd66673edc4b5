import SceneRuntime

/// `reload`, typed or made by the watch (`--watch`) when CONFIG changed: the storyboard read again,
/// the stack kept where its scenes remain.
extension Shell {
    /// Starts watching CONFIG: ``reloadIfChanged()`` then reloads it whenever it changes.
    package func watchStoryboard() {
        isWatching = true
        watchedSignature = FileSignature(path: configPath)
    }

    /// Reloads CONFIG if it is watched and changed since it was last read; `nil` otherwise.
    package func reloadIfChanged() -> Reply? {
        guard isWatching else { return nil }
        let signature = FileSignature(path: configPath)
        guard signature != watchedSignature else { return nil }
        watchedSignature = signature
        // Nobody typed this reload: a scene that asks not to be left keeps it from happening, and
        // the error says so (`reload!` leaves anyway).
        let ask = askToLeave
        askToLeave = nil
        defer { askToLeave = ask }
        var reply = execute(.reload, typed: "reload")
        reply.output = "\(configPath) changed on disk\n\(reply.output)"
        return reply
    }

    /// `reload`: reads the storyboard again; with `force`, the scenes it takes off the stack are
    /// not asked (`reload!`).
    func reload(force: Bool) throws -> Reply {
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        // The scenes' declarations may change even when the reload fails half way.
        forgetCommands()
        let changes = try navigator.replaceStoryboard(storyboard, force: force)
        return Reply(
            output: ShellListings.reloadReport(changes, path: configPath), screen: renderScreen(),
            warnings: storyboard.warnings.map(\.description))
    }
}
