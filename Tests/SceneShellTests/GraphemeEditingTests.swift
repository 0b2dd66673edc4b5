import Testing

@testable import SceneRuntime
@testable import SceneShell

/// The line editor moves, deletes and measures by grapheme cluster, the way the terminal shows the
/// line: keys arrive one Unicode scalar at a time, as the key decoder reads them.
@Suite struct GraphemeEditingTests {
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧, a ZWJ sequence
    static let france = "\u{1F1EB}\u{1F1F7}"  // 🇫🇷, two regional indicators
    static let germany = "\u{1F1E9}\u{1F1EA}"
    static let accented = "e\u{301}"  // é as e and a combining acute accent

    private func typed(_ text: String, into buffer: inout LineBuffer) {
        for scalar in text.unicodeScalars { buffer.insert(String(scalar)) }
    }

    @Test(arguments: [accented, france, family, "\u{1F44D}\u{1F3FD}", "1\u{FE0F}\u{20E3}", "\u{1100}\u{1161}\u{11A8}"])
    func aClusterTypedScalarByScalarIsOneCharacter(cluster: String) {
        var buffer = LineBuffer()
        typed("a" + cluster + "b", into: &buffer)
        #expect(buffer.text == "a" + cluster + "b")
        #expect(buffer.cursor == 3)
        buffer.moveLeft()
        buffer.moveLeft()
        #expect(buffer.charactersAfterCursor == 2, "left moves over the whole cluster")
        let deleted = buffer.deleteForward()
        #expect(deleted)
        #expect(buffer.text == "ab", "delete removes the whole cluster")
        typed(cluster, into: &buffer)
        let erased = buffer.backspace()
        #expect(erased)
        #expect(buffer.text == "ab", "backspace removes the whole cluster")
    }

    @Test func flagsPairTheirIndicators() {
        var buffer = LineBuffer()
        typed(Self.france + Self.germany, into: &buffer)
        #expect(buffer.cursor == 2)
        buffer.backspace()
        #expect(buffer.text == Self.france)
    }

    @Test func aMarkTypedBeforeALoneMarkJoinsIt() {
        var buffer = LineBuffer("\u{301}x")
        buffer.moveHome()
        typed("e", into: &buffer)
        #expect(buffer.text == Self.accented + "x")
        #expect(buffer.cursor == 1, "the cursor is after the cluster, never inside it")
        #expect(buffer.charactersAfterCursor == 1)
    }

    @Test func ctrlWDeletesAWordOfClusters() {
        var editing = LineEditing(history: []) { _ in [] }
        for scalar in "go caf\(Self.accented) \(Self.family)\(Self.france)".unicodeScalars {
            _ = editing.handle(.text(String(scalar)))
        }
        _ = editing.handle(.control("w"))
        #expect(editing.buffer.text == "go caf\(Self.accented) ")
        _ = editing.handle(.control("w"))
        #expect(editing.buffer.text == "go ")
        _ = editing.handle(.left)
        _ = editing.handle(.right)
        #expect(editing.buffer.charactersAfterCursor == 0)
    }

    @Test func theCursorIsPlacedByCellWidth() {
        var buffer = LineBuffer()
        typed("日本" + Self.family + Self.accented + "x", into: &buffer)
        let shownFamily = "\u{1F468}\\u{200D}\u{1F469}\\u{200D}\u{1F467}"  // the joiners made visible
        #expect(buffer.window(columns: 80) == ("日本" + shownFamily + Self.accented + "x", 0))
        buffer.moveLeft()
        #expect(buffer.window(columns: 80).columnsAfterCursor == 1)
        buffer.moveLeft()
        #expect(buffer.window(columns: 80).columnsAfterCursor == 2, "é is one cell")
        buffer.moveLeft()
        #expect(buffer.window(columns: 80).columnsAfterCursor == 24, "the family is 22 cells: 3 pictures, 2 \\u{200D}")
        buffer.moveLeft()
        #expect(buffer.window(columns: 80).columnsAfterCursor == 26)
        #expect(buffer.window(columns: 5) == ("日本", 2), "日 before the cursor, then what fits after it")
        #expect(buffer.window(columns: 2) == ("本", 2), "no room for 日 and the cursor: the cursor sits on 本")
    }

    @Test func bidiAndControlCharactersTypedShowVisibly() {
        var buffer = LineBuffer()
        typed("a\u{202E}b\u{2066}", into: &buffer)
        #expect(buffer.text == "a\u{202E}b\u{2066}", "the line keeps what was typed")
        #expect(buffer.window(columns: 80) == ("a\\u{202E}b\\u{2066}", 0), "the screen shows it visibly")
        buffer.moveLeft()
        buffer.moveLeft()
        #expect(buffer.window(columns: 80).columnsAfterCursor == 9, "measured as shown")
    }

    @Test func aStreamOfCombiningMarksCostsLinearTime() {
        var buffer = LineBuffer()
        typed("e" + String(repeating: "\u{301}", count: 200_000), into: &buffer)
        #expect(buffer.text.unicodeScalars.count == 200_001)
        #expect(buffer.window(columns: 80).text.unicodeScalars.count > 0)
    }
}
