import Testing

@testable import SceneRuntime
@testable import SceneShell

/// Widths in terminal cells, per grapheme cluster; a format character (Cf) counts as the renderer
/// shows it, `\u{200B}`.
@Suite struct CellWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("a\u{200B}b", 10), ("soft\u{AD}hyphen", 16),
        ("日本語", 6), ("한국어", 6), ("ｱｲ", 2), ("ＡＢ", 4), ("、。", 4), ("\u{3000}", 2), ("𠀋", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2),  // a Hangul syllable from its jamo
        ("😀", 2), ("👍🏽", 2), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 22),  // family: its joiners shown, \u{200D}
        ("\u{1F1EB}\u{1F1F7}", 2), ("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", 4),  // flags
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 56),  // Scotland: 6 tags shown
        ("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 12),  // rainbow flag: 🏳️ \u{200D} 🌈
        ("\u{2764}", 1), ("\u{2764}\u{FE0F}", 2), ("\u{231A}", 2), ("\u{231A}\u{FE0E}", 1),  // text and emoji presentation
        ("1\u{FE0F}\u{20E3}", 2), ("#", 1),  // keycap
        ("日本語 and 😀 e\u{301}", 15),
    ])
    func cellsOf(text: String, cells: Int) {
        #expect(CellWidth.of(text) == cells, "\(text.debugDescription)")
    }

    @Test func paddingCountsCells() {
        #expect(CellWidth.padded("日本", to: 6) == "日本  ")
        #expect(CellWidth.padded("e\u{301}", to: 3) == "e\u{301}  ")
        #expect(CellWidth.padded("toolong", to: 3) == "toolong")
    }
}
