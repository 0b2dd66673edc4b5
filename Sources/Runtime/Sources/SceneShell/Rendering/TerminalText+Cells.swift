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
    /// after the first starting with `indent`: broken after the last space that fits (the space
    /// left out), or inside a word longer than a row. A character too wide for an empty row is
    /// left out.
    func wrapped(toCells width: Int, indent: String = "") -> [TerminalText] {
        let indentCells = CellWidth.of(indent)
        guard width > indentCells else { return [cut(toCells: width)] }
        var rows: [[Piece]] = []
        var current: [Piece] = []
        var used = 0
        var limit = width
        for piece in visiblePieces {
            if used + piece.cells > limit, !current.isEmpty {
                // The word being written goes to the next row whole, when it fits there.
                var carried: [Piece] = []
                if piece.character != " ", let space = current.lastIndex(where: { $0.character == " " }),
                    space > 0
                {
                    let word = Array(current[(space + 1)...])
                    if word.reduce(0, { $0 + $1.cells }) + piece.cells <= width - indentCells {
                        carried = word
                        current.removeSubrange(space...)
                    }
                }
                rows.append(current)
                current = carried
                used = carried.reduce(0) { $0 + $1.cells }
                limit = width - indentCells
                if piece.character == " ", current.isEmpty { continue }
            }
            guard used + piece.cells <= limit else { continue }
            current.append(piece)
            used += piece.cells
        }
        rows.append(current)
        return rows.enumerated().map { index, pieces in
            var row = TerminalText(index == 0 ? "" : indent)
            row.append(Self.joining(pieces))
            return row
        }
    }

    /// A character as shown, with its style and width in cells.
    private typealias Piece = (character: Character, emphasis: Emphasis?, cells: Int)

    /// The characters of the row as shown, each with its style and width.
    private var visiblePieces: [Piece] {
        var pieces: [Piece] = []
        for run in runs {
            guard case .text(let text, let emphasis) = run else { continue }
            for character in Self.oneRow(text.replacing("\t", with: "    ")) {
                pieces.append((character, emphasis, CellWidth.of(character)))
            }
        }
        return pieces
    }

    /// The characters as one text, each in its style.
    private static func joining(_ pieces: [Piece]) -> TerminalText {
        var result = TerminalText()
        for piece in pieces { result.append(String(piece.character), piece.emphasis) }
        return result
    }
}
