/// A line typed at the prompt: one of the shell's commands, or an action of the current scene.
enum ShellCommand: Equatable {
    case help(topic: String?)
    case scenes
    case stack
    case segues
    case go(segue: String)
    case explain(segue: String)
    case back
    case root
    case popTo(scene: String)
    case dismiss
    case reload
    case history
    case undo
    case graph(format: GraphFormat)
    /// Print the link of the current stack.
    case link
    /// Go to the stack a link names; the link as typed, quotes and all.
    case goto(link: String)
    case quit
    /// Any other word: an action of the current scene, with its arguments.
    case action(name: String, arguments: [String])
    /// A command that leaves scenes, typed with `!` (`back!`): it leaves without asking them.
    indirect case forced(ShellCommand)

    /// The shell's commands, for help and completion.
    static let all: [CommandHelp] = [
        CommandHelp(
            "help", arguments: "[COMMAND]",
            summary: "list the commands and the scene's actions, or explain one"),
        CommandHelp("scenes", summary: "list the storyboard's scenes"),
        CommandHelp("stack", summary: "show the navigation stack"),
        CommandHelp("segues", summary: "list the segues of the current scene"),
        CommandHelp("go", arguments: "SEGUE", summary: "perform a segue of the current scene"),
        CommandHelp(
            "explain", arguments: "SEGUE",
            summary: "say what performing a segue would do now: where, what it passes, its guards"),
        CommandHelp("back", summary: "go back one scene"),
        CommandHelp("root", summary: "go back to the root scene"),
        CommandHelp("popto", arguments: "SCENE", summary: "go back to a scene on the stack"),
        CommandHelp("dismiss", summary: "dismiss the scene presented modally, and what is above it"),
        CommandHelp(
            "reload", summary: "read the storyboard again, keeping the stack where its scenes remain"),
        CommandHelp("history", summary: "list this session's navigations, numbered"),
        CommandHelp("undo", summary: "go back to the stack as it was before the last navigation"),
        CommandHelp("graph", arguments: "[text|dot|mermaid]", summary: "show the flow graph"),
        CommandHelp("link", summary: "print the link to the current stack (for goto or scenes --goto)"),
        CommandHelp("goto", arguments: "LINK", summary: "go to the stack a link names (as 'link' prints it)"),
        CommandHelp("quit", summary: "leave (also: exit, Ctrl-D)"),
    ]

    /// The commands that have a forced form, `back!`, leaving without the scenes' leave check.
    static let forceable = [
        "go", "goto", "back", "root", "popto", "dismiss", "undo", "reload", "quit", "exit",
    ]

    /// Every word that is a command rather than an action.
    static let names = all.map(\.name) + ["exit"] + forceable.map { $0 + "!" }

    /// Parses the words of a line; `nil` for a blank line.
    static func parse(_ words: [String]) throws(ShellError) -> ShellCommand? {
        guard let first = words.first else { return nil }
        if first.hasSuffix("!"), forceable.contains(String(first.dropLast())) {
            return try parseForced(first, arguments: Array(words.dropFirst()))
        }
        let arguments = Array(words.dropFirst())
        func none(_ command: ShellCommand) throws(ShellError) -> ShellCommand {
            guard arguments.isEmpty else { throw .tooManyArguments(command: first, usage: usage(of: first)) }
            return command
        }
        func one() throws(ShellError) -> String {
            guard let argument = arguments.first else {
                throw .missingArgument(command: first, usage: usage(of: first))
            }
            guard arguments.count == 1 else {
                throw .tooManyArguments(command: first, usage: usage(of: first))
            }
            return argument
        }
        func optional() throws(ShellError) -> String? {
            guard arguments.count <= 1 else {
                throw .tooManyArguments(command: first, usage: usage(of: first))
            }
            return arguments.first
        }
        switch first {
        case "help": return .help(topic: try optional())
        case "scenes": return try none(.scenes)
        case "stack": return try none(.stack)
        case "segues": return try none(.segues)
        case "go": return .go(segue: try one())
        case "explain": return .explain(segue: try one())
        case "back": return try none(.back)
        case "root": return try none(.root)
        case "popto": return .popTo(scene: try one())
        case "dismiss": return try none(.dismiss)
        case "reload": return try none(.reload)
        case "history": return try none(.history)
        case "undo": return try none(.undo)
        case "graph":
            guard let name = try optional() else { return .graph(format: .text) }
            guard let format = GraphFormat(rawValue: name) else { throw .unknownGraphFormat(name) }
            return .graph(format: format)
        case "link": return try none(.link)
        case "goto": return .goto(link: try one())
        case "quit", "exit": return try none(.quit)
        default: return .action(name: first, arguments: arguments)
        }
    }

    /// `back!`, `popto! SCENE`: the command without its `!`, forced; an error names the forced form.
    private static func parseForced(_ word: String, arguments: [String]) throws(ShellError) -> ShellCommand? {
        let name = String(word.dropLast())
        func forcedUsage(_ usage: String) -> String { word + usage.dropFirst(name.count) }
        do {
            return try parse([name] + arguments).map { .forced($0) }
        } catch .missingArgument(_, let usage) {
            throw .missingArgument(command: word, usage: forcedUsage(usage))
        } catch .tooManyArguments(_, let usage) {
            throw .tooManyArguments(command: word, usage: forcedUsage(usage))
        } catch {
            throw error
        }
    }

    static func usage(of command: String) -> String {
        all.first { $0.name == command }?.usage ?? command
    }
}

/// A shell command as shown in help.
struct CommandHelp: Equatable {
    let name: String
    let arguments: String
    let summary: String

    init(_ name: String, arguments: String = "", summary: String) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
    }

    var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }
}
