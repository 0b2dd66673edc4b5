import SceneRuntime

/// What can be typed on a scene, worked out once per scene of the storyboard rather than on every
/// command: its actions by name, the words Tab completes a command to, and the candidates of "did
/// you mean" suggestions. All of it follows from the scene's id (its declaration and its module's
/// actions); ``Shell`` keeps one per scene id, and forgets them all when the storyboard is read
/// again. What applies now (``Scene/availableActions``) is asked when it is offered.
@MainActor final class SceneCommands {
    /// The scene's actions, in declaration order.
    let actions: [SceneModule.ActionDescriptor]
    private let actionsByName: [String: SceneModule.ActionDescriptor]
    /// The shell's commands and the scene's actions: what a command word may be.
    let commandWords: [String]
    private let candidates: Suggestion.Candidates
    /// Suggestions already found for words that name nothing here, a typo typed again and again.
    private var suggestions: [String: String?] = [:]
    private static let rememberedSuggestions = 64

    /// What can be typed on `scene`, or before any scene is shown.
    init(scene: Scene?) {
        let actions = scene?.actions ?? []
        self.actions = actions
        actionsByName = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        commandWords = ShellCommand.names + actions.map(\.name)
        candidates = Suggestion.Candidates(commandWords)
    }

    /// The action of the scene called `name`.
    func action(named name: String) -> SceneModule.ActionDescriptor? {
        actionsByName[name]
    }

    /// Whether the command word `word` applies now on `scene`: not one of its actions that it says
    /// does not apply now.
    func appliesNow(_ word: String, on scene: Scene?) -> Bool {
        guard let scene, actionsByName[word] != nil else { return true }
        return scene.availability(ofAction: word).isAvailable
    }

    /// The command or action `word` may be a typo of.
    func suggestion(for word: String) -> String? {
        if let known = suggestions[word] { return known }
        let suggestion = Suggestion.closest(to: word, in: candidates)
        if suggestions.count >= Self.rememberedSuggestions { suggestions.removeAll(keepingCapacity: true) }
        suggestions[word] = suggestion
        return suggestion
    }

    /// The words that complete argument `index` (0 for the first) of the action `name` on `scene`,
    /// as the kind it declares allows: the words of a choice, the numbers of the items `scene`
    /// shows now for a position. Nothing for another kind, an action that does not apply now, or
    /// no such action.
    func completions(ofAction name: String, argument index: Int, on scene: Scene?) -> [String] {
        guard let scene, let action = action(named: name), appliesNow(name, on: scene) else { return [] }
        switch action.kind(at: index) {
        case .choice(let words)?:
            return words
        case .position?:
            return scene.screen.lines.compactMap { line in
                guard case .item(let number?, _) = line else { return nil }
                return String(number)
            }
        default:
            return []
        }
    }

    /// The words that complete argument `index` of `command` on this scene, the top of `navigator`;
    /// of its actions and segues, only those that apply now.
    func completions(of command: CommandDescription, argument index: Int, in navigator: Navigator) -> [String]
    {
        guard index < command.arguments.count else { return [] }
        let top = navigator.topScene
        let segues = top?.descriptor.segues ?? []
        switch command.arguments[index].completion {
        case .nothing: return []
        case .commandsAndActions: return commandWords.filter { appliesNow($0, on: top) }
        case .personalSegues: return top.map { navigator.offeredSegues(of: $0).map(\.id) } ?? []
        case .allSegues: return segues.map(\.id)
        case .stackScenes: return navigator.stack.map(\.id)
        case .tabs:
            return navigator.containerPositions.reversed().flatMap {
                navigator.stack[$0].descriptor.container?.stacks.map(\.id) ?? []
            }
        case .storyboardScenes: return navigator.storyboard.scenes.map(\.id)
        case .modules:
            return Set(navigator.storyboard.scenes.filter { !$0.isContainer }.map(\.module)).sorted()
        case .choices(let choices): return choices
        }
    }
}
