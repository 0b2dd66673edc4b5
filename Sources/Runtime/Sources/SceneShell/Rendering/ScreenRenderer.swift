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
    ///
    /// Written in one pass into one text (plain pieces gathered in one string), not built as lines
    /// and joined: the runs are the same, merged as ``TerminalText`` merges them.
    public func render(_ navigator: Navigator) -> TerminalText {
        guard let top = navigator.topScene else { return "" }
        var out = Writer(style: style)
        let containers = navigator.containers
        // A container a modal scene covers shows no tab bar.
        for place in containers where place.coveredBy == nil {
            // A split shows its panes' titles, the focused one in brackets, between bars.
            let separator = place.descriptor.kind == .split ? " | " : "  "
            for (index, stack) in place.descriptor.stacks.enumerated() {
                out.add(index == 0 ? "" : separator)
                if index == place.selected {
                    out.add("[\(TerminalText.oneRow(stack.title))]", .bold)
                } else {
                    out.add(TerminalText.oneRow(stack.title))
                }
            }
            out.add("\n")
        }
        out.add(breadcrumb(navigator.stack), .dim)
        out.add("\n")
        out.add("== \(TerminalText.oneRow(top.title)) ==", .bold)
        out.add("\n")
        content(top.screen, into: &out)
        let actions = top.actions
        if !actions.isEmpty {
            out.add("actions: ", .cyan)
            for (index, action) in actions.enumerated() {
                if index > 0 { out.add(", ") }
                out.add(TerminalText.oneRow(action.usage))
            }
            out.add("\n")
        }
        var hasMoves = false
        func move(_ text: String) {
            out.add(hasMoves ? ", " : "")
            if !hasMoves { out.add("moves: ", .cyan) }
            hasMoves = true
            out.add(text)
        }
        for segue in top.descriptor.segues where segue.isTakenByPerson {
            move("go \(TerminalText.oneRow(segue.id))")
        }
        let stackStart = navigator.stackStart
        if navigator.stack.count - 1 > stackStart || (stackStart > 0 && navigator.canLeaveTabRoot) {
            move("back")
        }
        if navigator.stack.count - 1 > stackStart { move("root") }
        if let innermost = containers.last, innermost.coveredBy == nil {
            if innermost.descriptor.kind == .split {
                move("focus")
            } else {
                for (index, stack) in innermost.descriptor.stacks.enumerated()
                where index != innermost.selected {
                    move("tab \(TerminalText.oneRow(stack.id))")
                }
            }
        }
        if navigator.isPresentingModally { move("dismiss") }
        if hasMoves { out.add("\n") }
        return out.finish()
    }

    /// `Menu > Contacts >> New contact`: `>` before a pushed scene, `>>` before a modal one. On a
    /// deep stack, the middle gives way to a count: `Menu > … 95 more > Contacts > Contact`.
    func breadcrumb(_ stack: [Scene]) -> String {
        guard let root = stack.first else { return "" }
        var text = root.title
        let hidden = stack.count > StackSummary.namedAtTop + 2 ? stack.count - 1 - StackSummary.namedAtTop : 0
        if hidden > 0 { text += " > … \(hidden) more" }
        for scene in stack[(1 + hidden)...] {
            text += scene.presentation == .modal ? " >> " : " > "
            text += scene.title
        }
        return TerminalText.oneRow(text)
    }

    private func content(_ screen: Screen, into out: inout Writer) {
        let oneRow = TerminalText.oneRow
        let labelWidth = screen.lines.reduce(0) { width, line in
            if case .field(let label, _) = line { max(width, CellWidth.of(oneRow(label))) } else { width }
        }
        for line in screen.lines {
            switch line {
            case .text(let text):
                let rows = printable(text, keepingLineBreaks: true).split(
                    separator: "\n", omittingEmptySubsequences: false)
                out.add(rows.map { "  " + $0 }.joined(separator: "\n"))
            case .heading(let text):
                out.add("  ")
                out.add(oneRow(text), .bold)
            case .item(let number, let text):
                out.add("  ")
                out.add(number.map { "\($0). " } ?? "- ")
                out.add(oneRow(text))
            case .field(let label, let value):
                out.add("  ")
                out.add(CellWidth.padded(oneRow(label) + ":", to: labelWidth + 2))
                out.add(oneRow(value))
            case .error(let text):
                out.add("  ")
                out.add("! " + oneRow(text), .red)
            case .success(let text):
                out.add("  ")
                out.add("* " + oneRow(text), .green)
            case .placeholder(let text):
                out.add("  ")
                out.add("(\(oneRow(text)))", .dim)
            case .blank: break
            }
            out.add("\n")
        }
    }

    /// Text being written: plain pieces gathered as the bytes of one string (appending bytes costs
    /// less than growing a string piece by piece), each styled piece a run of its own (plain when
    /// colours are off).
    private struct Writer {
        let style: Style
        var text = TerminalText()
        var plain: [UInt8] = []

        init(style: Style) {
            self.style = style
            plain.reserveCapacity(256)
        }

        mutating func add(_ piece: String) {
            plain.append(contentsOf: piece.utf8)
        }

        mutating func add(_ piece: String, _ emphasis: TerminalText.Emphasis) {
            guard style.colors else { return add(piece) }
            flush()
            text.append(piece, emphasis)
        }

        mutating func finish() -> TerminalText {
            flush()
            return text
        }

        private mutating func flush() {
            text.append(String(decoding: plain, as: UTF8.self))
            plain.removeAll(keepingCapacity: true)
        }
    }
}
