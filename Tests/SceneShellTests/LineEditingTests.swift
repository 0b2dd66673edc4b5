import Testing

@testable import SceneRuntime
@testable import SceneShell

@Suite struct LineEditingTests {
    private func editor(history: [String] = [], candidates: [String] = []) -> LineEditing {
        LineEditing(history: history) { before in
            let partial = before.last == " " ? "" : String(before.split(separator: " ").last ?? "")
            return candidates.filter { $0.hasPrefix(partial) }
        }
    }

    private func type(_ text: String, into editing: inout LineEditing) {
        for character in text { _ = editing.handle(.text(String(character))) }
    }

    @Test func insertsAndMovesTheCursor() {
        var editing = editor()
        type("helo", into: &editing)
        _ = editing.handle(.left)
        _ = editing.handle(.text("l"))
        #expect(editing.buffer.text == "hello")
        #expect(editing.buffer.charactersAfterCursor == 1)
        _ = editing.handle(.home)
        _ = editing.handle(.text(">"))
        _ = editing.handle(.end)
        _ = editing.handle(.text("!"))
        #expect(editing.buffer.text == ">hello!")
        _ = editing.handle(.control("a"))
        #expect(editing.buffer.charactersAfterCursor == 7)
        _ = editing.handle(.control("e"))
        #expect(editing.buffer.charactersAfterCursor == 0)
        _ = editing.handle(.right)
        #expect(editing.buffer.charactersAfterCursor == 0)
    }

    @Test func deletesWithBackspaceDeleteAndKills() {
        var editing = editor()
        type("go ViewContact now", into: &editing)
        #expect(editing.handle(.backspace) == .edited)
        _ = editing.handle(.control("w"))
        #expect(editing.buffer.text == "go ViewContact ")
        _ = editing.handle(.control("w"))
        #expect(editing.buffer.text == "go ")
        type("Menu", into: &editing)
        _ = editing.handle(.home)
        _ = editing.handle(.delete)
        #expect(editing.buffer.text == "o Menu")
        _ = editing.handle(.right)
        _ = editing.handle(.control("k"))
        #expect(editing.buffer.text == "o")
        type("pen", into: &editing)
        _ = editing.handle(.left)
        _ = editing.handle(.control("u"))
        #expect(editing.buffer.text == "n")
        #expect(editing.buffer.charactersAfterCursor == 1)
        _ = editing.handle(.home)
        #expect(editing.handle(.backspace) == .bell)
    }

    @Test func enterSubmitsAndRemembersTheLine() {
        var editing = editor()
        type("stack", into: &editing)
        #expect(editing.handle(.enter) == .submit("stack"))
        #expect(editing.buffer.isEmpty)
        #expect(editing.handle(.up) == .edited)
        #expect(editing.buffer.text == "stack")
    }

    @Test func upAndDownWalkTheHistoryAndKeepTheDraft() {
        var editing = editor(history: ["first", "second"])
        type("draft", into: &editing)
        _ = editing.handle(.up)
        #expect(editing.buffer.text == "second")
        _ = editing.handle(.up)
        #expect(editing.buffer.text == "first")
        #expect(editing.handle(.up) == .bell)
        _ = editing.handle(.down)
        _ = editing.handle(.down)
        #expect(editing.buffer.text == "draft")
        #expect(editing.handle(.down) == .bell)
    }

    @Test func tabCompletesAUniqueCandidateAndTheCommonPrefix() {
        var editing = editor(candidates: ["ViewContact", "ViewNotes", "back"])
        type("go b", into: &editing)
        _ = editing.handle(.tab)
        #expect(editing.buffer.text == "go back ")
        _ = editing.handle(.control("u"))
        type("go V", into: &editing)
        _ = editing.handle(.tab)
        #expect(editing.buffer.text == "go View")
        #expect(editing.handle(.tab) == .showCandidates(["ViewContact", "ViewNotes"]))
        _ = editing.handle(.control("u"))
        type("go x", into: &editing)
        #expect(editing.handle(.tab) == .bell)
    }

    @Test func ctrlCClearsTheLineAndASecondOneAtAnEmptyPromptExits() {
        var editing = editor()
        type("half typed", into: &editing)
        #expect(editing.handle(.control("c")) == .cleared(hint: false))
        #expect(editing.buffer.isEmpty)
        #expect(editing.handle(.control("c")) == .exit)
    }

    @Test func ctrlCAtAnEmptyPromptWarnsFirst() {
        var editing = editor()
        #expect(editing.handle(.control("c")) == .cleared(hint: true))
        type("x", into: &editing)
        _ = editing.handle(.backspace)
        #expect(editing.handle(.control("c")) == .cleared(hint: true), "any key in between disarms")
        #expect(editing.handle(.control("c")) == .exit)
    }

    @Test func ctrlDEndsInputOnlyOnAnEmptyLine() {
        var editing = editor()
        type("ab", into: &editing)
        _ = editing.handle(.home)
        #expect(editing.handle(.control("d")) == .edited)
        #expect(editing.buffer.text == "b")
        _ = editing.handle(.control("k"))
        #expect(editing.handle(.control("d")) == .endOfInput)
    }

    @Test func tabDoesNotSplitAVeryLongLineIntoWords() {
        var asked = 0
        var editing = LineEditing(history: []) { _ in
            asked += 1
            return ["stack"]
        }
        type("st", into: &editing)
        _ = editing.handle(.tab)
        #expect(editing.buffer.text == "stack ")
        _ = editing.handle(.control("u"))
        type(String(repeating: "x", count: LineEditing.completionReach + 1), into: &editing)
        #expect(editing.handle(.tab) == .bell)
        #expect(asked == 1)
    }

    @Test func ignoresKeysItDoesNotHandle() {
        var editing = editor()
        #expect(editing.handle(.unknown) == .bell)
        #expect(editing.handle(.control("y")) == .bell)
        #expect(editing.buffer.isEmpty)
    }

    @Test func ctrlZSuspendsAndKeepsTheLine() {
        var editing = editor()
        type("go Contacts", into: &editing)
        #expect(editing.handle(.control("z")) == .suspend)
        #expect(editing.buffer.text == "go Contacts")
    }
}

@Suite struct LineBufferTests {
    @Test func editsInTheMiddleOfALongLine() {
        var buffer = LineBuffer(String(repeating: "x", count: 100_000))
        buffer.moveHome()
        buffer.insert("go ")
        for _ in 0..<100_000 { buffer.insert("y") }
        buffer.moveEnd()
        buffer.insert("!")
        #expect(buffer.text == "go " + String(repeating: "y", count: 100_000) + String(repeating: "x", count: 100_000) + "!")
        buffer.moveHome()
        buffer.moveRight()
        buffer.deleteForward()
        buffer.backspace()
        #expect(buffer.text.hasPrefix(" yyy"))
        #expect(buffer.cursor == 0)
    }

    @Test func theWindowKeepsTheCursorInSight() {
        var buffer = LineBuffer("abcdefghij")
        #expect(buffer.window(columns: 5) == ("ghij", 0), "at the end: what fits before it, and room for the cursor")
        for _ in 0..<5 { buffer.moveLeft() }
        #expect(buffer.window(columns: 5) == ("bcdef", 1))
        buffer.moveHome()
        #expect(buffer.window(columns: 5) == ("abcde", 5))
        #expect(buffer.window(columns: 80) == ("abcdefghij", 10))
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(LineBuffer("日本語").window(columns: 4) == ("語", 0))
        #expect(LineBuffer("😀x").window(columns: 4) == ("😀x", 0))
        #expect(CellWidth.of(Character("é")) == 1)
    }
}

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [Key] {
        var position = 0
        let read = { () -> UInt8? in
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }
        var keys: [Key] = []
        while let key = KeyDecoder.next(read: read, readSoon: read, unread: { position -= 1 }) { keys.append(key) }
        return keys
    }

    @Test func decodesTextControlKeysAndEscapeSequences() {
        #expect(keys(Array("ab".utf8)) == [.text("a"), .text("b")])
        #expect(keys([0x0D, 0x0A, 0x09, 0x7F, 0x08]) == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(
            keys([0x01, 0x03, 0x04, 0x05, 0x0B, 0x15, 0x17]) == [
                .control("a"), .control("c"), .control("d"), .control("e"), .control("k"), .control("u"), .control("w"),
            ])
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF".utf8)) == [.home, .end, .home, .end])
        #expect(keys(Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[3~".utf8)) == [.home, .end, .home, .end, .delete])
        #expect(keys(Array("\u{1B}[1;2C".utf8)) == [.right], "Shift-Right moves by a character")
    }

    @Test func decodesUTF8AndRejectsGarbage() {
        #expect(keys(Array("é😀".utf8)) == [.text("é"), .text("😀")])
        #expect(keys([0xFF]) == [.unknown])
        #expect(keys([0xC3, 0x28]) == [.unknown, .text("(")], "a broken sequence is one unknown key")
        #expect(keys([0x1B]) == [.escape], "a lone Esc does not wait forever, and is a key of its own")
        #expect(keys(Array("\u{1B}[99~".utf8)) == [.unknown])
        #expect(keys([0x00]) == [.unknown])
        #expect(keys([0xC2, 0x9B]) == [.unknown], "a C1 control character is not text")
    }

    @Test func aBrokenSequenceNeverSwallowsTheKeyAfterIt() {
        #expect(keys([0x1B, 0x0D]) == [.unknown, .enter])
        #expect(keys(Array("\u{1B}[1;\r".utf8)) == [.unknown, .enter])
        #expect(keys(Array("\u{1B}O\u{15}".utf8)) == [.unknown, .control("u")])
        #expect(keys([0xE2, 0x82, 0x0D]) == [.unknown, .enter])
        #expect(keys([0xF0, 0x9F, 0x98, 0x1B, 0x5B, 0x41]) == [.unknown, .up])
        #expect(keys(Array("\u{1B}\u{1B}[A".utf8)) == [.unknown, .up])
    }

    @Test func skipsWholeSequencesItDoesNotHandle() {
        #expect(keys(Array("\u{1B}[?25hx".utf8)) == [.unknown, .text("x")])
        #expect(keys(Array("\u{1B}[<0;12;5Mx".utf8)) == [.unknown, .text("x")])
        #expect(keys(Array("\u{1B}[3;5~".utf8)) == [.delete], "Ctrl-Delete: only the first parameter counts")
        #expect(keys(Array("\u{1B}[1;5Hx".utf8)) == [.home, .text("x")], "Ctrl-Home")
    }

    @Test func decodesWordMotionsWithCtrlOrAltAndAltKeys() {
        // Ctrl (5), Alt (3), Ctrl-Alt (7), Ctrl-Shift (6) on the arrows, xterm's way and rxvt's.
        #expect(keys(Array("\u{1B}[1;5D\u{1B}[1;3D\u{1B}[1;7D\u{1B}[1;6D\u{1B}Od".utf8)) == Array(repeating: .wordLeft, count: 5))
        #expect(keys(Array("\u{1B}[1;5C\u{1B}[1;3C\u{1B}[1;7C\u{1B}[1;6C\u{1B}Oc".utf8)) == Array(repeating: .wordRight, count: 5))
        #expect(keys(Array("\u{1B}[5D\u{1B}[1;5A".utf8)) == [.left, .up], "no modifier parameter; Ctrl-Up is Up")
        #expect(
            keys(Array("\u{1B}b\u{1B}f\u{1B}d\u{1B}B\u{1B}F\u{1B}D\u{1B}ax".utf8)) == [
                .alt("b"), .alt("f"), .alt("d"), .alt("b"), .alt("f"), .alt("d"), .alt("a"), .text("x"),
            ])
        #expect(keys([0x1B, 0x7F, 0x1B, 0x08, 0x7F]) == [.altBackspace, .altBackspace, .backspace])
        #expect(keys(Array("\u{1B}[1;999999999999999999999;5;5;5Dx".utf8)).last == .text("x"), "huge or many parameters")
    }
}
