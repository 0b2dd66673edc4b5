import SceneRuntime

/// Parses the arguments of `scenes explore [CONFIG] [--depth N] [--seed S] [--time SECONDS]
/// [--out DIR] [--plugins DIR]... [--allow-insecure-plugins]` (the words after `explore`).
enum ExploreArguments {
    static let options = [
        "--depth", "--seed", "--time", "--out", "--setup", "--plugins", "--allow-insecure-plugins",
        "--strategy",
        "--commands", "--snapshots", "--help",
    ]

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = ExploreOptions()
        var config: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help(command: "explore") }
            guard argument.hasPrefix("-"), argument != "-" else {
                guard config == nil else {
                    throw usage("unexpected argument \(quoted(argument)); only one CONFIG may be given")
                }
                config = argument
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inline = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            func value() throws(UsageError) -> String {
                guard let text = inline ?? rest.popFirst(), !text.isEmpty,
                    inline != nil || !text.hasPrefix("--")
                else { throw usage("\(name) needs a value") }
                return text
            }
            switch name {
            case "--depth":
                let text = try value()
                guard let depth = Int(text), (1...50).contains(depth) else {
                    throw usage("--depth must be a whole number from 1 to 50, not \(quoted(text))")
                }
                options.depth = depth
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else {
                    throw usage("--seed must be a whole number from 0 to \(UInt64.max), not \(quoted(text))")
                }
                options.seed = seed
            case "--time":
                let text = try value()
                guard let time = Double(text), time.isFinite, time > 0, time <= 86_400 else {
                    throw usage(
                        "--time must be a number of seconds above 0 and at most 86400, not \(quoted(text))")
                }
                options.time = time
            case "--out": options.out = try value()
            case "--setup": options.setup = try value()
            case "--snapshots": options.snapshots = try value()
            case "--strategy":
                let text = try value()
                guard let strategy = ExploreOptions.Strategy(rawValue: text) else {
                    throw usage(
                        "--strategy must be fork or replay, not \(quoted(text))"
                            + didYouMean(Suggestion.closest(to: text, in: ["fork", "replay"])))
                }
                options.strategy = strategy
            case "--commands":
                let text = try value()
                guard let count = Int(text), count > 0 else {
                    throw usage("--commands must be a whole number above 0, not \(quoted(text))")
                }
                options.commandLimit = count
            case "--plugins": options.plugins.append(try value())
            case "--data": options.data = try value()
            case "--child", "--allow-insecure-plugins":
                guard inline == nil else { throw usage("\(name) takes no value") }
                if name == "--child" { options.child = true } else { options.allowInsecurePlugins = true }
            default:
                throw usage(
                    "unknown option \(quoted(name))"
                        + didYouMean(Suggestion.closest(to: name, in: Self.options)))
            }
        }
        options.config = config ?? Invocation.defaultConfig
        if options.child && options.data == nil { throw usage("--child needs --data DIR") }
        return .explore(options)
    }

    private static func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: "explore")
    }

    static let help = """
        usage: scenes explore [CONFIG] [--depth N] [--seed S] [--time SECONDS] [--out DIR]
                              [--setup FILE] [--plugins DIR]... [--allow-insecure-plugins]
                              [--strategy fork|replay] [--commands N] [--snapshots DIR]

        Runs the app of CONFIG (default ./scenes.json), with its modules and plugins, in a child
        process on a throwaway data directory, and walks every state it can reach in at most N
        commands: every segue a person may take, every action with arguments made from the kinds it
        declares (0, -1, the limits and one past them, empty, very long, non-ASCII, control
        characters, and values typed before or shown on the screen), back, dismiss, root and the
        other tabs from each state. Each command is tried in a branch the child forks, with its own
        copy of the data directory; states whose command reached something new are walked first.
        It reports crashes, errors that are not refusals worded for the person (a route that throws,
        a navigation error, an unexpected error type), unwinds that can never happen, scenes not
        freed after they left the stack, navigation events out of order, dead ends (no way on or
        back) and output unsafe for a terminal. Each finding gets a shrunk script in DIR that
        replays it: scenes CONFIG --data "$(mktemp -d)" --check --script DIR/finding-1.scenes
        Then it prints what was reached and what not, and why (DIR/coverage.json has the same).
          --depth N         commands from the start (1 to 50, default 8)
          --seed S          the order commands are tried in; the same seed gives the same run (default 1)
          --time SECONDS    stop walking after this long, finished or not (default 60)
          --out DIR         where the scripts and coverage.json go (default ./explore-out)
          --setup FILE      commands (a script) every child runs first, to prepare data the app needs
          --plugins DIR     load the scene plugins (*.so) in DIR (repeatable)
          --allow-insecure-plugins  load plugins even if another user owns or may write them
          --strategy S      fork (the default) or replay: a new child replaying the commands from
                            the start for every command tried, the slow way, for comparison
          --commands N      stop after N commands
          --snapshots DIR   write each distinct screen reached whose link rebuilds it on fresh data
                            into DIR, as text and SVG, 80 columns wide (see scenes help snapshot)
        Exit status: 0 nothing found; 1 findings (or CONFIG could not be run); 2 a usage error.
        """
}
