import SceneRuntime
import SceneScaffolding

/// Parses the program's arguments into an ``Invocation``.
///
/// `scenes [run] [CONFIG] [--script FILE] [--plugins DIR]... [--data DIR] [--no-color] [--watch]
/// [--allow-insecure-plugins]`,
/// `scenes validate [CONFIG]`, `scenes graph [CONFIG] [--format dot|mermaid|text]`, `scenes list [CONFIG]`,
/// `scenes modules [CONFIG]`
/// (each also with `[--load-plugins] [--allow-insecure-plugins]`), `scenes manifest LIB...
/// [--allow-insecure-plugins]`, `scenes help [COMMAND]`, `scenes --help`, `scenes --version`.
/// Options take their value as the next argument or after `=`.
struct CommandLineParser {
    private var arguments: [String]
    private var position = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var parser = CommandLineParser(arguments)
        return try parser.parse()
    }

    private mutating func parse() throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .run(RunOptions()) }
        switch first {
        case "--help", "-h":
            try expectEnd(after: 1, command: nil)
            return .help(command: nil)
        case "--version":
            try expectEnd(after: 1, command: nil)
            return .version
        case "help":
            guard arguments.count <= 2 else {
                throw UsageError(message: "help takes at most one command", command: "help")
            }
            guard let topic = arguments.dropFirst().first else { return .help(command: nil) }
            guard Invocation.subcommands.contains(topic) else {
                throw UsageError(
                    message: "no command \(quoted(topic))" + Self.didYouMean(topic, Invocation.subcommands),
                    command: nil)
            }
            return .help(command: topic)
        case "run", "validate", "graph", "list", "modules", "diff":
            position = 1
            return try parseSubcommand(first)
        case "new":
            return try parseNew()
        case "remove":
            return try parseRemove()
        case "manifest":
            return try parseManifest()
        case "init":
            return try InitArguments.parse(arguments.dropFirst())
        case "explore":
            return try ExploreArguments.parse(arguments.dropFirst())
        case "snapshot":
            return try SnapshotArguments.parse(arguments.dropFirst())
        case "coverage":
            return try CoverageArguments.parse(arguments.dropFirst())
        default:
            // A word close to a command, with no `.` or `/` a storyboard's path would have, is a
            // mistyped command (`valdate`); `./valdate` runs a storyboard of that name.
            if !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
                let command = Suggestion.closest(to: first, in: Invocation.subcommands)
            {
                throw UsageError(
                    message:
                        "no command \(quoted(first)) (a storyboard of that name is run as \(quoted("./" + first)));"
                        + " did you mean \(quoted(command))?",
                    command: nil)
            }
            return try parseSubcommand("run")
        }
    }

    private mutating func parseSubcommand(_ command: String) throws(UsageError) -> Invocation {
        var options = RunOptions()
        var plugins = PluginOptions()
        var format = GraphFormat.dot
        var diffFormat = DiffFormat.text
        // `diff` compares two storyboards, OLD and NEW; the others take one CONFIG.
        var configs: [String] = []
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            if argument == "--help" || argument == "-h" { return .help(command: command) }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard configs.count < (command == "diff" ? 2 : 1) else {
                    throw UsageError(
                        message: "unexpected argument \(quoted(argument)); "
                            + (command == "diff"
                                ? "diff compares two storyboards, OLD and NEW"
                                : "only one CONFIG may be given"),
                        command: command)
                }
                configs.append(argument)
                continue
            }
            let (name, inlineValue) = Self.splitOption(argument)
            switch (command, name) {
            case ("run", "--script"):
                options.script = try value(of: name, inline: inlineValue, command: command)
            case ("run", "--plugins"):
                options.plugins.append(try value(of: name, inline: inlineValue, command: command))
            case ("run", "--data"): options.data = try value(of: name, inline: inlineValue, command: command)
            case ("run", "--goto"): options.goto = try value(of: name, inline: inlineValue, command: command)
            case ("run", "--resume"):
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                options.resume = true
            case ("run", "--trace"):
                options.trace = try value(of: name, inline: inlineValue, command: command)
            case (_, "--load-plugins"), (_, "--allow-insecure-plugins"):
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                // `run` loads plugins anyway: running is the request.
                if name == "--load-plugins" {
                    plugins.load = true
                } else {
                    plugins.allowInsecure = true
                    options.allowInsecurePlugins = true
                }
            case ("run", "--check"):
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                options.check = true
            case ("run", "--no-color"), ("run", "--watch"):
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                if name == "--no-color" { options.noColor = true } else { options.watch = true }
            case (_, "--max-storyboard-size"):
                let text = try value(of: name, inline: inlineValue, command: command)
                guard let mebibytes = Int(text), (1...Self.largestStoryboardLimit).contains(mebibytes) else {
                    throw UsageError(
                        message:
                            "\(name) takes a whole number of MiB from 1 to \(Self.largestStoryboardLimit), not \(quoted(text))",
                        command: command)
                }
                options.maximumStoryboardSize = mebibytes << 20
                plugins.maximumStoryboardSize = mebibytes << 20
            case ("graph", "--format"):
                let text = try value(of: name, inline: inlineValue, command: command)
                guard let chosen = GraphFormat(rawValue: text) else {
                    throw UsageError(
                        message: "unknown graph format \(quoted(text)); expected dot, mermaid or text",
                        command: command)
                }
                format = chosen
            case ("diff", "--format"):
                let text = try value(of: name, inline: inlineValue, command: command)
                guard let chosen = DiffFormat(rawValue: text) else {
                    throw UsageError(
                        message: "unknown diff format \(quoted(text)); expected text or json",
                        command: command)
                }
                diffFormat = chosen
            default:
                let known = Self.options[command] ?? []
                throw UsageError(
                    message: "unknown option \(quoted(name))" + Self.didYouMean(name, known), command: command
                )
            }
        }
        let file = configs.first ?? Invocation.defaultConfig
        switch command {
        case "diff":
            guard configs.count == 2 else {
                throw UsageError(
                    message: "diff needs two storyboards, OLD and NEW"
                        + (configs.isEmpty ? "" : "; only OLD was given"),
                    command: command)
            }
            return .diff(old: configs[0], new: configs[1], format: diffFormat, plugins: plugins)
        case "validate": return .validate(config: file, plugins: plugins)
        case "graph": return .graph(config: file, format: format, plugins: plugins)
        case "list": return .list(config: file, plugins: plugins)
        case "modules": return .modules(config: file, plugins: plugins)
        default:
            if options.goto != nil && options.resume {
                throw UsageError(
                    message:
                        "--goto and --resume cannot be combined: a session starts at a link or where the last one was",
                    command: command)
            }
            options.config = file
            return .run(options)
        }
    }

    /// `new NAME [--style vip|viper] [--package DIR] [--input NAME:TYPE[?]]... [--output NAME:TYPE]...
    /// [--uses SHARED]...`, or `new NAME --domain [--uses SHARED]... [--package DIR]`.
    private mutating func parseNew() throws(UsageError) -> Invocation {
        position = 1
        var name: String?
        var style: SceneStyle?
        var domain = false
        var uses: [String] = []
        var directory = "."
        var inputs: [SceneInterface.Input] = []
        var outputs: [SceneInterface.Output] = []
        var inputNames: Set<String> = []
        var outputNames: Set<String> = []
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            if argument == "--help" || argument == "-h" { return .help(command: "new") }
            guard argument.hasPrefix("-") else {
                guard name == nil else {
                    throw UsageError(
                        message: "unexpected argument \(quoted(argument)); only one NAME may be given",
                        command: "new")
                }
                name = argument
                continue
            }
            let (option, inlineValue) = Self.splitOption(argument)
            switch option {
            case "--style":
                let text = try value(of: option, inline: inlineValue, command: "new")
                guard let chosen = SceneStyle(rawValue: text) else {
                    throw UsageError(
                        message: "unknown style \(quoted(text)); expected vip or viper", command: "new")
                }
                style = chosen
            case "--package":
                directory = try value(of: option, inline: inlineValue, command: "new")
            case "--domain":
                guard inlineValue == nil else {
                    throw UsageError(message: "--domain takes no value", command: "new")
                }
                domain = true
            case "--uses":
                let used = try value(of: option, inline: inlineValue, command: "new")
                guard !uses.contains(used) else {
                    throw UsageError(message: "--uses \(quoted(used)) is given twice", command: "new")
                }
                uses.append(used)
            case "--input":
                let (input, type, optional) = try Self.declaration(
                    try value(of: option, inline: inlineValue, command: "new"), of: option,
                    taken: inputNames)
                inputNames.insert(input)
                inputs.append(.init(name: input, type: type, isRequired: !optional))
            case "--output":
                let (output, type, optional) = try Self.declaration(
                    try value(of: option, inline: inlineValue, command: "new"), of: option,
                    taken: outputNames)
                outputNames.insert(output)
                guard !optional else {
                    throw UsageError(
                        message:
                            "--output \(quoted(output)) cannot be optional: an output has a value or not as its property does",
                        command: "new")
                }
                outputs.append(.init(name: output, type: type))
            default:
                throw UsageError(
                    message: "unknown option \(quoted(option))"
                        + Self.didYouMean(
                            option,
                            ["--style", "--package", "--input", "--output", "--uses", "--domain", "--help"]),
                    command: "new")
            }
        }
        guard let name else {
            throw UsageError(message: "new needs the NAME of the scene or shared module", command: "new")
        }
        if domain {
            let sceneOnly =
                (style == nil ? [] : ["--style"]) + (inputs.isEmpty ? [] : ["--input"])
                + (outputs.isEmpty ? [] : ["--output"])
            if let option = sceneOnly.first {
                throw UsageError(
                    message:
                        "\(option) is for a scene; a shared module (--domain) has no view, inputs or outputs",
                    command: "new")
            }
            return .newShared(name: name, packageDirectory: directory, uses: uses)
        }
        return .new(
            name: name, style: style ?? .vip, packageDirectory: directory,
            interface: SceneInterface(inputs: inputs, outputs: outputs), uses: uses)
    }

    /// `remove NAME [--package DIR]`.
    private mutating func parseRemove() throws(UsageError) -> Invocation {
        position = 1
        var name: String?
        var directory = "."
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            if argument == "--help" || argument == "-h" { return .help(command: "remove") }
            guard argument.hasPrefix("-") else {
                guard name == nil else {
                    throw UsageError(
                        message: "unexpected argument \(quoted(argument)); remove takes one NAME at a time",
                        command: "remove")
                }
                name = argument
                continue
            }
            let (option, inlineValue) = Self.splitOption(argument)
            guard option == "--package" else {
                throw UsageError(
                    message: "unknown option \(quoted(option))"
                        + Self.didYouMean(option, ["--package", "--help"]),
                    command: "remove")
            }
            directory = try value(of: option, inline: inlineValue, command: "remove")
        }
        guard let name else {
            throw UsageError(message: "remove needs the NAME of a scene or shared module", command: "remove")
        }
        return .remove(name: name, packageDirectory: directory)
    }

    /// `contactID:integer`, `tags:[text]`, or `note:text?` for an optional input.
    private static func declaration(
        _ text: String, of option: String, taken: Set<String>
    ) throws(UsageError) -> (name: String, type: SceneValueType, optional: Bool) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let types = "text, integer, decimal, boolean, date, identifier or [TYPE]"
        guard parts.count == 2, Names.isIdentifier(parts[0]) else {
            throw UsageError(
                message:
                    "\(option) takes NAME:TYPE, NAME an identifier and TYPE one of \(types); got \(quoted(text))",
                command: "new")
        }
        let optional = parts[1].hasSuffix("?")
        let type: SceneValueType
        do {
            type = try SceneValueType(parsing: optional ? String(parts[1].dropLast()) : parts[1])
        } catch {
            guard case .tooDeep = error else {
                let spelling = optional ? String(parts[1].dropLast()) : parts[1]
                let hint = Suggestion.closest(to: spelling, in: SceneValueType.scalars.map(\.description))
                throw UsageError(
                    message:
                        "\(option) \(quoted(parts[0])): unknown type \(quoted(parts[1])); expected \(types)"
                        + (hint.map { "; did you mean \(quoted($0))?" } ?? ""),
                    command: "new")
            }
            throw UsageError(message: "\(option) \(quoted(parts[0])): \(error)", command: "new")
        }
        guard !taken.contains(parts[0]) else {
            throw UsageError(message: "\(option) \(quoted(parts[0])) is given twice", command: "new")
        }
        return (parts[0], type, optional)
    }

    /// `manifest LIB... [--allow-insecure-plugins]`.
    private mutating func parseManifest() throws(UsageError) -> Invocation {
        var libraries: [String] = []
        var allowInsecure = false
        for argument in arguments.dropFirst() {
            if argument == "--help" || argument == "-h" { return .help(command: "manifest") }
            guard argument.hasPrefix("-"), argument != "-" else {
                libraries.append(argument)
                continue
            }
            let (option, inlineValue) = Self.splitOption(argument)
            guard option == "--allow-insecure-plugins" else {
                throw UsageError(
                    message: "unknown option \(quoted(option))"
                        + Self.didYouMean(option, Self.options["manifest"] ?? []),
                    command: "manifest")
            }
            guard inlineValue == nil else {
                throw UsageError(message: "\(option) takes no value", command: "manifest")
            }
            allowInsecure = true
        }
        guard !libraries.isEmpty else {
            throw UsageError(message: "manifest needs at least one plugin LIBRARY", command: "manifest")
        }
        return .manifest(libraries: libraries, allowInsecurePlugins: allowInsecure)
    }

    private mutating func value(of option: String, inline: String?, command: String) throws(UsageError)
        -> String
    {
        // `--data ''` would name the current directory without saying so.
        let empty = UsageError(message: "\(option) needs a value, not an empty string", command: command)
        if let inline {
            guard !inline.isEmpty else { throw empty }
            return inline
        }
        guard position < arguments.count, !arguments[position].hasPrefix("--") else {
            throw UsageError(message: "\(option) needs a value", command: command)
        }
        guard !arguments[position].isEmpty else { throw empty }
        defer { position += 1 }
        return arguments[position]
    }

    private func expectEnd(after count: Int, command: String?) throws(UsageError) {
        if arguments.count > count {
            throw UsageError(message: "unexpected argument \(quoted(arguments[count]))", command: command)
        }
    }

    private static func splitOption(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static let options: [String: [String]] = [
        "run": [
            "--script", "--plugins", "--data", "--no-color", "--watch", "--allow-insecure-plugins", "--help",
            "--load-plugins", "--goto", "--resume", "--trace", "--check",
            "--max-storyboard-size",
        ],
        "validate": ["--load-plugins", "--allow-insecure-plugins", "--help", "--max-storyboard-size"],
        "graph": [
            "--format", "--load-plugins", "--allow-insecure-plugins", "--help", "--max-storyboard-size",
        ],
        "list": ["--load-plugins", "--allow-insecure-plugins", "--help", "--max-storyboard-size"],
        "modules": ["--load-plugins", "--allow-insecure-plugins", "--help", "--max-storyboard-size"],
        "diff": [
            "--format", "--load-plugins", "--allow-insecure-plugins", "--help", "--max-storyboard-size",
        ],
        "manifest": ["--allow-insecure-plugins", "--help"],
    ]

    /// The largest `--max-storyboard-size`, in MiB: offsets in a storyboard stay far from overflow.
    static let largestStoryboardLimit = 1 << 20

    private static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        SceneRuntime.didYouMean(Suggestion.closest(to: word, in: candidates))
    }
}
