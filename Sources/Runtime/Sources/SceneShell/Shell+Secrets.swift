import FoundationEssentials
import SceneRuntime

/// Secret arguments: which words of a line are secrets, as the current scene's actions declare
/// them (``SceneAction/secretArguments``), the line as it may be shown or remembered, and the
/// secrets a line leaves out, asked for through ``Shell/askSecret``.
extension Shell {
    /// What a secret argument is shown as, and, typed in its place, a secret left out: a line
    /// shown or recalled from the history can be entered again, and the secret is asked for.
    package static let secretPlaceholder = "***"

    /// The positions in `words` (0 for the command word) of the secrets, for the current scene:
    /// the arguments an action of the scene declares secret. A line naming no command or action
    /// of the scene may still be an action that takes a secret, typed on the wrong scene (`login`
    /// on Home) or mistyped (`logn`): when its first word is such an action of any module, or
    /// close to one, all its arguments count as secrets. Any other line is shown as typed, so
    /// that a typo (`selec 1`) can be brought back and corrected.
    func secretPositions(in words: [String]) -> [Int] {
        guard let first = words.first, ShellCommand.described(by: first) == nil else { return [] }
        if let action = commands.action(named: first) {
            return action.secretArguments.map { $0 + 1 }.filter { $0 < words.count }
        }
        return mayNameSecretAction(first) ? Array(1..<words.count) : []
    }

    /// Whether `word`, which names no action of the current scene, is an action of some module
    /// that takes a secret, or a typo of one (as close as a "did you mean" suggestion).
    private func mayNameSecretAction(_ word: String) -> Bool {
        let names = registry.secretActionNames
        return names.contains(word) || Suggestion.closest(to: word, in: names) != nil
    }

    /// Whether `line` holds a secret, or the place of one (`***`), where ``redacted(_:)`` would
    /// mask it: such a line from the history is never suggested as the rest of a line typed.
    package func mentionsSecret(_ line: String) -> Bool {
        !secretPositions(in: scan(line).words.map(\.text)).isEmpty
    }

    /// `line` with each of its secret words replaced by `***`, the rest as typed: how the line
    /// is echoed, redrawn and kept in the history. A line with a quote left open is read as if
    /// the quote ended the line.
    package func redacted(_ line: String) -> String {
        let words = scan(line).words
        // A command's words are never secrets.
        if let first = words.first, ShellCommand.described(by: first.text) != nil { return line }
        let positions = secretPositions(in: words.map(\.text))
        guard !positions.isEmpty else { return line }
        // By scalars: a word may start or end inside a grapheme cluster (a combining mark after a
        // blank), where String's own subscript would round the index down.
        let scalars = line.unicodeScalars
        var shown = String.UnicodeScalarView()
        var start = scalars.startIndex
        for position in positions {
            let range = words[position].range
            shown.append(contentsOf: scalars[start..<range.lowerBound])
            shown.append(contentsOf: Self.secretPlaceholder.unicodeScalars)
            start = range.upperBound
        }
        shown.append(contentsOf: scalars[start...])
        return String(shown)
    }

    /// The secrets that `words` (of a line) hold as its action declares them, to keep out of
    /// error messages. (The arguments of a line naming no action are hidden when it is shown, but
    /// not looked for in messages: they reach no action, and a message quotes only the first word.)
    func declaredSecrets(in words: [String]) -> [String] {
        guard let first = words.first, let action = commands.action(named: first) else { return [] }
        return action.secretArguments.map { $0 + 1 }.filter { $0 < words.count }.map { words[$0] }
            .filter { $0 != Self.secretPlaceholder }
    }

    /// `command` with the secrets it leaves out (or writes as `***`) asked for and filled in, and
    /// added to `secrets`; `nil` if the user cancelled. A secret is asked for only once the
    /// arguments before it are there: `login` alone is told it needs EMAIL.
    func fillingSecrets(of command: ShellCommand, into secrets: inout [String]) throws(ShellError)
        -> ShellCommand?
    {
        guard case .action(let name, var arguments) = command,
            let action = commands.action(named: name)
        else { return command }
        for position in action.secretArguments {
            let leftOut = position == arguments.count
            guard leftOut || (position < arguments.count && arguments[position] == Self.secretPlaceholder)
            else { continue }
            let argumentName = action.argumentName(at: position) ?? "SECRET"
            guard let askSecret else {
                throw .secretNotGiven(action: name, name: argumentName, usage: action.usage)
            }
            guard
                let secret = askSecret(
                    argumentName.prefix(1).uppercased() + argumentName.dropFirst().lowercased())
            else { return nil }
            if leftOut { arguments.append(secret) } else { arguments[position] = secret }
            secrets.append(secret)
        }
        return .action(name: name, arguments: arguments)
    }

    /// `text` with every secret in it, as typed or as an error quotes it, replaced by `***`: a
    /// last guard for messages written by scenes.
    static func hiding(_ secrets: [String], in text: String) -> String {
        var text = text
        for secret in secrets where !secret.isEmpty {
            text = text.replacingEvery(quoted(secret), with: "'\(secretPlaceholder)'")
            for form in [printable(secret), secret] {
                text = text.replacingEvery(form, with: secretPlaceholder)
            }
        }
        return text
    }
}
