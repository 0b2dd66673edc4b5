/// One of the shell's commands, described once: its name and other spellings, whether it has a
/// forced form (`back!`), its arguments and what each completes to, its summary, and how its
/// arguments become a ``ShellCommand``. Parsing, help and Tab completion all read this
/// description; adding a command means adding one to ``ShellCommand/descriptions`` (and its case
/// to ``ShellCommand`` and to what the shell does with it).
struct CommandDescription: Sendable {
    /// One argument of a command.
    struct Argument: Sendable {
        /// What Tab completes an argument to.
        enum Completion: Equatable, Sendable {
            /// Nothing: the argument is free text.
            case nothing
            /// The shell's commands and the current scene's actions (`help TOPIC`).
            case commandsAndActions
            /// The current scene's segues that a person may take (`go SEGUE`).
            case personalSegues
            /// All the current scene's segues, those its actions take too (`explain SEGUE`).
            case allSegues
            /// The ids of the scenes on the stack (`popto SCENE`).
            case stackScenes
            /// The tabs of the containers shown (`tab NAME`).
            case tabs
            /// The ids of the storyboard's scenes, with which a link starts (`goto LINK`).
            case storyboardScenes
            /// The modules of the storyboard's scenes (`modules NAME`).
            case modules
            /// One of a fixed list of words (`graph dot`).
            case choices([String])
        }

        /// How help shows it: `SEGUE`, or `text|dot|mermaid` for choices.
        let placeholder: String
        let isOptional: Bool
        let completion: Completion
        /// Whether the argument is the rest of the line as typed, quotes and all, rather than one
        /// word (`goto LINK`: a link has quotes of its own).
        let isRestOfLine: Bool
        /// Whether the argument is the words left, joined by single spaces: a name of several
        /// words (`popto Address book`, a title as the screen shows it), quotes optional.
        let joinsWords: Bool

        init(
            _ placeholder: String, optional: Bool = false, completes completion: Completion = .nothing,
            restOfLine: Bool = false, joinsWords: Bool = false
        ) {
            self.placeholder = placeholder
            self.isOptional = optional
            self.completion = completion
            self.isRestOfLine = restOfLine
            self.joinsWords = joinsWords
        }

        /// One of `choices`, shown as `a|b|c`.
        static func choice(of choices: [String], optional: Bool = false) -> Argument {
            Argument(choices.joined(separator: "|"), optional: optional, completes: .choices(choices))
        }

        /// `SEGUE`, or `[COMMAND]` when it may be left out.
        var usage: String { isOptional ? "[\(placeholder)]" : placeholder }
    }

    let name: String
    /// Other names of the same command (`exit` for `quit`); not listed in help.
    let aliases: [String]
    /// Whether the command has a forced form, its name with `!`, that leaves scenes without their
    /// leave check.
    let isForceable: Bool
    let arguments: [Argument]
    let summary: String
    /// The command for arguments whose count is checked against ``arguments``.
    private let make: @Sendable ([String]) throws(ShellError) -> ShellCommand

    init(
        _ name: String, aliases: [String] = [], forceable: Bool = false, arguments: [Argument] = [],
        summary: String, make: @escaping @Sendable ([String]) throws(ShellError) -> ShellCommand
    ) {
        self.name = name
        self.aliases = aliases
        self.isForceable = forceable
        self.arguments = arguments
        self.summary = summary
        self.make = make
    }

    /// Whether its one argument is the rest of the line as typed (`goto LINK`).
    var takesRestOfLine: Bool { arguments.count == 1 && arguments[0].isRestOfLine }

    /// `go SEGUE`, as help shows it.
    var usage: String { usage(typedAs: name) }

    /// The usage with the command word as typed (`go! SEGUE`, `exit`).
    func usage(typedAs word: String) -> String {
        ([word] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// The command that `arguments` (the words after the command word, typed as `word`) make.
    /// - Throws: ``ShellError/missingArgument(command:usage:)`` or
    ///   ``ShellError/tooManyArguments(command:usage:)`` for a wrong count, naming `word`; what
    ///   the command's own checks throw (``ShellError/unknownGraphFormat(_:)``).
    func parse(_ arguments: [String], typedAs word: String) throws(ShellError) -> ShellCommand {
        let required = self.arguments.count { !$0.isOptional }
        guard arguments.count >= required else {
            throw .missingArgument(command: word, usage: usage(typedAs: word))
        }
        if let last = self.arguments.last, last.joinsWords, arguments.count > self.arguments.count {
            let kept = self.arguments.count - 1
            return try make(
                Array(arguments.prefix(kept)) + [arguments.dropFirst(kept).joined(separator: " ")])
        }
        guard arguments.count <= self.arguments.count else {
            throw .tooManyArguments(command: word, usage: usage(typedAs: word))
        }
        return try make(arguments)
    }

    /// The line that carries out the command with `arguments` without the leave check
    /// (`popto! ContactList`); `nil` without a forced form.
    func forcedLine(_ arguments: [String]) -> String? {
        guard isForceable else { return nil }
        return ([name + "!"] + arguments).joined(separator: " ")
    }
}
