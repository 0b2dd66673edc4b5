/// The interactive session on a terminal: the line editor, history and completion.
@MainActor enum Interactive {
    static func run(_ shell: Shell, console: Console, environment: [String: String]) -> Int32 {
        let editor = LineEditor(
            terminal: Terminal(), history: HistoryFile.standard(environment: environment),
            complete: { shell.completions(for: $0) })
        while true {
            console.flush()
            switch editor.readLine(prompt: shell.prompt) {
            case .line(let line):
                let reply = shell.execute(line)
                console.out(reply.output)
                for warning in reply.warnings { console.err(warning + "\n") }
                if let error = reply.error { console.err(shell.errorPrefix + error + "\n") }
                if reply.quit { return 0 }
            case .endOfInput, .interrupted:
                return 0
            }
        }
    }
}
