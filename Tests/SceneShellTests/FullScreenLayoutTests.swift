import Testing

@testable import SceneRuntime
@testable import SceneShell

/// How the full screen lays out the scene and the last command's messages above the prompt's row:
/// every line in rows that fit the window, wrapped at word boundaries with a hanging indent, so
/// that every row is counted and the messages' end is never cut.
@Suite @MainActor struct FullScreenLayoutTests {
    private func layout(scene: String, messages: String, rows: Int, columns: Int = 40) -> [String] {
        FullScreen.layout(
            scene: TerminalText(scene), messages: TerminalText(messages), rows: rows, columns: columns
        ).map(\.plain)
    }

    @Test func theSceneThenTheMessagesWhenBothFit() {
        #expect(layout(scene: "Menu\n== Menu ==\n", messages: "error: no\n", rows: 10) == ["Menu", "== Menu ==", "error: no"])
    }

    @Test func aSceneTooTallIsCutWithAMarkerAndTheMessagesKept() {
        let scene = (1...10).map { "row \($0)" }.joined(separator: "\n") + "\n"
        let shown = layout(scene: scene, messages: "one\ntwo\n", rows: 8, columns: 80)
        #expect(shown == ["row 1", "row 2", "row 3", "row 4", FullScreen.clippedMarker(hidden: 6).plain, "one", "two"])
        #expect(shown.count == 7, "one row left for the prompt")
        #expect(FullScreen.clippedMarker(hidden: 6).plain == "… 6 more rows of the scene (a larger window shows them)")
    }

    @Test func theMarkerTakesOneRowInANarrowWindow() {
        #expect(FullScreen.clippedMarker(hidden: 8, columns: 40).plain == "… 8 more rows of the scene")
        #expect(FullScreen.clippedMarker(hidden: 8, columns: 10).plain == "… 8 more …")
        let scene = (1...10).map { "row \($0)" }.joined(separator: "\n") + "\n"
        let messages = "taken by: a person, with 'go AddContact', or the scene's code\n"
        let shown = layout(scene: scene, messages: messages, rows: 8)
        #expect(shown.count == 7)
        #expect(shown.suffix(2) == ["taken by: a person, with 'go", "  AddContact', or the scene's code"], "the end of the message is shown")
    }

    @Test func wideLinesAreWrappedAtWordsWithAHangingIndentAndEveryRowFits() {
        let line = "  explain SEGUE  say what performing a segue would do now: where, what it passes, its guards"
        let shown = layout(scene: "", messages: line + "\n", rows: 20)
        #expect(
            shown == [
                "  explain SEGUE  say what performing a", "    segue would do now: where, what it",
                "    passes, its guards",
            ])
        for columns in 1...60 {
            for row in FullScreen.rows(of: TerminalText(line + "\nactions: select NUMBER, add, delete NUMBER\n"), columns: columns) {
                #expect(CellWidth.of(row.plain) <= columns, "\(columns): \(row.plain)")
            }
        }
        let wide = String(repeating: "x", count: 45)
        #expect(
            layout(scene: "\(wide)\n\(wide)\nlast\n", messages: "", rows: 5) == [
                String(repeating: "x", count: 40), "  xxxxx", String(repeating: "x", count: 40),
                FullScreen.clippedMarker(hidden: 2, columns: 40).plain,
            ])
    }

    /// Lines as `help`, `explain`, `history` and a scene's moves write them: at every width where
    /// their longest word fits, the rows hold the same words in the same order, none broken.
    @Test func noWordIsBrokenWhereItFitsOnARow() {
        let lines = [
            "  explain SEGUE             say what performing a segue would do now: where, what it passes, its guards",
            "  covers: the whole container AddressBook: no tab bar, and no other tab can be selected until it is dismissed",
            "3. go EditContact: ShowContact -> EditContact passing contactID=3, notice=\"Saved changes\"",
            "moves: go AddContact, focus (Ctrl-O), tab Notes, tab Shop, tab Account",
        ]
        for line in lines {
            let words = line.split(separator: " ")
            let longest = words.map(\.count).max() ?? 0
            for columns in (longest + 6)...100 {
                let rows = FullScreen.rows(of: TerminalText(line + "\n"), columns: columns).map(\.plain)
                #expect(rows.flatMap { $0.split(separator: " ") } == words, "\(columns): \(rows)")
                #expect(rows.allSatisfy { $0.count <= columns })
                #expect(rows.dropFirst().allSatisfy { $0.hasPrefix(String(line.prefix { $0 == " " }) + "  ") }, "hanging indent")
            }
        }
    }

    @Test func messagesTallerThanTheWindowShowTheirLastRowsAndLeaveTheSceneOut() {
        let messages = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        #expect(layout(scene: "Menu\n", messages: messages, rows: 6) == (8...12).map { "line \($0)" })
        #expect(FullScreen.moreLine(from: 1, to: 5, of: 12) == "-- more: rows 1-5 of 12 (Space: next page, b: back, q: to the end) --")
        #expect(FullScreen.moreLine(from: 1, to: 5, of: 12, columns: 39) == "-- more: 1-5/12 Space b q --")
    }

    /// The messages under the scene are what the command said, its warnings and its error: the
    /// screen comes apart in the reply, and nothing is taken out of them.
    @Test func theMessagesOfAReplyAreWhatTheCommandSaidWithoutItsScreen() {
        let reload = Shell.Reply(
            output: "x changed on disk\nadded: Menu\n", screen: "Menu\n== Menu ==\n", warnings: ["warning: w"])
        #expect(FullScreen.messages(of: reload, errorPrefix: "error: ").plain == "x changed on disk\nadded: Menu\nwarning: w\n")
        let help = Shell.Reply(output: "Menu\n== Menu ==\n")
        #expect(FullScreen.messages(of: help, errorPrefix: "error: ").plain == "Menu\n== Menu ==\n", "kept whole")
        let failed = Shell.Reply(error: "no segue 'Nxt'")
        #expect(FullScreen.messages(of: failed, errorPrefix: "error: ").plain == "error: no segue 'Nxt'\n")
    }
}
