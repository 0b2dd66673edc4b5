public import SceneRuntime

/// Renders the top scene as text: a breadcrumb of the stack, the title, the scene's content, and
/// a short line each of its actions and of where it can go.
@MainActor public struct ScreenRenderer {
    let style: Style
    /// What a scene shows, as drawn: its ``Scene/screen`` unless the shell leaves lines out (what
    /// the scene said to an earlier command: see ``Shell/shownScreen(of:)``).
    var screenOf: @MainActor (Scene) -> Screen = { $0.screen }

    init(style: Style) {
        self.style = style
    }

    /// A renderer with or without terminal colours.
    public init(colors: Bool) {
        self.style = Style(colors: colors)
    }

    /// The width of the window the screen is drawn for when there is no window (a script, piped
    /// input, a transcript), unless `COLUMNS` says otherwise: narrower than a split's default
    /// ``SceneDescriptor/Container/minimumWidth``, so a split shows its focused pane alone.
    public static let windowlessWidth = 80

    /// The screen of the navigator's top scene, as the shell prints it in a window `width`
    /// columns wide. Every text of the scene and the storyboard is made visible and kept on its
    /// row (``TerminalText/oneRow(_:)``); only a `.text` line may span rows, at its own line feeds.
    ///
    /// A split at least its ``SceneDescriptor/Container/minimumWidth`` wide is drawn side by side (see
    /// `ScreenRenderer+Split.swift`), every row within `width`; otherwise the focused pane is
    /// drawn alone, under a line of the panes' titles, and rows are as long as their text.
    ///
    /// Written in one pass into one text (plain pieces gathered in one string), not built as lines
    /// and joined: the runs are the same, merged as ``TerminalText`` merges them.
    public func render(_ navigator: Navigator, width: Int = windowlessWidth) -> TerminalText {
        guard let top = navigator.topScene else { return "" }
        let containers = ShownContainer.all(in: navigator)
        if let split = Self.sideBySideSplit(in: containers, of: navigator, width: width) {
            return renderSideBySide(navigator, top: top, containers: containers, split: split, width: width)
        }
        var out = Writer(style: style)
        // A container a modal scene covers shows no tab bar.
        for place in containers where place.coveredBy == nil {
            bar(of: place, width: width, into: &out)
            out.add("\n")
        }
        out.add(breadcrumb(navigator.stack), .dim)
        out.add("\n")
        out.add("== \(TerminalText.oneRow(top.currentTitle)) ==", .bold)
        out.add("\n")
        content(screenOf(top), into: &out)
        actionsAndMoves(navigator, top: top, containers: containers, into: &out)
        return out.finish()
    }

    /// A container's tab bar, the selected tab in brackets (and bold); a split's panes' titles
    /// between bars, the focused one in brackets. A bar wider than `width` cells shows the tabs
    /// around the selected one that fit, with `…` where others are left out (`… Tab 9  [Tab 10]
    /// Tab 11 …`): one row, as a terminal's tab strip scrolls, never wrapped.
    func bar(of place: ShownContainer, width: Int, into out: inout Writer) {
        let separator = place.descriptor.kind == .split ? " | " : "  "
        let titles = place.descriptor.stacks.enumerated().map { index, stack in
            let title = TerminalText.oneRow(stack.title)
            return index == place.selected ? "[\(title)]" : title
        }
        let shown = Self.fitting(titles, around: place.selected, separator: separator, width: width)
        if shown.lowerBound > 0 { out.add("…" + separator) }
        for index in shown {
            out.add(index == shown.lowerBound ? "" : separator)
            if index == place.selected { out.add(titles[index], .bold) } else { out.add(titles[index]) }
        }
        if shown.upperBound < titles.count { out.add(separator + "…") }
    }

    /// The tabs shown of a bar of `titles` in `width` cells: all when they fit; otherwise the
    /// `selected` one and as many on either side as fit with `…` for those left out, one to the
    /// right, one to the left, in turn.
    static func fitting(_ titles: [String], around selected: Int, separator: String, width: Int) -> Range<Int>
    {
        let cells = titles.map(CellWidth.of)
        let gap = CellWidth.of(separator)
        guard cells.reduce(0, +) + gap * max(0, titles.count - 1) > width, titles.indices.contains(selected)
        else {
            return titles.indices
        }
        let marker = 1 + gap
        func used(_ range: Range<Int>) -> Int {
            cells[range].reduce(0, +) + gap * (range.count - 1) + (range.lowerBound > 0 ? marker : 0)
                + (range.upperBound < titles.count ? marker : 0)
        }
        var shown = selected..<(selected + 1)
        var grew = true
        while grew {
            grew = false
            if shown.upperBound < titles.count, used(shown.lowerBound..<(shown.upperBound + 1)) <= width {
                shown = shown.lowerBound..<(shown.upperBound + 1)
                grew = true
            }
            if shown.lowerBound > 0, used((shown.lowerBound - 1)..<shown.upperBound) <= width {
                shown = (shown.lowerBound - 1)..<shown.upperBound
                grew = true
            }
        }
        return shown
    }

    /// The line of the top scene's actions and the line of where it can go, if any: only the
    /// actions and segues that apply now.
    func actionsAndMoves(
        _ navigator: Navigator, top: Scene, containers: [ShownContainer], into out: inout Writer
    ) {
        let actions = navigator.offeredActions(of: top)
        if !actions.isEmpty {
            out.add("actions: ", .cyan)
            for (index, action) in actions.enumerated() {
                if index > 0 { out.add(", ") }
                out.add(TerminalText.oneRow(action.usage))
            }
            out.add("\n")
        }
        let moves = Self.moves(navigator, top: top, containers: containers)
        guard !moves.isEmpty else { return }
        out.add("moves: ", .cyan)
        for (index, move) in moves.enumerated() {
            if index > 0 { out.add(", ") }
            out.add(move.shown)
        }
        out.add("\n")
    }

    /// Where `top` can go now, as the moves line lists them: each command as typed (`go
    /// AddContact`, `tab Notes`) and as shown (`focus (Ctrl-O)`, made visible). The command
    /// palette offers the same.
    static func moves(
        _ navigator: Navigator, top: Scene, containers: [ShownContainer]
    ) -> [(command: String, shown: String)] {
        var moves: [(command: String, shown: String)] = []
        func move(_ command: String, shown: String? = nil) {
            moves.append((command, shown ?? TerminalText.oneRow(command)))
        }
        for segue in navigator.offeredSegues(of: top) {
            move("go \(segue.id)")
        }
        let stackStart = navigator.stackStart
        if navigator.stack.count - 1 > stackStart || (stackStart > 0 && navigator.canLeaveTabRoot) {
            move("back")
        }
        if navigator.stack.count - 1 > stackStart { move("root") }
        // Every container shown, innermost first: a split's focus, the other tabs of tabs that
        // `tab ID` selects (an id an inner container has too names the inner one's tab).
        var offersFocus = false
        let selectable = navigator.selectableTabs
        for place in containers.reversed() where place.coveredBy == nil {
            if place.descriptor.kind == .split {
                if !offersFocus { move("focus", shown: "focus (\(Interactive.focusKey.name))") }
                offersFocus = true
            } else {
                for selection in selectable where selection.position == place.position {
                    move("tab \(place.descriptor.stacks[selection.tab].id)")
                }
            }
        }
        if navigator.isPresentingModally { move("dismiss") }
        return moves
    }

    /// `Menu > Contacts >> New contact`: `>` before a pushed scene, `>>` before a modal one, each
    /// scene's title as it shows it now (``Scene/currentTitle``). On a deep stack, the middle
    /// gives way to a count: `Menu > … 95 more > Contacts > Contact`.
    func breadcrumb(_ stack: [Scene]) -> String {
        Self.breadcrumb(stack)
    }

    /// ``breadcrumb(_:)``, where no screen is drawn (an error names the stack as the screen shows it).
    static func breadcrumb(_ stack: [Scene]) -> String {
        guard let root = stack.first else { return "" }
        var text = root.currentTitle
        let hidden = stack.count > StackSummary.namedAtTop + 2 ? stack.count - 1 - StackSummary.namedAtTop : 0
        if hidden > 0 { text += " > … \(hidden) more" }
        for scene in stack[(1 + hidden)...] {
            text += scene.presentation == .modal ? " >> " : " > "
            text += scene.currentTitle
        }
        return TerminalText.oneRow(text)
    }

    func content(_ screen: Screen, into out: inout Writer) {
        let oneRow = TerminalText.oneRow
        // Each field's label as shown, and its cells: measured once (by grapheme cluster, which
        // costs), to align the values and to pad each label.
        var labels: [(text: String, cells: Int)] = []
        for line in screen.lines {
            if case .field(let label, _) = line {
                let text = oneRow(label)
                labels.append((text, CellWidth.of(text)))
            }
        }
        let labelWidth = labels.reduce(0) { max($0, $1.cells) }
        var nextLabel = 0
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
            case .field(_, let value):
                let label = labels[nextLabel]
                nextLabel += 1
                out.add("  ")
                // The label, its colon (one cell: it never joins the cluster before it) and the
                // spaces up to the widest label's, and one more.
                let padding = max(0, labelWidth + 1 - label.cells)
                out.add(label.text + ":" + String(repeating: " ", count: padding))
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
    struct Writer {
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
