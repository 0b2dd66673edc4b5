import SceneRuntime

extension TerminalText {
    /// The row made visible (``oneRow(_:)``, a tab shown as four spaces) and cut to at most
    /// `width` terminal cells, ending in `…` where it was cut; styles are kept. A character that
    /// would straddle the edge (a wide one) is left out with the rest.
    func cut(toCells width: Int) -> TerminalText {
        let pieces = visiblePieces
        let total = pieces.reduce(0) { $0 + $1.cells }
        guard total > width else { return Self.joining(pieces) }
        guard width > 0 else { return TerminalText() }
        var result = TerminalText()
        var used = 0
        for piece in pieces {
            guard used + piece.cells <= width - 1 else { break }
            result.append(String(piece.character), piece.emphasis)
            used += piece.cells
        }
        result.append("…")
        return result
    }

    /// The row made visible as ``cut(toCells:)`` makes it, in rows of at most `width` cells, each
    /// after the first starting with `indent`. A character too wide for an empty row is left out.
    func wrapped(toCells width: Int, indent: String = "") -> [TerminalText] {
        let indentCells = CellWidth.of(indent)
        guard width > indentCells else { return [cut(toCells: width)] }
        var rows: [TerminalText] = []
        var current = TerminalText()
        var used = 0
        var isEmpty = true
        for piece in visiblePieces {
            if used + piece.cells > width, !isEmpty {
                rows.append(current)
                current = TerminalText(indent)
                (used, isEmpty) = (indentCells, true)
            }
            guard used + piece.cells <= width else { continue }
            current.append(String(piece.character), piece.emphasis)
            used += piece.cells
            isEmpty = false
        }
        rows.append(current)
        return rows
    }

    /// The characters of the row as shown, each with its style and width.
    private var visiblePieces: [(character: Character, emphasis: Emphasis?, cells: Int)] {
        var pieces: [(character: Character, emphasis: Emphasis?, cells: Int)] = []
        for run in runs {
            guard case .text(let text, let emphasis) = run else { continue }
            for character in Self.oneRow(text.replacing("\t", with: "    ")) {
                pieces.append((character, emphasis, CellWidth.of(character)))
            }
        }
        return pieces
    }

    private static func joining(_ pieces: [(character: Character, emphasis: Emphasis?, cells: Int)])
        -> TerminalText
    {
        var result = TerminalText()
        for piece in pieces { result.append(String(piece.character), piece.emphasis) }
        return result
    }
}
