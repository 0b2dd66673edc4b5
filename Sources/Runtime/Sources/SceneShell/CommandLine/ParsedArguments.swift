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

    mutating func append(_ value: CommandLineValue, of option: OptionDescription) {
        values[option.name, default: []].append(value)
    }

    /// Whether `option` was given.
    func has(_ option: OptionDescription) -> Bool {
        values[option.name] != nil
    }

    /// The value of `option`, if it was given as text.
    func text(_ option: OptionDescription) -> String? {
        texts(option).last
    }

    /// Every value of the repeatable `option`, in order.
    func texts(_ option: OptionDescription) -> [String] {
        (values[option.name] ?? []).compactMap {
            if case .text(let text) = $0 { text } else { nil }
        }
    }

    /// The word `option` was given, as the choice `Choice` it names (`--format dot`).
    func choice<Choice: RawRepresentable<String>>(_ option: OptionDescription, as _: Choice.Type) -> Choice? {
        text(option).flatMap(Choice.init(rawValue:))
    }

    /// Every whole number the repeatable `option` was given, in order.
    func integers(_ option: OptionDescription) -> [Int] {
        (values[option.name] ?? []).compactMap {
            if case .integer(let number) = $0 { number } else { nil }
        }
    }

    /// The whole number `option` was given.
    func integer(_ option: OptionDescription) -> Int? {
        guard case .integer(let number)? = values[option.name]?.last else { return nil }
        return number
    }

    /// The unsigned whole number `option` was given.
    func unsigned(_ option: OptionDescription) -> UInt64? {
        guard case .unsigned(let number)? = values[option.name]?.last else { return nil }
        return number
    }

    /// The number of seconds `option` was given.
    func seconds(_ option: OptionDescription) -> Double? {
        guard case .seconds(let seconds)? = values[option.name]?.last else { return nil }
        return seconds
    }

    /// A usage error of this command.
    func usage(_ message: String) -> UsageError {
        UsageError(message: message, command: command)
    }
}
