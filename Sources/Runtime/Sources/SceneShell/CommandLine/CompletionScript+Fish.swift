/// The script for fish: one `complete` line for each command, each option of each command (with
/// the words of a choice, or files or folders, for its value) and each command's positional
/// arguments; a command line naming no command completes `run`'s.
extension CompletionScript {
    var fish: String {
        let program = Self.program
        let others = Subcommands.names.filter { $0 != Subcommands.run.name }.joined(separator: " ")
        var lines = [
            "# fish completion for \(program), written by '\(program) completion fish'.",
            "complete -c \(program) -f",
            "complete -c \(program) -n __fish_use_subcommand -l help -d 'show the commands'",
            "complete -c \(program) -n __fish_use_subcommand -l version -d 'print the version'",
        ]
        for command in Subcommands.all {
            lines.append(
                "complete -c \(program) -n __fish_use_subcommand -a \(command.name) -d \(Self.fishQuoted(Self.brief(command.summary)))"
            )
        }
        for command in Subcommands.all {
            let condition =
                command.isDefault
                ? "'not __fish_seen_subcommand_from \(others)'"
                : "'__fish_seen_subcommand_from \(command.name)'"
            let head = "complete -c \(program) -n \(condition)"
            for option in command.visibleOptions {
                let name = "-l " + option.name.dropFirst(2)
                let value = option.kind.map { " " + Self.fishValue($0) } ?? ""
                lines.append("\(head) \(name)\(value) -d \(Self.fishQuoted(Self.brief(option.help)))")
            }
            if let positionals = command.positionals {
                if let offered = Self.fishArguments(positionals.kind) { lines.append("\(head) \(offered)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flags that say what fish offers for an option's value of `kind`.
    private static func fishValue(_ kind: CommandLineValueKind) -> String {
        guard let offered = fishArguments(kind) else { return "-x" }
        return kind == .file ? "-r \(offered)" : "-x \(offered)"
    }

    /// The flags that say what fish offers for a word of `kind`: files, folders or the words of a
    /// choice; `nil` for free text.
    private static func fishArguments(_ kind: CommandLineValueKind) -> String? {
        if let words = words(of: kind) { return "-a \(fishQuoted(words.joined(separator: " ")))" }
        switch kind {
        case .file: return "-F"
        case .directory: return "-a '(__fish_complete_directories)'"
        default: return nil
        }
    }

    /// `text` in single quotes, as fish reads it back.
    private static func fishQuoted(_ text: String) -> String {
        "'" + replacing("'", with: "\\'", in: replacing("\\", with: "\\\\", in: text)) + "'"
    }
}
