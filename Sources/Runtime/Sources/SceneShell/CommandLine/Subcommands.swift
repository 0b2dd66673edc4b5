/// The commands of the `scenes` program, each described once (see ``SubcommandDescription``), in
/// the order help lists them.
enum Subcommands {
    static let all: [SubcommandDescription] = [
        run, validate, graph, list, modules, diff, new, remove, manifest, initialize, explore, snapshot,
        coverage, completion, help,
    ]

    /// Their names, as a command line spells them.
    static let names = all.map(\.name)

    /// The command called `name`.
    static func named(_ name: String) -> SubcommandDescription? {
        all.first { $0.name == name }
    }

    /// `help [COMMAND]`: the program's help, or a command's.
    static let help = SubcommandDescription(
        "help", summary: "show help for a command",
        discussion: """
            Shows help for the command COMMAND, as scenes COMMAND --help does; without COMMAND, the
            commands and what each does.
            """,
        positionals: .optional("COMMAND", .command).saying(tooMany: "help takes at most one command"),
        options: []
    ) { parsed in .help(command: parsed.positionals.first) }

    /// `completion bash|zsh|fish`: the script that completes the program's commands in a shell.
    static let completion = SubcommandDescription(
        "completion",
        summary: "print the script that completes these commands and options in bash, zsh or fish",
        discussion: """
            Prints a script that makes the shell named complete the commands of scenes, their options, the
            words an option takes (dot|mermaid|text) and the files and folders others name. Install it where
            the shell looks for it:
              bash: scenes completion bash > ~/.local/share/bash-completion/completions/scenes
              zsh:  scenes completion zsh > ~/.zfunc/_scenes  (with fpath+=(~/.zfunc) before compinit)
              fish: scenes completion fish > ~/.config/fish/completions/scenes.fish
            """,
        positionals: .one(
            "SHELL", .choice(noun: "shell", CompletionScript.Shell.allCases.map(\.rawValue)),
            needs: "the SHELL to complete in: bash, zsh or fish"),
        options: []
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        guard let shell = parsed.positionals.first.flatMap(CompletionScript.Shell.init(rawValue:)) else {
            throw parsed.usage("completion needs the SHELL to complete in: bash, zsh or fish")
        }
        return .completion(shell)
    }
}
