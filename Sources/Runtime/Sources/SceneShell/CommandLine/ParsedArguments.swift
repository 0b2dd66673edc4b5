/// What a command line gave one command, checked against its ``SubcommandDescription``: its
/// positional arguments and each option's values, in the order given. A command's `make` reads it.
struct ParsedArguments: Sendable {
    /// The command's name, which a usage error names.
    let command: String
    /// The words that are not options, in order.
    private(set) var positionals: [String] = []
    private var values: [String: [CommandLineValue]] = [:]

    init(command: String) {
        self.command = command
    }

    mutating func append(positional word: String) {
        positionals.append(word)
    }

    mutating func append(_ value: CommandLineValue, of option: String) {
        values[option, default: []].append(value)
    }

    /// Whether the option `name` was given.
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The value of the option `name`, if it was given as text.
    func text(_ name: String) -> String? {
        texts(name).last
    }

    /// Every value of the repeatable option `name`, in order.
    func texts(_ name: String) -> [String] {
        (values[name] ?? []).compactMap {
            if case .text(let text) = $0 { text } else { nil }
        }
    }

    /// Every whole number the repeatable option `name` was given, in order.
    func integers(_ name: String) -> [Int] {
        (values[name] ?? []).compactMap {
            if case .integer(let number) = $0 { number } else { nil }
        }
    }

    /// The whole number the option `name` was given.
    func integer(_ name: String) -> Int? {
        guard case .integer(let number)? = values[name]?.last else { return nil }
        return number
    }

    /// The unsigned whole number the option `name` was given.
    func unsigned(_ name: String) -> UInt64? {
        guard case .unsigned(let number)? = values[name]?.last else { return nil }
        return number
    }

    /// The number of seconds the option `name` was given.
    func seconds(_ name: String) -> Double? {
        guard case .seconds(let seconds)? = values[name]?.last else { return nil }
        return seconds
    }

    /// A usage error of this command.
    func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: command)
    }
}
