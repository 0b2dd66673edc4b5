/// The text being edited at the prompt and the cursor in it, with the editing operations of a
/// readline-style editor.
struct LineBuffer: Equatable {
    private(set) var characters: [Character] = []
    /// The cursor, as an index into ``characters`` (0...count).
    private(set) var cursor = 0

    var text: String { String(characters) }
    /// The text before the cursor.
    var textBeforeCursor: String { String(characters[..<cursor]) }
    /// How many characters follow the cursor.
    var charactersAfterCursor: Int { characters.count - cursor }
    var isEmpty: Bool { characters.isEmpty }

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    mutating func insert(_ text: String) {
        characters.insert(contentsOf: text, at: cursor)
        cursor += text.count
    }

    /// Deletes the character before the cursor; `false` if there is none.
    @discardableResult
    mutating func backspace() -> Bool {
        guard cursor > 0 else { return false }
        cursor -= 1
        characters.remove(at: cursor)
        return true
    }

    /// Deletes the character under the cursor; `false` if there is none.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    /// Ctrl-K: deletes from the cursor to the end.
    mutating func killToEnd() { characters.removeSubrange(cursor...) }

    /// Ctrl-U: deletes from the start to the cursor.
    mutating func killToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Ctrl-W: deletes the word before the cursor and the blanks after it.
    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
