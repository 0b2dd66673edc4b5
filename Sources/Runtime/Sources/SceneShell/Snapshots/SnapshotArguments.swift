import SceneRuntime

/// Parses the arguments of `scenes snapshot --check DIR | --update DIR [CONFIG] [--plugins DIR]...
/// [--allow-insecure-plugins]` (the words after `snapshot`).
enum SnapshotArguments {
    static let options = ["--check", "--update", "--plugins", "--allow-insecure-plugins", "--help"]

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = SnapshotOptions()
        var mode: SnapshotOptions.Mode?
        var config: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help(command: "snapshot") }
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
            case "--check", "--update":
                let chosen: SnapshotOptions.Mode = name == "--check" ? .check : .update
                guard mode == nil || mode == chosen else {
                    throw usage("--check and --update cannot be combined: give one of them")
                }
                guard mode == nil else { throw usage("\(name) is given twice") }
                mode = chosen
                options.folder = try value()
            case "--plugins": options.plugins.append(try value())
            case "--goto": options.link = try value()
            case "--data": options.data = try value()
            case "--child", "--allow-insecure-plugins":
                guard inline == nil else { throw usage("\(name) takes no value") }
                if name == "--child" { mode = .child } else { options.allowInsecurePlugins = true }
            default:
                throw usage(
                    "unknown option \(quoted(name))"
                        + didYouMean(Suggestion.closest(to: name, in: Self.options)))
            }
        }
        guard let mode else { throw usage("snapshot needs --check DIR or --update DIR") }
        options.mode = mode
        options.config = config ?? Invocation.defaultConfig
        if mode == .child && (options.link == nil || options.data == nil) {
            throw usage("--child needs --goto LINK and --data DIR")
        }
        return .snapshot(options)
    }

    private static func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: "snapshot")
    }

    static let help = """
        usage: scenes snapshot --check DIR [CONFIG] [--plugins DIR]... [--allow-insecure-plugins]
               scenes snapshot --update DIR [CONFIG] [--plugins DIR]... [--allow-insecure-plugins]

        Checks the screen snapshots in DIR, which scenes explore --snapshots DIR wrote, against the
        app of CONFIG (default ./scenes.json). DIR holds each snapshot as text (NAME.txt) and as SVG
        (NAME.svg), and index.json, which maps each NAME to the link that rebuilds its screen. Each
        link is replayed in a new process, as scenes CONFIG --goto LINK starts, on a throwaway data
        directory, its first screen drawn 80 columns wide with the clock fixed at
        2026-01-01 12:00 UTC and dates shown in UTC.
          --check DIR       compare each snapshot with the screen its link gives now; list each that
                            differs, with the lines that differ, and each whose link no longer resolves
          --update DIR      accept the screens as they are now: rewrite each snapshot, and take out
                            those whose link no longer resolves
          --plugins DIR     load the scene plugins (*.so) in DIR (repeatable)
          --allow-insecure-plugins  load plugins even if another user owns or may write them
        Exit status: 0 every snapshot matches (or was updated); 1 a snapshot differs, a link no longer
        resolves, or DIR cannot be read or written; 2 a usage error.
        """
}
