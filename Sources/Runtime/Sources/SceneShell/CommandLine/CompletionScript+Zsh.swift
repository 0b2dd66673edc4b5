/// The script for zsh: a completion function (`#compdef scenes`) that describes the commands and
/// gives `_arguments` each command's options, with their descriptions, the options each excludes,
/// and what their values and the positional arguments complete to.
extension CompletionScript {
    var zsh: String {
        let program = Self.program
        var lines = [
            "#compdef \(program)",
            "# zsh completion for \(program), written by '\(program) completion zsh'.",
            "_\(program)() {",
            "    local -a commands",
            "    commands=(",
        ]
        for command in Subcommands.all {
            lines.append("        \(Self.zshQuoted(command.name + ":" + Self.brief(command.summary)))")
        }
        lines += [
            "    )",
            "    local -a names=(\(Subcommands.names.joined(separator: " ")))",
            "    local command=run",
            "    if (( CURRENT > 2 && ${names[(Ie)${words[2]}]} )); then",
            "        command=${words[2]}",
            "        shift words",
            "        (( CURRENT-- ))",
            "    elif (( CURRENT == 2 )) && [[ ${words[2]} != -* ]]; then",
            "        _describe -t commands '\(program) command' commands",
            "        _files",
            "        return",
            "    fi",
            "    case $command in",
        ]
        for command in Subcommands.all {
            lines.append("    (\(command.name))")
            var specs = command.visibleOptions.map { Self.zshSpec($0, in: command) }
            specs.append(Self.zshQuoted("(- *)--help[show help for \(command.name)]"))
            if let positionals = command.positionals {
                let action = Self.zshAction(positionals.kind)
                if positionals.maximum == nil {
                    specs.append(Self.zshQuoted("*:\(positionals.placeholders[0]):\(action)"))
                } else {
                    for (index, placeholder) in positionals.placeholders.enumerated() {
                        let colons = index < positionals.minimum ? ":" : "::"
                        specs.append(Self.zshQuoted("\(colons)\(placeholder):\(action)"))
                    }
                }
            }
            lines.append("        _arguments -s " + specs.joined(separator: " \\\n            "))
            lines.append("        ;;")
        }
        lines += ["    esac", "}", "_\(program) \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'(--resume)--goto=[start at the stack LINK names]:LINK: '`.
    private static func zshSpec(_ option: OptionDescription, in command: SubcommandDescription) -> String {
        let excluded = command.conflicts.compactMap { conflict -> String? in
            conflict.first.name == option.name
                ? conflict.second.name : conflict.second.name == option.name ? conflict.first.name : nil
        }
        let description = escaping("]", in: escaping("[", in: brief(option.help)))
        var spec =
            (excluded.isEmpty ? "" : "(\(excluded.joined(separator: " ")))")
            + (option.isRepeatable ? "*" : "") + option.name
        if let kind = option.kind {
            spec += "=[\(description)]:\(escaping(":", in: option.placeholder)):\(zshAction(kind))"
        } else {
            spec += "[\(description)]"
        }
        return zshQuoted(spec)
    }

    /// What zsh offers for a value of `kind`.
    private static func zshAction(_ kind: CommandLineValueKind) -> String {
        if let words = words(of: kind) { return "(\(words.joined(separator: " ")))" }
        switch kind {
        case .file: return "_files"
        case .directory: return "_files -/"
        default: return " "
        }
    }

    /// `text` in single quotes, as zsh reads it back.
    private static func zshQuoted(_ text: String) -> String {
        "'" + replacing("'", with: "'\\''", in: text) + "'"
    }
}
