import SceneRuntime

/// A split drawn side by side, as a wide window shows it:
///
/// ```
/// Demo > People
/// [List]                                 | Contact
/// Contacts                               | Contacts > Contact
/// == Contacts ==                         | == Contact ==
///   1. Ada Lovelace                      |   Name:  Ada Lovelace
/// actions: select N, ...
/// moves: go AddContact, focus (Ctrl-O)
/// ```
///
/// The tab bars of the containers around the split and the breadcrumb up to it come first, across
/// the window; then a column per pane, each with the pane's title (the focused one in brackets,
/// bold), the breadcrumb of the pane's stack, the title of the scene shown in it and its content;
/// then the actions and moves of the focused pane's top scene, across the window. Titles and
/// breadcrumbs are cut to their column (ending in `…`), content is wrapped; every row is made
/// visible and measured in terminal cells, and none is wider than the window.
extension ScreenRenderer {
    /// The cells between the two columns.
    static let columnSeparator = " | "

    /// The position in `containers` of the split drawn side by side in a window `width` columns
    /// wide: the one whose panes the navigator makes visible side by side
    /// (``Navigator/visibleScenes``), so that what is drawn is what has appeared.
    static func sideBySideSplit(
        in containers: [ShownContainer], of navigator: Navigator, width: Int
    ) -> Int? {
        guard let position = navigator.sideBySideSplit(width: width) else { return nil }
        return containers.firstIndex { $0.position == position }
    }

    func renderSideBySide(
        _ navigator: Navigator, top: Scene, containers: [ShownContainer], split index: Int,
        width: Int
    ) -> TerminalText {
        let split = containers[index]
        var rows: [TerminalText] = []
        for place in containers[..<index] where place.coveredBy == nil {
            rows += barRows(of: place, width: width)
        }
        rows.append(styled(breadcrumb(Array(navigator.stack[...split.position])), .dim).cut(toCells: width))
        let separatorCells = CellWidth.of(Self.columnSeparator)
        let leftWidth = (width - separatorCells) / 2
        let widths = [leftWidth, width - separatorCells - leftWidth]
        var columns: [[TerminalText]] = []
        for (pane, stack) in split.descriptor.stacks.enumerated() {
            let paneWidth = widths[min(pane, 1)]
            let title = TerminalText.oneRow(stack.title)
            var column = [
                (pane == split.selected ? styled("[\(title)]", .bold) : TerminalText(title)).cut(
                    toCells: paneWidth)
            ]
            if pane == split.selected {
                // The tab bars of containers inside the focused pane.
                for place in containers[(index + 1)...] where place.coveredBy == nil {
                    column += barRows(of: place, width: paneWidth)
                }
            }
            if pane != split.selected,
                let unmet = navigator.unmetGuard(ofTab: pane, ofContainerAt: split.position)
            {
                // Beside is no way in: a pane whose guards do not hold says why, and nothing of it.
                column += TerminalText(ShellMessages.describe(unmet)).wrapped(
                    toCells: paneWidth, indent: "  ")
            } else if case let shown = navigator.shownStack(ofTab: pane, ofContainerAt: split.position),
                let paneTop = shown.last
            {
                column.append(styled(breadcrumb(shown), .dim).cut(toCells: paneWidth))
                column.append(
                    styled("== \(TerminalText.oneRow(paneTop.currentTitle)) ==", .bold).cut(
                        toCells: paneWidth))
                var content = Writer(style: style)
                self.content(screenOf(paneTop), into: &content)
                for line in content.finish().lines {
                    column += line.wrapped(toCells: paneWidth, indent: "  ")
                }
            }
            columns.append(column)
        }
        let left = columns.first ?? []
        let right = columns.dropFirst().first ?? []
        for row in 0..<max(left.count, right.count) {
            let leftRow = row < left.count ? left[row] : TerminalText()
            var line =
                leftRow + TerminalText(String(repeating: " ", count: max(0, leftWidth - leftRow.cells)))
            if row < right.count, !right[row].isEmpty {
                line.append(Self.columnSeparator)
                line.append(right[row])
            } else {
                line.append(String(Self.columnSeparator.dropLast()))
            }
            rows.append(line)
        }
        var moves = Writer(style: style)
        actionsAndMoves(navigator, top: top, containers: containers, into: &moves)
        for line in moves.finish().lines { rows += line.wrapped(toCells: width, indent: "  ") }
        var text = TerminalText()
        for row in rows {
            text.append(row)
            text.append("\n")
        }
        return text
    }

    /// A container's tab bar (``bar(of:width:into:)``), fitted and wrapped to `width` cells.
    private func barRows(of place: ShownContainer, width: Int) -> [TerminalText] {
        var bar = Writer(style: style)
        self.bar(of: place, width: width, into: &bar)
        return bar.finish().wrapped(toCells: width)
    }

    /// The text in a style, or plain without colours.
    private func styled(_ text: String, _ emphasis: TerminalText.Emphasis) -> TerminalText {
        TerminalText(text, style.colors ? emphasis : nil)
    }
}
