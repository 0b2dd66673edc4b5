import FoundationEssentials
import SceneRuntime

/// `scenes --check --script FILE`: runs a script as `--script` does, and after each command reports
/// as errors what `scenes explore` checks (a scene not freed, events out of order, unsafe output, a
/// dead end, an error that is a fault), so that a finding's script replays to the same failure.
@MainActor enum ExploreReplay {
    static func run(_ shell: Shell, lines: some LineInput, console: Console) -> Int32 {
        var lines = lines
        let probe = ExploreProbe(shell: shell)
        var failed = report(probe.answer(after: Shell.Reply()), console: console)
        while console.writeFailure() == nil, let line = lines.nextLine() {
            if ScriptSession.isSkipped(line) { continue }
            console.out((shell.prompt + printable(shell.redacted(line))).trimmingTrailingSpaces() + "\n")
            let (reply, answer) = probe.run(line)
            ScriptSession.show(reply, console: console)
            if reply.error != nil || reply.failed { failed = true }
            if report(answer, console: console) { failed = true }
            if reply.quit { break }
        }
        return failed || shell.traceFailed ? 1 : 0
    }

    /// Writes what the checks found; whether they found anything. An answer larger than
    /// `scenes explore` reads (``ExploreAnswerReader/maximumLineBytes``) is one of them.
    private static func report(_ answer: ExploreAnswer, console: Console) -> Bool {
        var tooLarge = false
        if let encoded = try? JSONEncoder().encode(answer),
            encoded.count + ExploreChild.prefix.utf8.count > ExploreAnswerReader.maximumLineBytes
        {
            tooLarge = true
            console.err(
                ShellMessages.errorLine(
                    message: "check: large answer: the app's answer was larger than"
                        + " " + ExploreAnswerReader.maximumLineSize))
        }
        for problem in answer.problems { console.err(ShellMessages.errorLine(message: "check: " + problem)) }
        if answer.fault, let type = answer.errorType {
            console.err(
                ShellMessages.errorLine(
                    message: "check: fault: the error above is a \(type), not a refusal worded for the person"
                ))
        }
        return tooLarge || !answer.problems.isEmpty || answer.fault
    }
}
