import SceneRuntime

/// What can be typed on one scene, worked out once while it is the current scene rather than on
/// every command: its actions by name, its `help` and `segues` texts, the words Tab completes a
/// command to, and the candidates of "did you mean" suggestions. The shell makes a new one when
/// another scene comes to the top or the storyboard is read again (``Shell`` keeps the current one).
@MainActor final class SceneCommands {
    /// The scene described; `nil` before the first scene is shown, or once it is gone.
    private(set) weak var scene: Scene?
    /// The storyboard's generation it was made for: a reload changes scenes' segues in place.
    let generation: Int
    /// The scene's actions, in declaration order.
    let actions: [ActionDescriptor]
    private let actionsByName: [String: ActionDescriptor]
    /// `help` on this scene.
    let help: TerminalText
    /// `segues` on this scene.
    let segues: TerminalText
    /// The shell's commands and the scene's actions: what a command word may be.
    let commandWords: [String]
    private let candidates: Suggestion.Candidates
    /// Suggestions already found for words that name nothing here, a typo typed again and again.
    private var suggestions: [String: String?] = [:]
    private static let rememberedSuggestions = 64

    init(scene: Scene?, generation: Int) {
        self.scene = scene
        self.generation = generation
        let actions = scene?.actions ?? []
        self.actions = actions
        actionsByName = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        help = ShellHelp.overview(of: scene, actions: actions)
        segues = ShellListings.segues(of: scene)
        commandWords = ShellCommand.names + actions.map(\.name)
        candidates = Suggestion.Candidates(commandWords)
    }

    /// Whether it describes `scene` as the storyboard of `generation` declares it.
    func describes(_ scene: Scene?, generation: Int) -> Bool {
        self.scene === scene && self.generation == generation
    }

    /// The action of the scene called `name`.
    func action(named name: String) -> ActionDescriptor? {
        actionsByName[name]
    }

    /// The command or action `word` may be a typo of.
    func suggestion(for word: String) -> String? {
        if let known = suggestions[word] { return known }
        let suggestion = Suggestion.closest(to: word, in: candidates)
        if suggestions.count >= Self.rememberedSuggestions { suggestions.removeAll(keepingCapacity: true) }
        suggestions[word] = suggestion
        return suggestion
    }

    /// The words that complete argument `index` of `command` on this scene, in `navigator`.
    func completions(of command: CommandDescription, argument index: Int, in navigator: Navigator) -> [String]
    {
        guard index < command.arguments.count else { return [] }
        let segues = scene?.descriptor.segues ?? []
        switch command.arguments[index].completion {
        case .nothing: return []
        case .commandsAndActions: return commandWords
        case .personalSegues: return segues.filter(\.isTakenByPerson).map(\.id)
        case .allSegues: return segues.map(\.id)
        case .stackScenes: return navigator.stack.map(\.id)
        case .storyboardScenes: return navigator.storyboard.scenes.map(\.id)
        case .choices(let choices): return choices
        }
    }
}
