import Testing

@testable import SceneShell

/// How the full screen lays out the scene and the last command's messages above the prompt's row.
@Suite @MainActor struct FullScreenLayoutTests {
    private func layout(scene: String, messages: String, rows: Int, columns: Int = 40) -> (text: String, rows: Int) {
        let (text, height) = FullScreen.layout(
            scene: TerminalText(scene), messages: TerminalText(messages), rows: rows, columns: columns)
        return (text.plain, height)
    }

    @Test func theSceneThenTheMessagesWhenBothFit() {
        let shown = layout(scene: "Menu\n== Menu ==\n", messages: "error: no\n", rows: 10)
        #expect(shown.text == "Menu\n== Menu ==\nerror: no")
        #expect(shown.rows == 3)
    }

    @Test func aSceneTooTallIsCutWithAMarkerAndTheMessagesKept() {
        let scene = (1...10).map { "row \($0)" }.joined(separator: "\n") + "\n"
        let shown = layout(scene: scene, messages: "one\ntwo\n", rows: 8)
        #expect(shown.text == "row 1\nrow 2\nrow 3\nrow 4\n" + FullScreen.clippedMarker(hidden: 6) + "\none\ntwo")
        #expect(shown.rows == 7, "one row left for the prompt")
    }

    @Test func wideLinesCountTheRowsTheyWrapTo() {
        let wide = String(repeating: "x", count: 45)
        let shown = layout(scene: "\(wide)\n\(wide)\nlast\n", messages: "", rows: 5)
        #expect(shown.text == "\(wide)\n" + FullScreen.clippedMarker(hidden: 3))
        #expect(shown.rows == 3)
    }

    @Test func messagesLongerThanTheWindowAreAllWrittenAndTheSceneLeftOut() {
        let messages = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let shown = layout(scene: "Menu\n", messages: messages, rows: 6)
        #expect(shown.text == messages.dropLast())
        #expect(shown.rows == 12)
    }

    @Test func aReplyEndingWithTheScreenKeepsOnlyWhatComesBefore() {
        let screen = TerminalText("Menu\n== Menu ==\n")
        #expect(TerminalText("x changed.\nMenu\n== Menu ==\n").removingLines(screen) == "x changed.\n")
        #expect(screen.removingLines(screen) == "")
        #expect(TerminalText("help\n").removingLines(screen) == "help\n")
    }
}
