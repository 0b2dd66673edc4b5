import SceneRuntime

/// Parses the arguments of `scenes coverage FILE... [--config CONFIG] [--out DIR]` (the words
/// after `coverage`).
enum CoverageArguments {
    static let options = ["--config", "--out", "--help"]

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = CoverageOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help(command: "coverage") }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.reports.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inline = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            guard Self.options.contains(name), name != "--help" else {
                throw usage(
                    "unknown option \(quoted(name))"
                        + didYouMean(Suggestion.closest(to: name, in: Self.options)))
            }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty,
                inline != nil || !value.hasPrefix("--")
            else { throw usage("\(name) needs a value") }
            if name == "--config" { options.config = value } else { options.out = value }
        }
        guard !options.reports.isEmpty else {
            throw usage("coverage needs at least one report FILE or directory")
        }
        return .coverage(options)
    }

    private static func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: "coverage")
    }

    static let help = """
        usage: scenes coverage FILE... [--config CONFIG] [--out DIR]

        Merges flow coverage reports (each FILE a report, or a directory whose *.json files are
        read) and measures them against CONFIG (default ./scenes.json): which scenes were shown,
        which segues taken, which guards held and failed, which actions performed, and what no
        report reached, and why where it is known. A run writes such reports when the environment
        variable SCENES_FLOW_COVERAGE names a directory: SCENES_FLOW_COVERAGE=DIR swift test writes
        one per test process (the harness's and in-process shells' flows), and so does each scenes
        process (a --script run) started with it. A coverage.json that scenes explore or
        scenes coverage wrote is read too. A file that is not a complete report (a process killed
        while writing it) is skipped with a warning.
          --config CONFIG   the storyboard to measure against (default ./scenes.json)
          --out DIR         where coverage.json goes, in scenes explore's format (default ./coverage-out)
        Exit status: 0 merged (gaps are reported, not failed); 1 no report could be read or CONFIG
        is invalid; 2 a usage error.
        """
}
