import SceneRuntime

/// Runs commands line by line, printing what an interactive session would: the prompt with the
/// line, then the reply. Goes on after a failing command; the status is 1 if any failed.
@MainActor package enum ScriptSession {
    package static func run(_ shell: Shell, lines: some LineInput, console: Console) -> Int32 {
        var lines = lines
        var failed = false
        while let line = lines.nextLine() {
            if let reload = shell.reloadIfChanged() { show(reload, console: console) }
            // Control characters are shown, not sent: a script cannot drive the terminal.
            console.out((shell.prompt + printable(line)).trimmingTrailingSpaces() + "\n")
            let reply = shell.execute(line)
            show(reply, console: console)
            if reply.error != nil { failed = true }
            if reply.quit { break }
        }
        return failed ? 1 : 0
    }

    /// Prints a reply: its output, its warnings and its error.
    package static func show(_ reply: Shell.Reply, console: Console, errorPrefix: TerminalText = "error: ") {
        console.out(reply.output)
        for warning in reply.warnings { console.err(warning + "\n") }
        if let error = reply.error { console.err(errorPrefix + TerminalText(error + "\n")) }
    }
}

extension ScriptSession {
    /// Loads a storyboard, shows its first screen and runs `commands`, all into `console`, the way
    /// `scenes --script` does (without colours). Returns the exit status.
    @discardableResult
    package static func record(
        commands: [String], registry: SceneRegistry, storyboard path: String, environment: SceneEnvironment,
        console: Console
    ) -> Int32 {
        guard
            let shell = Shell.launch(
                registry: registry, configPath: path, environment: environment, colors: false,
                console: console)
        else { return 1 }
        return run(shell, lines: ScriptLines(commands.joined(separator: "\n")), console: console)
    }
}
