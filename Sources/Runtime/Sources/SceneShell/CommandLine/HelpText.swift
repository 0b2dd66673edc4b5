import SceneRuntime

/// The program's help, written from the commands' descriptions (``Subcommands``): `scenes --help`,
/// `scenes help COMMAND` (and `scenes COMMAND --help`), the usage a usage error shows, and the
/// synopsis the documentation holds.
enum HelpText {
    /// The columns help is wrapped to.
    static let width = 100
    /// The widest option spelling help sets its descriptions beside; a wider one has its own line.
    private static let widestSpelling = 26

    /// Every command's forms, one a line: `usage: scenes [run] [CONFIG] ...`, then the others under it.
    static var usage: String {
        usage(of: Subcommands.all.flatMap(\.forms) + ["--help | --version"])
    }

    /// `usage: scenes FORM`, then `       scenes FORM` for each other.
    static func usage(of forms: [String]) -> String {
        forms.enumerated().map { index, form in (index == 0 ? "usage: " : "       ") + "scenes " + form }
            .joined(separator: "\n")
    }

    /// The usage a usage error of `command` shows: its forms (`run`'s for the program's).
    static func usage(ofCommand command: String?) -> String {
        usage(of: (command.flatMap(Subcommands.named) ?? Subcommands.run).forms)
    }

    /// The commands, each with its summary, as `scenes --help` lists them.
    static var commands: String {
        let column = (Subcommands.names.map(\.count).max() ?? 0) + 4
        return Subcommands.all.map { command in
            wrapped("  " + command.name, command.summary, indent: column)
        }.joined(separator: "\n")
    }

    static var overview: String {
        """
        scenes runs a Clean Swift / VIPER app in the terminal: the storyboard CONFIG (default
        ./scenes.json) says which scenes exist and how segues connect them.

        \(usage)

        Commands:
        \(commands)

        Exit status: 0 success; 1 an invalid CONFIG or a failed command; 2 a usage error.
        Type 'help' in the app for its commands and the current scene's actions.
        scenes completion bash|zsh|fish prints a script that completes these commands in that shell.
        """
    }

    /// `help COMMAND`: its usage, what it does, its arguments and options, and its exit status.
    static func forCommand(_ name: String) -> String {
        let command = Subcommands.named(name) ?? Subcommands.help
        var rows: [(String, String)] = []
        if let positionals = command.positionals, positionals.kind == .command {
            rows.append((positionals.usage, "one of " + CommandLineValueKind.list(Subcommands.names)))
        }
        rows += command.visibleOptions.map { ($0.spelling, $0.help) }
        let longest = min(rows.map(\.0.count).max() ?? 0, widestSpelling)
        let options = rows.map { spelling, help in
            let indent = 2 + longest + 2
            guard spelling.count <= longest else {
                return "  " + spelling + "\n" + wrapped("", help, indent: indent)
            }
            return wrapped("  " + spelling, help, indent: indent)
        }
        return
            ([usage(of: command.forms), "", command.discussion] + options
            + (command.epilogue.isEmpty ? [] : [command.epilogue])).joined(separator: "\n")
    }

    static let version = "scenes \(RuntimeVersion.current) (storyboard version \(Storyboard.currentVersion))"

    /// `head` padded to `indent` columns, then `text` broken at blanks into lines of at most
    /// ``width`` columns, each after the first indented by `indent` (a word longer than a line is
    /// left whole).
    static func wrapped(_ head: String, _ text: String, indent: Int) -> String {
        var lines: [String] = []
        var current = head + String(repeating: " ", count: max(0, indent - head.count))
        var empty = true
        for word in text.split(separator: " ") {
            if !empty, current.count + 1 + word.count > width {
                lines.append(current)
                current = String(repeating: " ", count: indent) + word
            } else {
                current += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
