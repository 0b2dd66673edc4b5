import SceneRuntime
package import SceneShell

/// The lines of a recorded session (a ``Transcript``, a session shown in the documentation) read
/// as its commands while the session runs again: a command line is the next line that starts with
/// the prompt the shell shows at that point (`Contacts> select 2`, `New contact> save`). A prompt
/// names a scene by its title, which may have spaces, and a breadcrumb has ` > `: no pattern tells
/// a command line from the lines printed, but the running shell knows the prompt it shows.
///
/// A line that starts with the scene's id and `> ` instead (`ContactList> select 2`, the prompt
/// before 0.4.0) is read as a command line too, and noted (``foundPromptsByID``), so that a
/// session recorded then still runs its commands and can be recorded again.
///
/// Run it with `ScriptSession.run(_:lines:console:command:)`, passing ``command(shownBy:)``.
package final class TranscriptLines: LineInput {
    /// The session's lines.
    package let lines: [Substring]
    /// The positions in ``lines`` of the command lines read, in order.
    package private(set) var commandLines: [Int] = []
    /// The commands read, in order.
    package private(set) var commands: [String] = []
    /// Whether a command line was found by the scene's id rather than by the prompt shown.
    package private(set) var foundPromptsByID = false
    /// The position in ``lines`` of the first line not read yet.
    private var next = 0

    /// The lines of `text`, split at `\n`.
    package init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Never a terminal.
    package var isTerminal: Bool { false }

    /// A stand-in while lines are left: which line is the next command is known only once the
    /// shell is ready to show its prompt (``command(shownBy:)``).
    package func nextLine() -> String? { next < lines.count ? "…" : nil }

    /// The command of the next line that starts with the prompt `shell` shows now (or with the
    /// scene's id and `> `); the lines before it are passed over as printed lines. `nil` when no
    /// line left does. A line whose command a script would skip (a blank, a comment) is not a
    /// command line: a session never shows one.
    @MainActor package func command(shownBy shell: Shell) -> String? {
        let prompt = shell.prompt
        let byID = shell.navigator.topScene.map { "\($0.id)> " }.flatMap { $0 == prompt ? nil : $0 }
        while next < lines.count {
            let index = next
            next += 1
            if let command = Self.command(in: lines[index], after: prompt) {
                return read(command, at: index)
            }
            if let byID, let command = Self.command(in: lines[index], after: byID) {
                foundPromptsByID = true
                return read(command, at: index)
            }
        }
        return nil
    }

    private func read(_ command: String, at index: Int) -> String {
        commandLines.append(index)
        commands.append(command)
        return command
    }

    /// The text after `prompt` on `line`, if it starts with it and the rest is a command.
    @MainActor private static func command(in line: Substring, after prompt: String) -> String? {
        guard line.hasPrefix(prompt) else { return nil }
        let command = String(line.dropFirst(prompt.count))
        return ScriptSession.isSkipped(command) ? nil : command
    }
}
