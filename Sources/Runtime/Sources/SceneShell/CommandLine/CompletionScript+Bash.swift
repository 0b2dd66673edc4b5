/// The script for bash: a function `complete -F` calls, which finds the command typed (`run`
/// when none is) and offers its options, the words of a choice after an option that takes one,
/// and files or folders where a path goes.
extension CompletionScript {
    var bash: String {
        let program = Self.program
        let names = Subcommands.names.joined(separator: " ")
        let run = Subcommands.run.visibleOptions.map(\.name).joined(separator: " ")
        var lines = [
            "# bash completion for \(program), written by '\(program) completion bash'.",
            "_\(program)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" command=run",
            "    # --format=dot is three words to bash: --format, = and dot.",
            "    if [[ $prev == = && $COMP_CWORD -ge 2 ]]; then prev=\"${COMP_WORDS[COMP_CWORD-2]}\"; fi",
            "    if [[ $cur == = ]]; then cur=; fi",
            "    case \"${COMP_WORDS[1]}\" in",
            "    \(Subcommands.names.joined(separator: "|"))) [[ $COMP_CWORD -gt 1 ]] && command=\"${COMP_WORDS[1]}\" ;;",
            "    esac",
            "    if [[ $COMP_CWORD -eq 1 && $cur != -* ]]; then",
            "        COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\") $(compgen -f -- \"$cur\"))",
            "        return",
            "    fi",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"--help --version \(run)\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$command\" in",
        ]
        for command in Subcommands.all {
            lines.append("    \(command.name))")
            let valued = command.visibleOptions.filter { $0.kind != nil }
            if !valued.isEmpty {
                lines.append("        case \"$prev\" in")
                for option in valued {
                    lines.append("        \(option.name)) \(Self.bashReply(option.kind ?? .text)); return ;;")
                }
                lines.append("        esac")
            }
            let options = (command.visibleOptions.map(\.name) + ["--help"]).joined(separator: " ")
            lines += [
                "        if [[ $cur == -* ]]; then",
                "            COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\"))",
                "        else",
                "            \(command.positionals.map { Self.bashReply($0.kind) } ?? "COMPREPLY=()")",
                "        fi",
                "        ;;",
            ]
        }
        lines += ["    esac", "}", "complete -o filenames -F _\(program) \(program)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What bash offers for a value of `kind`.
    private static func bashReply(_ kind: CommandLineValueKind) -> String {
        if let words = words(of: kind) {
            return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        }
        switch kind {
        case .file: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        default: return "COMPREPLY=()"
        }
    }
}
