/// What a scene shows, independent of any terminal: the shell decides how each line looks.
///
/// ```swift
/// var screen: Screen {
///     var lines: [Screen.Line] = contacts.enumerated().map { .item(number: $0.offset + 1, $0.element.name) }
///     if lines.isEmpty { lines.append(.placeholder("no contacts yet; type 'add'")) }
///     if let error { lines.append(.error(error)) }
///     return Screen(lines)
/// }
/// ```
public struct Screen: Sendable, Equatable {
    /// One line of a screen.
    public enum Line: Sendable, Equatable {
        /// Plain text.
        case text(String)
        /// A heading inside the screen.
        case heading(String)
        /// An entry of a list; `number` is what the user types to pick it, if anything.
        case item(number: Int?, String)
        /// A labelled value, as in a form or a detail view.
        case field(label: String, value: String)
        /// A message about the last action that went wrong (a validation error, a refused login).
        case error(String)
        /// A message about the last action that went well.
        case success(String)
        /// A hint shown in place of missing content: `(no contacts yet)`.
        case placeholder(String)
        /// An empty line.
        case blank
    }

    /// The lines, top to bottom.
    public var lines: [Line]

    /// Creates a screen.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }

    /// Rows of text set in columns, for items of several parts (a name and a phone number): each
    /// cell but the last padded to its column's widest, measured in the cells a terminal gives
    /// the text (a CJK character takes two), the columns two spaces apart.
    ///
    /// ```swift
    /// Screen.columns([["Ada Lovelace", "555-030-1815"], ["Alan Turing", "555-020-1912"]])
    /// // ["Ada Lovelace  555-030-1815", "Alan Turing   555-020-1912"]
    /// ```
    public static func columns(_ rows: [[String]]) -> [String] {
        let shown = rows.map { $0.map { printable($0) } }
        var widths: [Int] = []
        for row in shown {
            for (index, cell) in row.enumerated() {
                let width = CellWidth.of(cell)
                if index < widths.count {
                    widths[index] = max(widths[index], width)
                } else {
                    widths.append(width)
                }
            }
        }
        return zip(rows, shown).map { row, shownRow in
            row.indices.map { index in
                index == row.count - 1
                    ? row[index]
                    : row[index]
                        + String(repeating: " ", count: widths[index] - CellWidth.of(shownRow[index]))
            }.joined(separator: "  ")
        }
    }
}
