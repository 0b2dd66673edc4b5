/// A small model of a VT100/xterm screen, to check what a person sees after a program wrote to a
/// terminal: it interprets the few sequences the shell emits (carriage return, line feed with
/// scrolling, `Esc [ K`, `Esc [ N D`, `Esc [ ROW ; COL H`, `Esc [ 2 J`, the alternate screen
/// `Esc [ ? 1049 h`/`l`; of the colours, only dim is kept, cell by cell) and keeps the normal
/// screen's scrollback. Each character takes one cell (the tests that use it type ASCII).
struct VirtualScreen {
    let rows: Int
    let columns: Int
    private(set) var cells: [[Character]]
    /// Whether each cell was written dim (`Esc [ 2 m`).
    private(set) var dimCells: [[Bool]]
    private var dimming = false
    private(set) var row = 0
    private(set) var column = 0
    /// Rows scrolled off the top of the normal screen.
    private(set) var scrollback: [String] = []
    /// Whether the alternate screen is shown.
    private(set) var isAlternate = false
    private var savedNormal: (cells: [[Character]], row: Int, column: Int)?
    /// Sequences it does not know, to fail a test that emits one.
    private(set) var unknown: [String] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        dimCells = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    /// The characters of row `row` written dim, in order.
    func dimText(row: Int) -> String {
        String(zip(cells[row], dimCells[row]).filter(\.1).map(\.0))
    }

    /// The screen's rows, trailing blanks cut.
    var lines: [String] {
        cells.map(Self.trimmed)
    }

    /// The screen as text, without its trailing empty rows.
    var text: String {
        var shown = lines
        while shown.last == "" { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    /// Interprets `bytes` as the terminal would.
    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\r": column = 0
            case "\n": lineFeed()
            case "\u{07}": break
            case "\u{1B}":
                guard index < scalars.count, scalars[index] == "[" else {
                    unknown.append("ESC")
                    continue
                }
                index += 1
                var parameters = ""
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || ";?".unicodeScalars.contains(scalars[index]) {
                    parameters.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { return }
                let final = scalars[index]
                index += 1
                control(final, parameters)
            default: put(Character(scalar))
            }
        }
    }

    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        switch (final, parameters) {
        case ("m", _):
            for number in numbers.isEmpty ? [0] : numbers {
                if number == 2 { dimming = true }
                if number == 0 || number == 22 { dimming = false }
            }
        case ("K", ""):
            for cell in column..<columns { (cells[row][cell], dimCells[row][cell]) = (" ", false) }
        case ("D", _): column = max(0, column - max(1, numbers.first ?? 1))
        case ("H", _):
            row = min(rows, max(1, numbers.first ?? 1)) - 1
            column = min(columns, max(1, numbers.count > 1 ? numbers[1] : 1)) - 1
        case ("J", "2"): clear()
        case ("h", "?1049"):
            savedNormal = savedNormal ?? (cells, row, column)
            isAlternate = true
            clear()
        case ("l", "?1049"):
            clear()
            if let saved = savedNormal { (cells, row, column) = saved }
            savedNormal = nil
            isAlternate = false
        default: unknown.append("ESC[\(parameters)\(final)")
        }
    }

    private mutating func clear() {
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        dimCells = Array(repeating: Array(repeating: false, count: columns), count: rows)
    }

    private static func trimmed(_ row: [Character]) -> String {
        String(row.reversed().drop(while: { $0 == " " }).reversed())
    }

    private mutating func put(_ character: Character) {
        if column >= columns {
            column = 0
            lineFeed()
        }
        cells[row][column] = character
        dimCells[row][column] = dimming
        column += 1
    }

    private mutating func lineFeed() {
        if row < rows - 1 {
            row += 1
            return
        }
        if !isAlternate { scrollback.append(Self.trimmed(cells[0])) }
        cells.removeFirst()
        cells.append(Array(repeating: " ", count: columns))
        dimCells.removeFirst()
        dimCells.append(Array(repeating: false, count: columns))
    }
}
