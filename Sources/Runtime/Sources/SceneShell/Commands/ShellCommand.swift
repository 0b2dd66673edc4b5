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
    /// Describe what each scene module offers, or only one.
    case modules(name: String?)
    /// List the tabs of the containers shown.
    case tabs
    /// Select a tab, by its id or title or its number as `tabs` lists it.
    case tab(String)
    /// Move the focus to the other pane of the split shown.
    case focus
    /// Print the link of the current stack.
    case link
    /// Go to the stack a link names; the link as typed, quotes and all.
    case goto(link: String)
    /// List what can be typed here, each with what it does, matched against the text given; on
    /// a terminal (and with Ctrl-P) the palette's finder opens instead.
    case palette(query: String?)
    case quit
    /// Any other word: an action of the current scene, with its arguments.
    case action(name: String, arguments: [String])
    /// A command that leaves scenes, typed with `!` (`back!`): it leaves without asking them.
    indirect case forced(ShellCommand)

    /// The shell's commands, one description each, in the order help lists them: what parsing,
    /// help and completion know of them.
    static let descriptions: [CommandDescription] = [
        CommandDescription(
            "help", arguments: [.init("COMMAND", optional: true, completes: .commandsAndActions)],
            summary: "list the commands and the scene's actions, or explain one"
        ) { .help(topic: $0.first) },
        CommandDescription("scenes", summary: "list the storyboard's scenes") { _ in .scenes },
        CommandDescription("stack", summary: "show the navigation stack") { _ in .stack },
        CommandDescription("segues", summary: "list the segues of the current scene") { _ in .segues },
        CommandDescription(
            "go", forceable: true, arguments: [.init("SEGUE", completes: .personalSegues)],
            summary: "perform a segue of the current scene"
        ) { .go(segue: $0[0]) },
        CommandDescription(
            "explain", arguments: [.init("SEGUE", completes: .allSegues)],
            summary: "say what performing a segue would do now: where, what it passes, its guards"
        ) { .explain(segue: $0[0]) },
        CommandDescription("back", forceable: true, summary: "go back one scene") { _ in .back },
        CommandDescription("root", forceable: true, summary: "go back to the root scene") { _ in .root },
        CommandDescription(
            "popto", forceable: true, arguments: [.init("SCENE", completes: .stackScenes, joinsWords: true)],
            summary: "go back to a scene on the stack"
        ) { .popTo(scene: $0[0]) },
        CommandDescription(
            "dismiss", forceable: true, summary: "dismiss the scene presented modally, and what is above it"
        ) { _ in .dismiss },
        CommandDescription(
            "reload", forceable: true,
            summary: "read the storyboard again, keeping the stack where its scenes remain"
        ) { _ in .reload },
        CommandDescription("tabs", summary: "list the tabs, the selected one marked") { _ in .tabs },
        CommandDescription(
            "tab", arguments: [.init("TAB", completes: .tabs)],
            summary: "select a tab by its name or number; every tab keeps its stack"
        ) { .tab($0[0]) },
        CommandDescription("focus", summary: "move the focus to the other pane of a split view") { _ in .focus
        },
        CommandDescription("history", summary: "list this session's navigations, numbered") { _ in .history },
        CommandDescription(
            "undo", forceable: true, summary: "go back to the stack as it was before the last navigation"
        ) { _ in .undo },
        CommandDescription(
            "graph", arguments: [.choice(of: GraphFormat.allCases.map(\.rawValue), optional: true)],
            summary: "show the flow graph"
        ) { (arguments: [String]) throws(ShellError) -> ShellCommand in
            guard let name = arguments.first else { return .graph(format: .text) }
            guard let format = GraphFormat(rawValue: name) else { throw .unknownGraphFormat(name) }
            return .graph(format: format)
        },
        CommandDescription(
            "modules", arguments: [.init("MODULE", optional: true, completes: .modules)],
            summary: "describe the scene modules: inputs, outputs, actions, conditions"
        ) { .modules(name: $0.first) },
        CommandDescription(
            "link", summary: "print the link to the current stack (for goto or scenes --goto)"
        ) { _ in .link },
        CommandDescription(
            "goto", forceable: true,
            arguments: [.init("LINK", completes: .storyboardScenes, restOfLine: true)],
            summary: "go to the stack a link names (as 'link' prints it)"
        ) { .goto(link: $0[0]) },
        CommandDescription(
            "palette", arguments: [.init("TEXT", optional: true, joinsWords: true)],
            summary: "find what can be typed here, and every scene with the path to it (also Ctrl-P)"
        ) { .palette(query: $0.first) },
        CommandDescription(
            "quit", aliases: ["exit"], forceable: true, summary: "leave (also: exit, Ctrl-D)"
        ) { _ in .quit },
    ]

    /// Every word that is a command rather than an action: the names, the other spellings, and the
    /// forced forms.
    static let names =
        descriptions.map(\.name) + descriptions.flatMap(\.aliases)
        + descriptions.filter(\.isForceable).flatMap { ([$0.name] + $0.aliases).map { $0 + "!" } }

    /// The description of each word of ``names``, and whether the word is a forced form.
    private static let byWord: [String: (description: CommandDescription, isForced: Bool)] = {
        var table: [String: (description: CommandDescription, isForced: Bool)] = [:]
        for description in descriptions {
            for word in [description.name] + description.aliases {
                table[word] = (description, false)
                if description.isForceable { table[word + "!"] = (description, true) }
            }
        }
        return table
    }()

    /// The command that `word` names (`back`, `exit`, `popto!`), and whether it is the forced form;
    /// `nil` for a word that is no command (an action, or nothing).
    static func described(by word: String) -> (description: CommandDescription, isForced: Bool)? {
        byWord[word]
    }

    /// The command `word` names, by its name or another spelling, not its forced form.
    static func description(named word: String) -> CommandDescription? {
        guard let found = byWord[word], !found.isForced else { return nil }
        return found.description
    }

    /// Parses the words of a line; `nil` for a blank line.
    static func parse(_ words: [String]) throws(ShellError) -> ShellCommand? {
        try parse(words, described: words.first.flatMap(described(by:)))
    }

    /// ``parse(_:)`` of words whose first one was looked up already: `described` is what
    /// ``described(by:)`` says of it.
    static func parse(
        _ words: [String], described: (description: CommandDescription, isForced: Bool)?
    ) throws(ShellError) -> ShellCommand? {
        guard let first = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        guard let (description, isForced) = described else {
            return .action(name: first, arguments: arguments)
        }
        let command = try description.parse(arguments, typedAs: first)
        return isForced ? .forced(command) : command
    }
}
