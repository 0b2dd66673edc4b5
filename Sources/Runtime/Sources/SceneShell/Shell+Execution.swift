import SceneRuntime

/// How a line is carried out: read into a ``ShellCommand`` and run as one command of the session.
extension Shell {
    /// Carries out one line. Its secret arguments are never quoted in the reply's error.
    package func execute(_ line: String) -> Reply {
        var reply = executeLine(line)
        if let warning = stackRecorder?.record(navigator) { reply.warnings.append(warning) }
        return reply
    }

    private func executeLine(_ line: String) -> Reply {
        defer { noteCoveredScenes() }
        lastError = nil
        commandCount += 1
        // A comment, as in a script, does nothing.
        if ScriptSession.isSkipped(line) { return Reply() }
        let scanned = scan(line)
        let words = scanned.words.map(\.text)
        var secrets = declaredSecrets(in: words)
        do {
            let described = words.first.flatMap(ShellCommand.described(by:))
            // A link has quotes of its own: `goto` takes the rest of the line as typed.
            if let (description, isForced) = described, description.takesRestOfLine,
                let rest = Self.rawLink(line, scanned.words)
            {
                let command = try description.parse([rest], typedAs: words[0])
                if isForced { return try run(command, force: true) }
                return try runAskingToLeave(
                    command, typed: words[0], forcedForm: description.forcedLine([rest]))
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
            var reply =
                try confirmed
                ? run(command, force: true)
                : runAskingToLeave(
                    command, typed: words.first ?? "",
                    forcedForm: described.flatMap {
                        $0.isForced ? nil : $0.description.forcedLine(Array(words.dropFirst()))
                    })
            reply.warnings = reply.warnings.map { Self.hiding(secrets, in: $0) }
            noteTraceFailure(in: &reply)
            return reply
        } catch {
            lastError = error
            var reply = Reply(
                error: Self.hiding(secrets, in: ShellMessages.describe(error)),
                errorIsLocated: ShellMessages.isLocated(error))
            noteTraceFailure(in: &reply)
            return reply
        }
    }
}
