public import SceneRuntime

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

    /// The screen of the navigator's top scene, as the shell prints it. Every text of the scene
    /// and the storyboard is made visible and kept on its row (``TerminalText/oneRow(_:)``); only a
    /// `.text` line may span rows, at its own line feeds.
    public func render(_ navigator: Navigator) -> TerminalText {
        guard let top = navigator.topScene else { return "" }
        var lines: [TerminalText] = []
        lines.append(style.dim(breadcrumb(navigator.stack)))
        lines.append(style.bold("== \(TerminalText.oneRow(top.title)) =="))
        lines.append(contentsOf: content(top.screen))
        let actions = top.actions.map { TerminalText.oneRow($0.usage) }
        if !actions.isEmpty {
            lines.append(style.cyan("actions: ") + TerminalText(actions.joined(separator: ", ")))
        }
        var moves = top.descriptor.segues.filter(\.isTakenByPerson).map { "go \(TerminalText.oneRow($0.id))" }
        if navigator.stack.count > 1 { moves.append(contentsOf: ["back", "root"]) }
        if navigator.isPresentingModally { moves.append("dismiss") }
        if !moves.isEmpty {
            lines.append(style.cyan("moves: ") + TerminalText(moves.joined(separator: ", ")))
        }
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
        return TerminalText.oneRow(steps.joined(separator: " "))
    }

    private func content(_ screen: Screen) -> [TerminalText] {
        let oneRow = TerminalText.oneRow
        let labelWidth = screen.lines.reduce(0) { width, line in
            if case .field(let label, _) = line { max(width, CellWidth.of(oneRow(label))) } else { width }
        }
        return screen.lines.map { line in
            switch line {
            case .text(let text):
                let rows = printable(text, keepingLineBreaks: true).split(
                    separator: "\n", omittingEmptySubsequences: false)
                return TerminalText(rows.map { "  " + $0 }.joined(separator: "\n"))
            case .heading(let text): return "  \(style.bold(oneRow(text)))"
            case .item(let number, let text):
                return TerminalText("  " + (number.map { "\($0). " } ?? "- ") + oneRow(text))
            case .field(let label, let value):
                return TerminalText(
                    "  " + CellWidth.padded(oneRow(label) + ":", to: labelWidth + 2) + oneRow(value))
            case .error(let text): return "  \(style.red("! " + oneRow(text)))"
            case .success(let text): return "  \(style.green("* " + oneRow(text)))"
            case .placeholder(let text): return "  \(style.dim("(\(oneRow(text)))"))"
            case .blank: return ""
            }
        }
    }
}
