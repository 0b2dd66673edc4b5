/// One command of the `scenes` program (`validate`, `explore`, ...), described once: its name,
/// its summary and help, its positional arguments, its options, which options exclude each other,
/// and how what was given becomes an ``Invocation``. ``CommandLineParser`` parses every command
/// with it; ``HelpText`` writes `--help`, `help COMMAND` and the synopsis from it, and
/// ``CompletionScript`` the shells' completion. Adding a command means adding one to
/// ``Subcommands/all`` (and its case to ``Invocation`` and to what the program does with it).
struct SubcommandDescription: Sendable {
    /// Two options that cannot be given together.
    struct Conflict: Sendable {
        let first: OptionDescription
        let second: OptionDescription
        /// What a command line giving both is told.
        let message: String
        /// Whether one of the two must be given (`snapshot --check DIR | --update DIR`); the
        /// synopsis then shows them unbracketed, before the positional arguments.
        let isOneRequired: Bool

        /// `--goto and --resume cannot be combined: REASON`.
        init(
            _ first: OptionDescription, _ second: OptionDescription, because reason: String,
            oneRequired: Bool = false
        ) {
            self.init(
                first, second, message: "\(first.name) and \(second.name) cannot be combined: \(reason)",
                oneRequired: oneRequired)
        }

        init(
            _ first: OptionDescription, _ second: OptionDescription, message: String,
            oneRequired: Bool = false
        ) {
            self.first = first
            self.second = second
            self.message = message
            self.isOneRequired = oneRequired
        }
    }

    let name: String
    /// Whether it runs when no command is named (`scenes app.json` is `scenes run app.json`); the
    /// synopsis shows its name in brackets.
    let isDefault: Bool
    /// One line (wrapped in help) for the list of commands.
    let summary: String
    /// What `help COMMAND` says before the options, as written (lines of at most 100 columns).
    let discussion: String
    let positionals: PositionalDescription?
    let options: [OptionDescription]
    /// Options a command line must not give together, checked in this order.
    let conflicts: [Conflict]
    /// Flags that each begin another form of the command, without the options they conflict with
    /// (`new NAME --domain`, `new NAME --coordinator`).
    let alternatives: [String]
    /// What `help COMMAND` says after the options (the exit status), as written.
    let epilogue: String
    /// The invocation for a command line already checked against this description.
    let make: @Sendable (ParsedArguments) throws(UsageError) -> Invocation

    init(
        _ name: String, isDefault: Bool = false, summary: String, discussion: String,
        positionals: PositionalDescription?, options: [OptionDescription], conflicts: [Conflict] = [],
        alternatives: [OptionDescription] = [], epilogue: String = "",
        make: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Invocation
    ) {
        self.name = name
        self.isDefault = isDefault
        self.summary = summary
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.conflicts = conflicts
        self.alternatives = alternatives.map(\.name)
        self.epilogue = epilogue
        self.make = make
    }

    /// The option spelled `name`, hidden or not.
    func option(named name: String) -> OptionDescription? {
        options.first { $0.name == name }
    }

    /// The options help, completion and suggestions show.
    var visibleOptions: [OptionDescription] { options.filter { !$0.isHidden } }

    /// The command's forms as a synopsis shows them, without `scenes `: one, and one more for each
    /// of its ``alternatives``.
    var forms: [String] {
        let flags = alternatives.compactMap { option(named: $0) }
        return [form(without: Set(alternatives))]
            + flags.map { flag in
                let excluded = Set(
                    conflicts.compactMap { conflict -> String? in
                        conflict.first.name == flag.name
                            ? conflict.second.name
                            : conflict.second.name == flag.name ? conflict.first.name : nil
                    })
                return form(without: excluded, leading: flag)
            }
    }

    /// `graph [CONFIG] [--format dot|mermaid|text] ...`, leaving out `excluded`.
    private func form(without excluded: Set<String>, leading: OptionDescription? = nil) -> String {
        var words = [isDefault ? "[\(name)]" : name]
        let required = conflicts.filter(\.isOneRequired)
        for conflict in required {
            words.append("\(conflict.first.spelling) | \(conflict.second.spelling)")
        }
        if let positionals { words.append(positionals.usage) }
        if let leading { words.append(leading.spelling) }
        var shown = Set(required.flatMap { [$0.first.name, $0.second.name] }).union(excluded)
        if let leading { shown.insert(leading.name) }
        for option in visibleOptions where !shown.contains(option.name) {
            shown.insert(option.name)
            // Two options that exclude each other are shown as one choice, where the first is.
            if let conflict = conflicts.first(where: { $0.first.name == option.name && !$0.isOneRequired }),
                case let other = conflict.second, !shown.contains(other.name)
            {
                shown.insert(other.name)
                words.append("[\(option.spelling) | \(other.spelling)]")
            } else {
                words.append(option.usage)
            }
        }
        return words.joined(separator: " ")
    }
}
