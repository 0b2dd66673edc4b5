import Testing

@testable import SceneRuntime

/// The buffer the storyboard's diagnostics are written into writes what `String` would.
@Suite struct TextBufferTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
    func writesNumbersAsTheirDescription(number: Int) {
        var text = TextBuffer(capacity: 0)
        text.append("n=")
        text.append(number)
        #expect(text.text == "n=\(number)")
        #expect(text.count == text.text.utf8.count)
    }

    @Test(arguments: [
        "S1", "", "naïve", "tab\there", "line\nfeed", "\u{1B}[31m", String(repeating: "x", count: 60),
        String(repeating: "y", count: 61), String(repeating: "é", count: 40),
    ])
    func quotesAsMessagesQuote(word: String) {
        var text = TextBuffer(capacity: 4)
        text.appendQuoted(word)
        #expect(text.text == quoted(word))
    }

    @Test func keepsTextThatIsNotASCII() {
        var text = TextBuffer(capacity: 1)
        text.append("Ünïcödé ")
        text.append("😀")
        #expect(text.text == "Ünïcödé 😀")
    }
}
