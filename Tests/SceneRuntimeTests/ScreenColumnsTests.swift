import SceneRuntime
import Testing

/// `Screen.columns`: rows of text set in columns by the cells a terminal gives them.
@Suite struct ScreenColumnsTests {
    @Test func eachCellButTheLastIsPaddedToItsColumnsWidest() {
        #expect(
            Screen.columns([["Ada Lovelace", "555-030-1815"], ["Alan Turing", "555-020-1912"], ["Eve", "1"]])
                == ["Ada Lovelace  555-030-1815", "Alan Turing   555-020-1912", "Eve           1"])
    }

    @Test func widthsAreTerminalCellsNotCharacters() {
        // Two cells per ideograph, none for a combining mark, as a terminal draws them.
        #expect(
            Screen.columns([["山田", "a"], ["Zoe\u{0301}", "b"], ["abcd", "c"]])
                == ["山田  a", "Zoe\u{0301}   b", "abcd  c"])
    }

    @Test func rowsOfDifferentLengthsAndNoRowsAreSetToo() {
        #expect(Screen.columns([]) == [])
        #expect(Screen.columns([["a", "bb", "c"], ["dd"]]) == ["a   bb  c", "dd"])
    }
}
