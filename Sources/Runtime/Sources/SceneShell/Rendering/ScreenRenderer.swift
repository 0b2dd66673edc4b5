import SceneRuntime

/// Renders the top scene as text: a breadcrumb of the stack, the title, the scene's content, and
/// a short line each of its actions and of where it can go.
@MainActor public struct ScreenRenderer {
    let style: Style

    init(style: Style) {
        self.style = style
    }

    /// A renderer with or without terminal colours.
    public init(colors: Bool) {
        self.style = Style(colors: colors)
    }

    /// The screen of the navigator's top scene, as the shell prints it.
    public func render(_ navigator: Navigator) -> String {
        guard let top = navigator.topScene else { return "" }
        var lines: [String] = []
        lines.append(style.dim(breadcrumb(navigator.stack)))
        lines.append(style.bold("== \(top.title) =="))
        lines.append(contentsOf: content(top.screen))
        let actions = top.actions.map(\.usage)
        if !actions.isEmpty { lines.append(style.cyan("actions: ") + actions.joined(separator: ", ")) }
        var moves = top.descriptor.segues.map { "go \($0.id)" }
        if navigator.stack.count > 1 { moves.append(contentsOf: ["back", "root"]) }
        if navigator.isPresentingModally { moves.append("dismiss") }
        if !moves.isEmpty { lines.append(style.cyan("moves: ") + moves.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Menu > Contacts >> New contact`: `>` before a pushed scene, `>>` before a modal one. On a
    /// deep stack, the middle gives way to a count: `Menu > … 95 more > Contacts > Contact`.
    func breadcrumb(_ stack: [Scene]) -> String {
        let (named, hidden) = StackSummary.abridge(stack)
        guard let root = named.first else { return "" }
        var steps =
            [root.title] + named.dropFirst().map { ($0.presentation == .modal ? ">> " : "> ") + $0.title }
        if hidden > 0 { steps.insert("> … \(hidden) more", at: 1) }
        return steps.joined(separator: " ")
    }

    private func content(_ screen: Screen) -> [String] {
        let labelWidth = screen.lines.reduce(0) { width, line in
            if case .field(let label, _) = line { max(width, label.count) } else { width }
        }
        return screen.lines.map { line in
            switch line {
            case .text(let text): "  " + text
            case .heading(let text): "  " + style.bold(text)
            case .item(let number, let text): "  " + (number.map { "\($0). " } ?? "- ") + text
            case .field(let label, let value):
                "  " + label + ":" + String(repeating: " ", count: labelWidth - label.count + 1) + value
            case .error(let text): "  " + style.red("! " + text)
            case .success(let text): "  " + style.green("* " + text)
            case .placeholder(let text): "  " + style.dim("(\(text))")
            case .blank: ""
            }
        }
    }
}
