import Testing

@testable import SceneShell

/// Ctrl-R's reverse incremental search in the line editor, as readline and fish do it.
@Suite struct HistorySearchTests {
    private static let history = ["go Notes", "add milk", "back", "go Contacts", "select 2", "go Contacts", "back"]

    private func editor(_ typed: String = "") -> LineEditing {
        var editing = LineEditing(history: Self.history) { _ in [] }
        type(typed, into: &editing)
        return editing
    }

    private func type(_ text: String, into editing: inout LineEditing) {
        for character in text { _ = editing.handle(.text(String(character))) }
    }

    @Test func typingNarrowsToTheNewestMatch() {
        var editing = editor()
        #expect(editing.handle(.control("r")) == .edited)
        #expect(editing.searchPrompt == "(reverse-i-search)'': ")
        type("go", into: &editing)
        #expect(editing.searchPrompt == "(reverse-i-search)'go': ")
        #expect(editing.buffer.text == "go Contacts")
        type(" N", into: &editing)
        #expect(editing.buffer.text == "go Notes")
    }

    @Test func ctrlRAgainGoesToOlderMatchesSkippingRepeats() {
        var editing = editor()
        _ = editing.handle(.control("r"))
        type("go", into: &editing)
        _ = editing.handle(.control("r"))
        #expect(editing.buffer.text == "go Notes", "the older 'go Contacts' is the same line: skipped")
        _ = editing.handle(.control("r"))
        #expect(editing.searchPrompt == "(failed reverse-i-search)'go': ", "no older match is said")
        #expect(editing.buffer.text == "go Notes", "the last match stays")
    }

    @Test func noMatchIsShownAndBackspaceUndoesTheLastKey() {
        var editing = editor()
        _ = editing.handle(.control("r"))
        type("go", into: &editing)
        _ = editing.handle(.control("r"))
        type("x", into: &editing)
        #expect(editing.searchPrompt == "(failed reverse-i-search)'gox': ")
        #expect(editing.buffer.text == "go Notes")
        _ = editing.handle(.backspace)
        #expect(editing.searchPrompt == "(reverse-i-search)'go': ")
        #expect(editing.buffer.text == "go Notes")
        _ = editing.handle(.backspace)
        #expect(editing.buffer.text == "go Contacts", "back before the second Ctrl-R")
    }

    @Test func enterRunsTheMatch() {
        var editing = editor()
        _ = editing.handle(.control("r"))
        type("milk", into: &editing)
        #expect(editing.handle(.enter) == .submit("add milk"))
        #expect(editing.searchPrompt == nil)
        #expect(editing.buffer.isEmpty)
    }

    @Test(arguments: [Key.escape, .control("g")])
    func escAndCtrlGGoBackToTheOriginalLine(key: Key) {
        var editing = editor("sel")
        _ = editing.handle(.control("r"))
        type("Notes", into: &editing)
        #expect(editing.buffer.text == "go Notes")
        #expect(editing.handle(key) == .edited)
        #expect(editing.searchPrompt == nil)
        #expect(editing.buffer.text == "sel")
    }

    @Test(arguments: [Key.left, .right, .home, .end, .control("a"), .control("e")])
    func arrowsAndCtrlAEAcceptTheMatchForEditing(key: Key) {
        var editing = editor()
        _ = editing.handle(.control("r"))
        type("select", into: &editing)
        _ = editing.handle(key)
        #expect(editing.searchPrompt == nil)
        #expect(editing.buffer.text == "select 2")
        type("!", into: &editing)
        #expect(editing.buffer.text.contains("!"), "the keys edit the line again")
        #expect(editing.buffer.text.count == 9)
    }

    @Test func aSearchWithoutHistoryFindsNothingAndGivesTheLineBack() {
        var editing = LineEditing(history: []) { _ in [] }
        _ = editing.handle(.text("x"))
        _ = editing.handle(.control("r"))
        _ = editing.handle(.text("y"))
        #expect(editing.searchPrompt == "(failed reverse-i-search)'y': ")
        #expect(editing.buffer.text == "x")
        _ = editing.handle(.control("g"))
        #expect(editing.buffer.text == "x")
    }

    @Test func ctrlLAsksForTheScreenToBeDrawnAgain() {
        var editing = editor("go")
        #expect(editing.handle(.control("l")) == .redrawScreen)
        #expect(editing.buffer.text == "go")
    }
}

extension HistorySearchTests {
    @Test func aLongQueryIsShownByItsEndAndBackspaceStillUndoesEachKey() {
        var editing = editor()
        _ = editing.handle(.control("r"))
        type(String(repeating: "x", count: 50) + "yz", into: &editing)
        #expect(editing.searchPrompt == "(failed reverse-i-search)'…\(String(repeating: "x", count: 37))yz': ")
        _ = editing.handle(.backspace)
        _ = editing.handle(.backspace)
        #expect(editing.searchPrompt == "(failed reverse-i-search)'…\(String(repeating: "x", count: 39))': ")
    }

    @Test func aPasteDuringASearchCostsLittle() {
        var editing = LineEditing(history: Array(repeating: "go Contacts", count: 1000)) { _ in [] }
        _ = editing.handle(.control("r"))
        for _ in 0..<100_000 { _ = editing.handle(.text("q")) }
        #expect(editing.searchPrompt?.hasPrefix("(failed reverse-i-search)'…qqq") == true)
        #expect(editing.buffer.text == "", "no match: the line as it was")
    }
}
