import SceneRuntime

/// Parses the program's arguments into an ``Invocation``, for every command by its
/// ``SubcommandDescription``: `scenes [COMMAND] [ARGUMENT | OPTION]...`, `scenes --help`,
/// `scenes --version`. With no command named, the words are `run`'s. An option takes its value as
/// the next word or after `=`; `--help` (or `-h`) anywhere asks for the command's help.
enum CommandLineParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return try parse([], as: Subcommands.run) }
        switch first {
        case "--help", "-h":
            try expectEnd(arguments)
            return .help(command: nil)
        case "--version":
            try expectEnd(arguments)
            return .version
        default:
            if let command = Subcommands.named(first) {
                return try parse(arguments.dropFirst(), as: command)
            }
            // A word close to a command, with no `.` or `/` a storyboard's path would have, is a
            // mistyped command (`valdate`); `./valdate` runs a storyboard of that name.
            if !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
                let command = Suggestion.closest(to: first, in: Subcommands.names)
            {
                throw UsageError(
                    message:
                        "no command \(quoted(first)) (a storyboard of that name is run as \(quoted("./" + first)));"
                        + " did you mean \(quoted(command))?",
                    command: nil)
            }
            // With no command named, a mistyped option may be the program's own (`--versoin`).
            let name = String(first.prefix { $0 != "=" })
            if name.hasPrefix("--"), Subcommands.run.option(named: name) == nil,
                Suggestion.closest(
                    to: name, in: Subcommands.run.visibleOptions.map(\.name) + ["--help", "--version"])
                    == "--version"
            {
                throw UsageError(
                    message: "unknown option \(quoted(name)); did you mean '--version'?", command: nil)
            }
            return try parse(arguments[...], as: Subcommands.run)
        }
    }

    /// The invocation the words after the command's name make.
    static func parse(_ words: ArraySlice<String>, as command: SubcommandDescription) throws(UsageError)
        -> Invocation
    {
        var parsed = ParsedArguments(command: command.name)
        var rest = words
        while let word = rest.popFirst() {
            if word == "--help" || word == "-h" { return .help(command: command.name) }
            guard word.hasPrefix("-"), word != "-" else {
                try take(positional: word, into: &parsed, of: command)
                continue
            }
            let name = String(word.prefix { $0 != "=" })
            let inline = name.count < word.count ? String(word.dropFirst(name.count + 1)) : nil
            guard let option = command.option(named: name) else {
                let known = command.visibleOptions.map(\.name) + ["--help"]
                throw parsed.usage(
                    "unknown option \(quoted(name))" + didYouMean(Suggestion.closest(to: name, in: known)))
            }
            if parsed.has(option) && !option.isRepeatable { throw parsed.usage("\(name) is given twice") }
            guard let kind = option.kind else {
                guard inline == nil else { throw parsed.usage("\(name) takes no value") }
                parsed.append(.flag, of: option)
                continue
            }
            let text = try value(of: option, inline: inline, rest: &rest, command: parsed)
            guard let value = kind.value(of: text) else {
                throw UsageError(
                    message: kind.refusal(of: text, givenTo: name),
                    command: kind == .command ? nil : command.name)
            }
            parsed.append(value, of: option)
        }
        if let positionals = command.positionals, parsed.positionals.count < positionals.minimum {
            let given = positionals.placeholders.prefix(parsed.positionals.count)
            throw parsed.usage(
                "\(command.name) needs \(positionals.needs)"
                    + (given.isEmpty ? "" : "; only \(given.joined(separator: " and ")) was given"))
        }
        for conflict in command.conflicts where parsed.has(conflict.first) && parsed.has(conflict.second) {
            throw parsed.usage(conflict.message)
        }
        return try command.make(parsed)
    }

    /// Takes `word` as the next positional argument, if the command takes one more and it is of
    /// their kind.
    private static func take(
        positional word: String, into parsed: inout ParsedArguments, of command: SubcommandDescription
    ) throws(UsageError) {
        guard let positionals = command.positionals,
            positionals.maximum.map({ parsed.positionals.count < $0 }) ?? true
        else {
            let reason = command.positionals?.tooMany ?? "\(command.name) takes no arguments"
            throw parsed.usage("unexpected argument \(quoted(word)); \(reason)")
        }
        guard positionals.kind.value(of: word) != nil else {
            let placeholder = positionals.placeholders.last ?? ""
            throw UsageError(
                message: positionals.kind.refusal(of: word, givenTo: placeholder),
                command: positionals.kind == .command ? nil : command.name)
        }
        parsed.append(positional: word)
    }

    /// The value of `option`: after its `=`, or the next word unless that is another option. An
    /// empty one is refused: `--data ''` would name the current folder without saying so.
    private static func value(
        of option: OptionDescription, inline: String?, rest: inout ArraySlice<String>,
        command: ParsedArguments
    ) throws(UsageError) -> String {
        let needs = "\(option.name) needs \(option.missingValue ?? "a value")"
        let text: String
        if let inline {
            text = inline
        } else {
            guard let next = rest.first, !next.hasPrefix("--") else { throw command.usage(needs) }
            text = next
            rest.removeFirst()
        }
        guard !text.isEmpty else { throw command.usage(needs + ", not an empty string") }
        return text
    }

    private static func expectEnd(_ arguments: [String]) throws(UsageError) {
        if arguments.count > 1 {
            throw UsageError(message: "unexpected argument \(quoted(arguments[1]))", command: nil)
        }
    }
}
