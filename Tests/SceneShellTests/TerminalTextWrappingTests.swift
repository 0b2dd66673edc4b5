import Testing

@testable import SceneRuntime
@testable import SceneShell

/// A pane's content is wrapped at word boundaries: a row breaks after the last space that fits,
/// the space left out, and only a word longer than a row is broken inside; every row fits.
@Suite struct TerminalTextWrappingTests {
    private func rows(_ text: String, _ width: Int, indent: String = "") -> [String] {
        TerminalText(text).wrapped(toCells: width, indent: indent).map(\.plain)
    }

    @Test func aRowBreaksAfterTheLastSpaceThatFits() {
        #expect(rows("change fields with 'email', then 'save'", 20) == ["change fields with", "'email', then 'save'"])
        #expect(rows("  one two three", 9, indent: "  ") == ["  one two", "  three"])
    }

    @Test func aWordLongerThanARowIsBrokenInside() {
        #expect(rows("abcdefghij klm", 4) == ["abcd", "efgh", "ij", "klm"])
    }

    @Test func wideCharactersCountTwoCellsAndEveryRowFits() {
        let text = "漢字 かな 漢字漢字漢字 abc"
        for width in 2...12 {
            for row in TerminalText(text).wrapped(toCells: width) {
                #expect(CellWidth.of(row.plain) <= width, "\(width): \(row.plain)")
            }
        }
        #expect(rows(text, 6) == ["漢字", "かな", "漢字漢", "字漢字", "abc"])
    }
}
