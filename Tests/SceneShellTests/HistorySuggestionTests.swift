import Testing

@testable import SceneShell

/// Fish-style suggestions: the rest of the newest history line that starts with what was typed,
/// offered while the cursor is at the end of the line, taken with Right, End or Ctrl-E.
@Suite struct HistorySuggestionTests {
    private func editor(_ history: [String], suggests: Bool = true) -> LineEditing {
        var editing = LineEditing(history: history) { _ in [] }
        editing.suggests = suggests
        // As the shell says of a line with a masked secret.
        editing.mayBeSuggested = { !$0.contains("***") }
        return editing
    }

    private func type(_ text: String, into editing: inout LineEditing) {
        for character in text { _ = editing.handle(.text(String(character))) }
    }

    @Test func suggestsTheRestOfTheNewestLineThatStartsWithWhatWasTyped() {
        var editing = editor(["go Notes", "select 2", "go Contacts", "stack"])
        #expect(editing.suggestion == nil, "nothing typed")
        type("g", into: &editing)
        #expect(editing.suggestion == "o Contacts", "the newest")
        type("o N", into: &editing)
        #expect(editing.suggestion == "otes")
        type("otes", into: &editing)
        #expect(editing.suggestion == nil, "all of it typed")
        _ = editing.handle(.control("u"))
        type("x", into: &editing)
        #expect(editing.suggestion == nil, "no line starts so")
    }

    @Test(arguments: [Key.right, .end, .control("e")])
    func rightEndAndCtrlETakeIt(_ key: Key) {
        var editing = editor(["open 12"])
        type("op", into: &editing)
        #expect(editing.handle(key) == .edited)
        #expect(editing.buffer.text == "open 12")
        #expect(editing.buffer.charactersAfterCursor == 0)
        #expect(editing.suggestion == nil)
        #expect(editing.handle(.enter) == .submit("open 12"))
    }

    @Test(arguments: [Key.wordRight, .alt("f")])
    func altFAndCtrlRightTakeItsNextWord(_ key: Key) {
        var editing = editor(["add Buy.milk today"])
        type("ad", into: &editing)
        _ = editing.handle(key)
        #expect(editing.buffer.text == "add")
        _ = editing.handle(key)
        #expect(editing.buffer.text == "add Buy")
        #expect(editing.suggestion == ".milk today")
        _ = editing.handle(key)
        _ = editing.handle(key)
        #expect(editing.buffer.text == "add Buy.milk today")
        #expect(editing.suggestion == nil)
        _ = editing.handle(.wordLeft)
        _ = editing.handle(key)
        #expect(editing.buffer.text == "add Buy.milk today")
        #expect(editing.buffer.charactersAfterCursor == 0, "without a suggestion, the cursor moves")
    }

    @Test func enterRunsOnlyWhatWasTyped() {
        var editing = editor(["stack"])
        type("st", into: &editing)
        #expect(editing.suggestion == "ack")
        #expect(editing.handle(.enter) == .submit("st"))
    }

    @Test func onlyWithTheCursorAtTheEnd() {
        var editing = editor(["select 2"])
        type("sel", into: &editing)
        _ = editing.handle(.left)
        #expect(editing.suggestion == nil)
        _ = editing.handle(.right)
        #expect(editing.buffer.text == "sel", "Right inside the line moves the cursor")
        #expect(editing.suggestion == "ect 2")
    }

    @Test func neverALineWithASecretNorWhenOff() {
        var editing = editor(["login ada@example.com", "login ada@example.com ***"])
        type("login ada", into: &editing)
        #expect(editing.suggestion == "@example.com", "an older line without the secret")
        type("@example.com ", into: &editing)
        #expect(editing.suggestion == nil)
        var off = editor(["stack"], suggests: false)
        type("st", into: &off)
        #expect(off.suggestion == nil)
        _ = off.handle(.end)
        #expect(off.buffer.text == "st")
    }

    @Test func notDuringCtrlRSearchAndTheLinesEnteredCount() {
        var editing = editor([])
        type("tab Notes", into: &editing)
        _ = editing.handle(.enter)
        type("ta", into: &editing)
        #expect(editing.suggestion == "b Notes", "a line entered in this session")
        _ = editing.handle(.control("u"))
        _ = editing.handle(.control("r"))
        type("ta", into: &editing)
        #expect(editing.suggestion == nil)
    }

    @Test(arguments: [Key.right, .end, .control("e")])
    func keysThatEndCtrlRSearchKeepTheMatchNotASuggestion(_ key: Key) {
        var editing = editor(["go Notes extra", "go Notes"])
        _ = editing.handle(.control("r"))
        type("Not", into: &editing)
        #expect(editing.handle(key) == .edited)
        #expect(editing.buffer.text == "go Notes")
        #expect(editing.searchPrompt == nil)
        #expect(editing.suggestion == " extra", "shown now, taken by the next key")
        _ = editing.handle(key)
        #expect(editing.buffer.text == "go Notes extra")
    }

    @Test func wholeCharactersOnly() {
        var editing = editor(["cafe\u{301} au lait"])
        type("cafe", into: &editing)
        #expect(editing.suggestion == nil, "é is not e")
        type("\u{301}", into: &editing)
        #expect(editing.suggestion == " au lait")
    }
}
