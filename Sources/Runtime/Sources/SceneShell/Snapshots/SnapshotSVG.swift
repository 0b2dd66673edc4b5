import SceneRuntime

/// A screen of a snapshot as SVG: a monospace rendering of its lines on a dark background, each
/// run of text in the renderer's style (bold, dim, red, green, cyan). Every character of the text
/// is escaped for XML, so a screen cannot become markup.
enum SnapshotSVG {
    /// The width of a cell and the height of a row, in pixels.
    static let cellWidth = 8.4
    static let rowHeight = 17

    static func render(_ screen: SnapshotScreen) -> String {
        var rows: [[SnapshotScreen.Run]] = [[]]
        for run in screen.runs {
            let pieces = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { rows.append([]) }
                if !piece.isEmpty {
                    rows[rows.count - 1].append(.init(text: String(piece), style: run.style))
                }
            }
        }
        if rows.count > 1, rows[rows.count - 1].isEmpty { rows.removeLast() }
        let columns = max(
            SnapshotScreen.width, rows.map { $0.reduce(0) { $0 + CellWidth.of($1.text) } }.max() ?? 0)
        let width = Int((Double(columns) * cellWidth).rounded(.up)) + 16
        let height = rows.count * rowHeight + 16
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
            font-size="14">
            <rect width="100%" height="100%" fill="#1e1e1e"/>
            <g fill="#d4d4d4" xml:space="preserve">

            """
        for (index, row) in rows.enumerated() where !row.isEmpty {
            svg += "<text x=\"8\" y=\"\(8 + (index + 1) * rowHeight - 4)\">"
            for run in row {
                let text = escaped(run.text)
                svg += run.style.map { "<tspan\(attributes(of: $0))>\(text)</tspan>" } ?? text
            }
            svg += "</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    private static func attributes(of style: String) -> String {
        switch style {
        case "bold": " font-weight=\"bold\""
        case "dim": " fill-opacity=\"0.6\""
        case "red": " fill=\"#f14c4c\""
        case "green": " fill=\"#23d18b\""
        case "cyan": " fill=\"#29b8db\""
        default: ""
        }
    }

    /// `text` with `&`, `<`, `>` and `"` as XML's entities, a tab as a space.
    static func escaped(_ text: String) -> String {
        text.replacingScalars(xmlEntities)
    }

    private static let xmlEntities: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\t": " ",
        // Not characters XML allows.
        "\u{FFFE}": "\u{FFFD}", "\u{FFFF}": "\u{FFFD}",
    ]
}
