import Testing

@testable import SceneShell

/// Moving and deleting by words, as readline does: Alt-B, Alt-F, Ctrl-Left, Ctrl-Right (and
/// Alt-Left, Alt-Right) move to the start of the previous word and the end of the next, words
/// being runs of letters and digits; Alt-D and Alt-Backspace delete what those moves cross; Ctrl-W
/// deletes back to the previous blank, punctuation and all.
@Suite struct WordEditingTests {
    /// `line` typed, then `keys`: the line and the cursor after them, the cursor shown as `|`.
    private func edit(_ line: String, _ keys: [Key]) -> String {
        var editing = LineEditing(history: []) { _ in [] }
        _ = editing.handle(.text(line))
        for key in keys { _ = editing.handle(key) }
        var shown = editing.buffer
        shown.insert("|")
        return shown.text
    }

    @Test(arguments: [Key.wordLeft, .alt("b")])
    func backwardGoesToTheStartOfTheWord(_ key: Key) {
        #expect(edit("abc def", [key, .text("Y")]) == "abc Y|def", "the issue's example, Ctrl-Left then Y")
        #expect(edit("abc def", [key, key]) == "|abc def")
        #expect(edit("go ViewContact", [.left, .left, key]) == "go |ViewContact", "from inside a word")
        #expect(edit("popto Menu.Home  ", [key]) == "popto Menu.|Home  ", "blanks and punctuation are crossed")
        #expect(edit("a.b-c", [key, key]) == "a.|b-c")
        #expect(edit("...", [key]) == "|...", "no word: to the start")
        #expect(edit("", [key]) == "|")
        #expect(edit("add Zoë 東京", [key, key]) == "add |Zoë 東京", "letters of any script")
        #expect(edit("x 42", [key]) == "x |42", "digits are part of words")
    }

    @Test(arguments: [Key.wordRight, .alt("f")])
    func forwardGoesToTheEndOfTheWord(_ key: Key) {
        #expect(edit("abc def", [.home, key, .text("Y")]) == "abcY| def")
        #expect(edit("abc def", [.home, key, key]) == "abc def|")
        #expect(edit("go ViewContact", [.home, .right, key]) == "go| ViewContact", "from inside a word")
        #expect(edit("a.b-c", [.home, key, key]) == "a.b|-c")
        #expect(edit("  ...", [.home, key]) == "  ...|", "no word: to the end")
        #expect(edit("abc", [key]) == "abc|")
    }

    @Test func altDDeletesToTheEndOfTheWord() {
        #expect(edit("abc def", [.home, .alt("d")]) == "| def")
        #expect(edit("abc def", [.home, .alt("d"), .alt("d")]) == "|")
        #expect(edit("go ViewContact now", [.home, .wordRight, .alt("d")]) == "go| now")
        #expect(edit("a.b-c", [.home, .right, .alt("d")]) == "a|-c", "punctuation before the word goes with it")
        var editing = LineEditing(history: []) { _ in [] }
        _ = editing.handle(.text("abc"))
        #expect(editing.handle(.alt("d")) == .bell, "nothing after the cursor")
    }

    @Test func altBackspaceDeletesTheWordBeforeTheCursor() {
        #expect(edit("abc def", [.altBackspace]) == "abc |")
        #expect(edit("go Menu.Home", [.altBackspace]) == "go Menu.|", "punctuation ends a word")
        #expect(edit("go Menu.Home", [.altBackspace, .altBackspace]) == "go |")
        #expect(edit("abc def  ", [.altBackspace]) == "abc |", "blanks after the word go with it")
        #expect(edit("abc def", [.left, .altBackspace]) == "abc |f")
        var editing = LineEditing(history: []) { _ in [] }
        #expect(editing.handle(.altBackspace) == .bell, "nothing before the cursor")
    }

    @Test func ctrlWDeletesBackToTheBlankPunctuationAndAll() {
        #expect(edit("goto Menu/Contacts", [.control("w")]) == "goto |")
        #expect(edit("go Menu.Home", [.control("w")]) == "go |", "Shell.md's example")
        #expect(edit("add a.b-c,d", [.control("w")]) == "add |")
        #expect(edit("add x... ", [.control("w")]) == "add |", "the blanks after the word too")
        #expect(edit("say (hi) there", [.wordLeft, .control("w")]) == "say |there")
        #expect(edit("abc", [.home, .control("w")]) == "|abc")
    }

    @Test func wordsAreMadeOfWholeClusters() {
        // `e` and a combining accent, a flag, a family (ZWJ): one character each, a letter or not.
        #expect(edit("cafe\u{301} ok", [.wordLeft, .wordLeft]) == "|cafe\u{301} ok")
        #expect(edit("x 🇫🇷🇫🇷 y", [.wordLeft, .wordLeft]) == "|x 🇫🇷🇫🇷 y", "a flag is no letter")
        #expect(edit("ab 👨‍👩‍👧 cd", [.wordLeft, .altBackspace]) == "|cd")
        #expect(edit("re\u{301}sume\u{301} x", [.home, .alt("d")]) == "| x")
    }

    @Test func theOtherKeysStillWorkAroundTheWordKeys() {
        #expect(edit("select 2", [.wordLeft, .control("k")]) == "select |")
        #expect(edit("select 2", [.wordLeft, .control("u")]) == "|2")
        #expect(edit("select 2", [.wordLeft, .control("e"), .text("0")]) == "select 20|")
        #expect(edit("select 2", [.wordLeft, .control("a"), .wordRight, .text("!")]) == "select!| 2")
    }
}
