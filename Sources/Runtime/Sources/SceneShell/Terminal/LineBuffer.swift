import SceneRuntime

/// The text being edited at the prompt and the cursor in it, with the editing operations of a
/// readline-style editor. The text is kept in two parts, before and after the cursor (the part
/// after reversed), so that typing or pasting anywhere in a long line costs the same as at its end.
/// Both are grapheme clusters (Swift `Character`s), so the cursor moves and deletes by what the
/// user sees as one character: `e` with a combining accent, a flag, a ZWJ emoji sequence. A mark
/// or joiner typed after a character joins its cluster, as it does on the screen.
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

    /// The longest cluster (in UTF-8 bytes) that typed text still joins; beyond it, a stream of
    /// combining marks starts new clusters, so that a hostile paste costs linear time.
    private static let longestJoinedCluster = 256

    mutating func insert(_ text: String) {
        if let last = beforeCursor.last, last.utf8.count < Self.longestJoinedCluster {
            beforeCursor.removeLast()
            beforeCursor.append(contentsOf: String(last) + text)
        } else {
            beforeCursor.append(contentsOf: text)
        }
        joinAtCursor()
    }

    /// Joins the clusters on both sides of the cursor if they form one, the cursor after it (typed
    /// text before a lone mark, or a deletion that brings two halves of a cluster together).
    private mutating func joinAtCursor() {
        guard let last = beforeCursor.last, let next = afterCursor.last,
            last.utf8.count + next.utf8.count <= Self.longestJoinedCluster
        else { return }
        let joined = String(last) + String(next)
        guard joined.count == 1, let cluster = joined.first else { return }
        beforeCursor[beforeCursor.count - 1] = cluster
        afterCursor.removeLast()
    }

    /// Deletes the character before the cursor; `false` if there is none.
    @discardableResult
    mutating func backspace() -> Bool {
        guard beforeCursor.popLast() != nil else { return false }
        joinAtCursor()
        return true
    }

    /// Deletes the character under the cursor; `false` if there is none.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard afterCursor.popLast() != nil else { return false }
        joinAtCursor()
        return true
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
    mutating func killToStart() {
        beforeCursor.removeAll()
        joinAtCursor()
    }

    /// Ctrl-W (readline's unix-word-rubout): deletes back to the blank before the word before the
    /// cursor, and the blanks after that word; punctuation is part of the word (`a.b` goes whole).
    mutating func deleteBlankSeparatedWordBackward() {
        while beforeCursor.last?.isWhitespace == true { beforeCursor.removeLast() }
        while let last = beforeCursor.last, !last.isWhitespace { beforeCursor.removeLast() }
        joinAtCursor()
    }

    // Words as readline's word motions see them: runs of letters and digits; everything else
    // (blanks, punctuation, symbols) separates them.

    /// Whether `character` is part of a word for the word motions: a letter or a digit.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Alt-B, Ctrl-Left: moves to the start of the word before the cursor (or the one it is in).
    mutating func moveWordBackward() {
        while let last = beforeCursor.last, !Self.isWordCharacter(last) { moveLeft() }
        while let last = beforeCursor.last, Self.isWordCharacter(last) { moveLeft() }
    }

    /// Alt-F, Ctrl-Right: moves to the end of the word after the cursor (or the one it is in).
    mutating func moveWordForward() {
        while let next = afterCursor.last, !Self.isWordCharacter(next) { moveRight() }
        while let next = afterCursor.last, Self.isWordCharacter(next) { moveRight() }
    }

    /// Alt-D: deletes from the cursor to the end of the word after it (where Alt-F goes); `false`
    /// if there is nothing after the cursor.
    @discardableResult
    mutating func deleteWordForward() -> Bool {
        guard Self.removeWord(from: &afterCursor) else { return false }
        joinAtCursor()
        return true
    }

    /// Alt-Backspace: deletes from the start of the word before the cursor (where Alt-B goes) to
    /// the cursor; `false` if there is nothing before the cursor.
    @discardableResult
    mutating func deleteWordBackward() -> Bool {
        guard Self.removeWord(from: &beforeCursor) else { return false }
        joinAtCursor()
        return true
    }

    /// Removes the separators at the end of `characters`, then the word before them; `false` if
    /// `characters` is empty. Both halves of the line end at the cursor (`afterCursor` is reversed),
    /// so this deletes the word before the cursor from `beforeCursor` and the one after it from
    /// `afterCursor`.
    private static func removeWord(from characters: inout [Character]) -> Bool {
        guard !characters.isEmpty else { return false }
        while let last = characters.last, !isWordCharacter(last) { characters.removeLast() }
        while let last = characters.last, isWordCharacter(last) { characters.removeLast() }
        return true
    }

    /// The part of the line to show in `columns` terminal cells, so that the cursor is visible: as
    /// much as fits before the cursor (keeping a cell for the cursor itself), then what fits after
    /// it. Each character is shown as ``TerminalText/oneRow(_:)`` makes it visible (a bidi control
    /// typed or pasted shows as `\u{202E}`) and measured in cells (``CellWidth``).
    /// `columnsAfterCursor` is how many cells the cursor is from the end of `text`.
    func window(columns: Int) -> (text: String, columnsAfterCursor: Int) {
        var start = beforeCursor.count
        var used = 0
        var shownBefore: [String] = []
        while start > 0 {
            let shown = Self.visible(beforeCursor[start - 1])
            let width = CellWidth.of(shown)
            guard used + width < columns else { break }
            start -= 1
            used += width
            shownBefore.append(shown)
        }
        var shown = shownBefore.reversed().joined()
        var after = 0
        for character in afterCursor.reversed() {
            let visible = Self.visible(character)
            let width = CellWidth.of(visible)
            guard used + after + width <= columns else { break }
            after += width
            shown += visible
        }
        return (shown, after)
    }

    private static func visible(_ character: Character) -> String {
        TerminalText.oneRow(String(character))
    }
}
