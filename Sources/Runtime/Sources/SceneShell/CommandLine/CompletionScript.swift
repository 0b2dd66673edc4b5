/// A shell's completion script for the `scenes` program, written from the commands' descriptions
/// (``Subcommands``): the commands, each command's options, the words a choice takes, and files
/// or folders where a path goes (`scenes completion bash|zsh|fish` prints one).
struct CompletionScript {
    /// The shells a script is written for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    let shell: Shell
    /// The program completed.
    static let program = "scenes"

    /// The script.
    var text: String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The words a value of `kind` completes to, for a shell that takes a fixed list.
    static func words(of kind: CommandLineValueKind) -> [String]? {
        switch kind {
        case .choice(_, let words): words
        case .command: Subcommands.names
        default: nil
        }
    }

    /// The first clause of `help` without its parentheses, short enough for a completion menu:
    /// `fork or replay` for `fork (the default) or replay: a new child ...`.
    static func brief(_ help: String) -> String {
        var clause = ""
        var depth = 0
        for character in help {
            if character == "(" { depth += 1 }
            if depth == 0 {
                guard character != ";" && character != ":" else { break }
                clause.append(character)
            }
            if character == ")" { depth = max(0, depth - 1) }
        }
        var brief = ""
        for word in clause.split(separator: " ") {
            guard brief.count + 1 + word.count <= 66 else { return brief + "..." }
            // What followed a parenthesis left out (`DOT (the default), a`) joins the word before.
            brief += (brief.isEmpty || word.hasPrefix(",") ? "" : " ") + word
        }
        return brief.hasSuffix(",") ? String(brief.dropLast()) : brief
    }

    /// `text` with every `target` replaced by `replacement`.
    static func replacing(_ target: Character, with replacement: String, in text: String) -> String {
        var result = ""
        for character in text {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }

    /// `text` with a backslash before every `character`.
    static func escaping(_ character: Character, in text: String) -> String {
        replacing(character, with: "\\" + String(character), in: text)
    }
}
