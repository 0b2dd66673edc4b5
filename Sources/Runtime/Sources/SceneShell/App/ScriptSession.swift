package import SceneRuntime

/// Runs commands line by line, printing what an interactive session would: the prompt with the
/// line, then the reply. Blank lines and comments (lines whose first non-blank character is `#`)
/// are skipped, not shown. Goes on after a failing command (one with an error, or whose scene shows
/// an error: ``Shell/Reply/failed``); the status is 1 if any failed. Stops at the first write to
/// the console that failed, as a program killed by SIGPIPE would: nobody sees the rest.
@MainActor package enum ScriptSession {
    /// Runs the lines of `lines`. `command` turns each line read into the command run, once the
    /// shell is ready to show its prompt (a screen drawn again just before may have changed the
    /// title the prompt shows); `nil` ends the session there, before anything more is shown.
    /// Reading a recorded session, it finds the line that starts with the prompt shown (see
    /// `TranscriptLines` in SceneShellTesting); by default it is the line read.
    package static func run(
        _ shell: Shell, lines: some LineInput, console: Console,
        command: (_ line: String, _ shell: Shell) -> String? = { line, _ in line }
    ) -> Int32 {
        var lines = lines
        var failed = false
        let clock = ContinuousClock()
        var lastTurn: ContinuousClock.Instant?
        while console.writeFailure() == nil, let read = lines.nextLine() {
            // A blank line and a comment are not commands: neither run nor shown.
            if isSkipped(read) { continue }
            let reload = shell.reloadIfChanged()
            // A screen that changed by itself since it was printed (async work) is printed again;
            // the async work gets its turn before the first line and every 5 ms after.
            let now = clock.now
            let turn = lastTurn.map { now - $0 >= .milliseconds(5) } ?? true
            if turn { lastTurn = now }
            let screen = shell.redrawIfChanged(lettingMainActorRun: turn)
            guard let line = command(read, shell) else { break }
            if let reload { show(reload, console: console) }
            if let screen { console.out(screen) }
            // Control characters are shown, not sent: a script cannot drive the terminal. Secrets
            // are shown as ***.
            console.out((shell.prompt + printable(shell.redacted(line))).trimmingTrailingSpaces() + "\n")
            let reply = shell.execute(line)
            show(reply, console: console)
            if reply.error != nil || reply.failed { failed = true }
            if reply.quit { break }
        }
        return failed || shell.traceFailed ? 1 : 0
    }

    /// Whether a script's line is skipped: a blank line, or a comment (its first non-blank
    /// character is `#`).
    package static func isSkipped(_ line: String) -> Bool {
        let first = line.unicodeScalars.first { !Words.isWhitespace($0) }
        return first == nil || first == "#"
    }

    /// Prints a reply, as script mode and line mode show it: what the command said and the screen
    /// after it (``Shell/Reply/printed``) on standard output, its warnings and its error on
    /// standard error.
    package static func show(_ reply: Shell.Reply, console: Console, errorPrefix: TerminalText = "error: ") {
        console.out(reply.printed)
        for warning in reply.warnings { console.err(warning + "\n") }
        if reply.error != nil { console.err(ShellMessages.errorText(of: reply, prefix: errorPrefix)) }
    }
}

extension ScriptSession {
    /// Loads a storyboard, shows its first screen and runs `commands`, all into `console`, the way
    /// `scenes --script` does (without colours). Returns the exit status.
    ///
    /// A secret argument that a command leaves out, or writes as `***`, is taken from `secrets`,
    /// in order, as a person at a terminal would type it when asked; once they run out, such a
    /// command is cancelled. Without `secrets`, such a command is an error, as in script mode.
    @discardableResult
    package static func record(
        commands: [String], registry: SceneRegistry, storyboard path: String, environment: SceneEnvironment,
        console: Console, secrets: [String] = []
    ) -> Int32 {
        record(
            lines: ScriptLines(commands.joined(separator: "\n")), registry: registry, storyboard: path,
            environment: environment, console: console, secrets: secrets)
    }

    /// ``record(commands:registry:storyboard:environment:console:secrets:)`` for lines read as
    /// ``run(_:lines:console:command:)`` reads them, `command` choosing each command.
    @discardableResult
    package static func record(
        lines: some LineInput, registry: SceneRegistry, storyboard path: String,
        environment: SceneEnvironment,
        console: Console, secrets: [String] = [], start: StartPoint = .initial,
        command: (_ line: String, _ shell: Shell) -> String? = { line, _ in line }
    ) -> Int32 {
        guard
            let shell = Shell.launch(
                registry: registry, configPath: path, environment: environment, colors: false,
                console: console, start: start)
        else { return 1 }
        if !secrets.isEmpty {
            var remaining = secrets[...]
            shell.askSecret = { _ in remaining.popFirst() }
        }
        return run(shell, lines: lines, console: console, command: command)
    }
}
