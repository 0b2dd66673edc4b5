import SceneRuntime

/// How a command is carried out: a line typed (or a script's) is read into a ``ShellCommand``, a
/// key or the shell itself gives one directly, and either way it runs as one command of the
/// session, whose reply says what it said and shows the screen after it.
extension Shell {
    /// Carries out one line. Its secret arguments are never quoted in the reply's error.
    package func execute(_ line: String) -> Reply {
        carryingOut { secrets in try reply(to: line, secrets: &secrets) }
    }

    /// Carries out `command`, which a key or the shell itself gives rather than a line typed
    /// (Ctrl-O's `focus`, the end of input's `quit`, the `reload` of a watched storyboard), as the
    /// line `word` (its name, without arguments) would: the scenes it leaves are asked first, and
    /// where nobody can answer the error names its forced form.
    func execute(_ command: ShellCommand, typed word: String) -> Reply {
        carryingOut { _ in
            try runAskingToLeave(
                command, typed: word, forcedForm: ShellCommand.description(named: word)?.forcedLine([]))
        }
    }

    /// One command of the session: counted (what a scene says belongs to the command that made it
    /// say it), its error made the reply's with `secrets` hidden, a failed write to the trace
    /// added, the scenes it covered noted and the stack recorded. `body` adds to `secrets` the
    /// secret arguments it finds.
    private func carryingOut(_ body: (inout [String]) throws -> Reply) -> Reply {
        lastError = nil
        commandCount += 1
        // The command acts on what the window shows now.
        showVisibleScenes()
        var secrets: [String] = []
        var reply: Reply
        do {
            reply = try body(&secrets)
            reply.warnings = reply.warnings.map { Self.hiding(secrets, in: $0) }
        } catch {
            lastError = error
            reply = Reply(
                error: Self.hiding(secrets, in: ShellMessages.describe(error)),
                errorIsLocated: ShellMessages.isLocated(error))
        }
        noteEndOfWait(in: &reply)
        noteTraceFailure(in: &reply)
        noteCoveredScenes()
        if let warning = stackRecorder?.record(navigator) { reply.warnings.append(warning) }
        return reply
    }

    /// Reads `line` into a command and runs it; the secrets the line holds are added to `secrets`.
    private func reply(to line: String, secrets: inout [String]) throws -> Reply {
        // A comment, as in a script, does nothing.
        if ScriptSession.isSkipped(line) { return Reply() }
        let scanned = scan(line)
        let words = scanned.words.map(\.text)
        secrets = declaredSecrets(in: words)
        let described = words.first.flatMap(ShellCommand.described(by:))
        // A link has quotes of its own: `goto` takes the rest of the line as typed.
        if let (description, isForced) = described, description.takesRestOfLine,
            let rest = Self.rawLink(line, scanned.words)
        {
            let command = try description.parse([rest], typedAs: words[0])
            if isForced { return try run(command, force: true) }
            return try runAskingToLeave(command, typed: words[0], forcedForm: description.forcedLine([rest]))
        }
        let taken = try self.words(of: line, scanned: scanned, isCommand: described != nil)
        guard var parsed = try ShellCommand.parse(taken, described: described) else { return Reply() }
        // `delete! 2`: an action that asks first, run without asking.
        let confirmed = confirmingForm(&parsed)
        if confirmed, let name = actionName(of: parsed) {
            secrets = declaredSecrets(in: [name] + words.dropFirst())
        }
        guard let command = try fillingSecrets(of: parsed, into: &secrets) else {
            return Self.cancelled(actionName(of: parsed) ?? words.first ?? "")
        }
        if confirmed { return try run(command, force: true) }
        return try runAskingToLeave(
            command, typed: words.first ?? "",
            forcedForm: described.flatMap {
                $0.isForced ? nil : $0.description.forcedLine(Array(words.dropFirst()))
            })
    }
}
