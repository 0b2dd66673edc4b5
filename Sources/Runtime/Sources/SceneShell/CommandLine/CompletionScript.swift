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

    /// The first clause of `help`, short enough for a completion menu.
    static func brief(_ help: String) -> String {
        let words = help.prefix { $0 != ";" && $0 != ":" && $0 != "(" }.split(separator: " ")
        var brief = ""
        for word in words {
            guard brief.count + 1 + word.count <= 66 else { return brief + "..." }
            brief += (brief.isEmpty ? "" : " ") + word
        }
        return brief
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
