/// The interactive session on a terminal: the line editor, history and completion. The terminal
/// stays in raw mode for the whole session, so that keys typed or pasted while a command runs are
/// neither echoed nor turned into signals, and none is lost; it is restored when the session ends.
///
/// With `fullScreen` (see ``FullScreen/isWanted(environment:)``) the session is drawn in place on
/// the alternate screen, the scene above, the last command's messages, the prompt at the bottom;
/// otherwise each reply is printed after the last, as in script mode.
@MainActor enum Interactive {
    /// The key that runs `focus` where a split is shown, its name on the screen's moves line, and
    /// the command as a session printed line by line shows it.
    static let focusKey = (key: Key.control("o"), name: "Ctrl-O", word: "focus")
    /// The key that opens the command palette, and its name as the prompt's row shows it.
    static let paletteKey = (key: Key.control("p"), name: "Ctrl-P", word: "palette")

    /// - Parameter launchMessages: What was said while the storyboard was loaded (its warnings),
    ///   shown under the first screen in full-screen mode.
    static func run(
        _ shell: Shell, console: Console, environment: [String: String], fullScreen: Bool = false,
        launchMessages: [String] = []
    ) -> Int32 {
        let terminal = Terminal()
        guard terminal.enterRawMode() else {
            // A terminal that refuses raw mode is read line by line, like a script.
            for message in launchMessages { console.err(message) }
            if fullScreen { console.out(shell.drawnScreen ?? shell.renderScreen()) }
            return ScriptSession.run(shell, lines: StandardInput(), console: console)
        }
        defer { terminal.restore() }
        let history = HistoryFile.standard(environment: environment)
        let editor = LineEditor(
            terminal: terminal, history: history, complete: { shell.completions(for: $0) })
        var screen: FullScreen?
        if fullScreen {
            let drawn = FullScreen(
                terminal: terminal, scene: shell.drawnScreen ?? shell.renderScreen(),
                render: { shell.renderScreen() })
            drawn.messages = TerminalText(
                (launchMessages + (history == nil ? [ShellMessages.historyNotKept + "\n"] : [])).joined())
            terminal.enterAlternateScreen()
            editor.screen = drawn
            screen = drawn
        } else if history == nil {
            console.err(ShellMessages.historyNotKept + "\n")
        }
        editor.redact = { shell.redacted($0) }
        editor.suggests = shell.style.colors
        editor.mayBeSuggested = { !shell.mentionsSecret($0) }
        shell.askSecret = { name in
            console.flush()
            return SecretReader(terminal: terminal).read(prompt: name + ": ")
        }
        shell.askToLeave = { question in
            console.flush()
            return ConfirmationReader(terminal: terminal).ask(question)
        }
        shell.askToConfirm = shell.askToLeave
        editor.commandKey = { key in
            if key == paletteKey.key { return paletteKey.word }
            return key == focusKey.key && shell.showsSplit ? focusKey.word : nil
        }
        editor.hint = "\(paletteKey.name): palette"
        let palette = PaletteReader(terminal: terminal, screen: screen)
        editor.sceneChanged = { shell.redrawIfChanged() }
        let drawn = screen
        editor.idle = {
            // A reload the watch made is shown as a typed `reload` is: in full-screen mode its
            // messages go under the one scene the screen draws.
            guard let reply = shell.reloadIfChanged() else { return nil }
            guard let drawn else {
                return reply.printed + TerminalText(reply.warnings.map { $0 + "\n" }.joined())
                    + ShellMessages.errorText(of: reply, prefix: shell.errorPrefix)
            }
            drawn.show(reply, errorPrefix: shell.errorPrefix)
            return drawn.messages
        }
        while true {
            console.flush()
            if let status = writeFailed(terminal, console) { return status }
            let reply: Shell.Reply
            switch editor.readLine(prompt: { shell.prompt }) {
            case .line(let line):
                // `palette` typed opens the finder, with the text after it typed in it.
                if let query = Shell.paletteQuery(in: line) {
                    guard
                        let chosen = run(
                            palette, query: query, shell: shell, editor: editor, console: console)
                    else { continue }
                    reply = chosen
                } else {
                    reply = shell.execute(line)
                }
            case .command(paletteKey.word):
                guard let chosen = run(palette, query: "", shell: shell, editor: editor, console: console)
                else { continue }
                reply = chosen
            // Ctrl-O where a split is shown.
            case .command: reply = shell.execute(.focus, typed: focusKey.word)
            // Leaving as `quit` does: a scene that asks not to be left is asked about first.
            case .endOfInput, .interrupted: reply = shell.execute(.quit, typed: "quit")
            }
            show(reply, shell: shell, screen: screen, console: console)
            if reply.quit {
                console.flush()
                return writeFailed(terminal, console) ?? 0
            }
        }
    }

    /// Opens the command palette's finder with `query` typed, and runs the row taken: its line, or
    /// the lines of a path in turn until one fails (the reply of the last run), as if typed. A row
    /// that needs arguments is put on the next prompt's line instead, and one left with Esc
    /// changes nothing: `nil` then, and the prompt is shown again.
    private static func run(
        _ palette: PaletteReader, query: String, shell: Shell, editor: LineEditor, console: Console
    ) -> Shell.Reply? {
        guard let entry = palette.choose(from: shell.palette, query: query) else {
            if palette.screen == nil { palette.terminal.write(TerminalText.startOfRow) }
            return nil
        }
        let lines: [String]
        switch entry.run {
        case .line(let line): lines = [line]
        case .lines(let path): lines = path
        case .fill(let text):
            if palette.screen == nil { palette.terminal.write(TerminalText.startOfRow) }
            editor.startingText = text
            return nil
        }
        var reply = Shell.Reply()
        for line in lines {
            editor.echo(line, prompt: shell.prompt)
            reply = shell.execute(line)
            if reply.error != nil || reply.failed || reply.quit { break }
            if line != lines.last, palette.screen == nil {
                ScriptSession.show(reply, console: console, errorPrefix: shell.errorPrefix)
            }
        }
        return reply
    }

    /// Shows a reply: printed after the last one, or in full-screen mode drawn in place, its
    /// screen above what the command said.
    private static func show(_ reply: Shell.Reply, shell: Shell, screen: FullScreen?, console: Console) {
        guard let screen else {
            ScriptSession.show(reply, console: console, errorPrefix: shell.errorPrefix)
            return
        }
        screen.show(reply, errorPrefix: shell.errorPrefix)
    }

    /// ``ScenesCommand/writeFailedStatus`` if a write to the terminal or the console failed (a
    /// closed pipe, a terminal gone), saying so for the terminal (``ScenesCommand/run`` says it
    /// for the console); `nil` if all was written.
    private static func writeFailed(_ terminal: Terminal, _ console: Console) -> Int32? {
        if console.writeFailure() != nil { return ScenesCommand.writeFailedStatus }
        guard let code = terminal.writeFailure else { return nil }
        terminal.leaveAlternateScreen()  // so that the message stays in sight after the program ends
        console.err(ShellMessages.errorLine(WriteFailure(stream: .output, code: code)))
        return ScenesCommand.writeFailedStatus
    }
}
