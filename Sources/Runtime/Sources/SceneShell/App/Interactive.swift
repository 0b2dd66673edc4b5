/// The interactive session on a terminal: the line editor, history and completion.
@MainActor enum Interactive {
    static func run(_ shell: Shell, console: Console, environment: [String: String]) -> Int32 {
        let editor = LineEditor(
            terminal: Terminal(), history: HistoryFile.standard(environment: environment),
            complete: { shell.completions(for: $0) })
        editor.idle = {
            guard let reply = shell.reloadIfChanged() else { return nil }
            return reply.output + reply.warnings.map { $0 + "\n" }.joined()
                + (reply.error.map { shell.errorPrefix + $0 + "\n" } ?? "")
        }
        while true {
            console.flush()
            switch editor.readLine(prompt: shell.prompt) {
            case .line(let line):
                let reply = shell.execute(line)
                ScriptSession.show(reply, console: console, errorPrefix: shell.errorPrefix)
                if reply.quit { return 0 }
            case .endOfInput, .interrupted:
                return 0
            }
        }
    }
}
