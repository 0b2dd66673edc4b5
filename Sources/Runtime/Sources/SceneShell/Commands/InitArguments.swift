import SceneRuntime

/// Parses the arguments of `scenes init NAME [--runtime PATH]` (the words after `init`).
enum InitArguments {
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var name: String?
        var runtime: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help(command: "init") }
            guard argument.hasPrefix("-") else {
                guard name == nil else {
                    throw UsageError(
                        message: "unexpected argument \(quoted(argument)); only one NAME may be given",
                        command: "init")
                }
                name = argument
                continue
            }
            let option = argument.prefix { $0 != "=" }
            guard option == "--runtime" else {
                throw UsageError(
                    message: "unknown option \(quoted(String(option)))"
                        + didYouMean(Suggestion.closest(to: String(option), in: ["--runtime", "--help"])),
                    command: "init")
            }
            let value =
                option.count < argument.count ? String(argument.dropFirst(option.count + 1)) : rest.popFirst()
            guard let value, !value.isEmpty, !value.hasPrefix("--") else {
                throw UsageError(
                    message: "--runtime needs the PATH of the SceneRuntime package", command: "init")
            }
            runtime = value
        }
        guard let name else { throw UsageError(message: "init needs the NAME of the app", command: "init") }
        return .initialize(name: name, runtime: runtime)
    }
}
