/// The text being edited at the prompt and the cursor in it, with the editing operations of a
/// readline-style editor. The text is kept in two parts, before and after the cursor (the part
/// after reversed), so that typing or pasting anywhere in a long line costs the same as at its end.
struct LineBuffer: Equatable {
    private var beforeCursor: [Character] = []
    /// The characters after the cursor, last first.
    private var afterCursor: [Character] = []

    var text: String { String(beforeCursor) + String(afterCursor.reversed()) }
    /// The text before the cursor.
    var textBeforeCursor: String { String(beforeCursor) }
    /// How many characters precede the cursor.
    var cursor: Int { beforeCursor.count }
    /// How many characters follow the cursor.
    var charactersAfterCursor: Int { afterCursor.count }
    var isEmpty: Bool { beforeCursor.isEmpty && afterCursor.isEmpty }

    init(_ text: String = "") {
        beforeCursor = Array(text)
    }

    mutating func insert(_ text: String) {
        beforeCursor.append(contentsOf: text)
    }

    /// Deletes the character before the cursor; `false` if there is none.
    @discardableResult
    mutating func backspace() -> Bool {
        beforeCursor.popLast() != nil
    }

    /// Deletes the character under the cursor; `false` if there is none.
    @discardableResult
    mutating func deleteForward() -> Bool {
        afterCursor.popLast() != nil
    }

    mutating func moveLeft() {
        if let character = beforeCursor.popLast() { afterCursor.append(character) }
    }

    mutating func moveRight() {
        if let character = afterCursor.popLast() { beforeCursor.append(character) }
    }

    mutating func moveHome() {
        afterCursor.append(contentsOf: beforeCursor.reversed())
        beforeCursor.removeAll()
    }

    mutating func moveEnd() {
        beforeCursor.append(contentsOf: afterCursor.reversed())
        afterCursor.removeAll()
    }

    /// Ctrl-K: deletes from the cursor to the end.
    mutating func killToEnd() { afterCursor.removeAll() }

    /// Ctrl-U: deletes from the start to the cursor.
    mutating func killToStart() { beforeCursor.removeAll() }

    /// Ctrl-W: deletes the word before the cursor and the blanks after it.
    mutating func deleteWordBackward() {
        while beforeCursor.last?.isWhitespace == true { beforeCursor.removeLast() }
        while let last = beforeCursor.last, !last.isWhitespace { beforeCursor.removeLast() }
    }

    /// The part of the line to show in `columns` columns, so that the cursor is visible: as much
    /// as fits before the cursor (keeping a column for the cursor itself), then what fits after
    /// it. `columnsAfterCursor` is how far the cursor is from the end of `text`.
    func window(columns: Int) -> (text: String, columnsAfterCursor: Int) {
        var start = beforeCursor.count
        var used = 0
        while start > 0, used + beforeCursor[start - 1].columns < columns {
            start -= 1
            used += beforeCursor[start].columns
        }
        var shown = String(beforeCursor[start...])
        var after = 0
        for character in afterCursor.reversed() {
            guard used + after + character.columns <= columns else { break }
            after += character.columns
            shown.append(character)
        }
        return (shown, after)
    }
}

extension Character {
    /// How many columns a terminal gives the character: two for East Asian wide characters and
    /// emoji, one otherwise.
    var columns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
