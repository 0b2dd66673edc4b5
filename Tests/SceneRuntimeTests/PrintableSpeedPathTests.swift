import Testing

@testable import SceneRuntime

/// `printable`'s speed path, which passes printable ASCII through after reading its bytes eight at
/// a time, against the plain path, which reads every text by its scalars, on generated text.
@Suite struct PrintableSpeedPathTests {
    /// Scalars at the edges of what the bytes check tells apart: controls and the first and last
    /// printable ASCII, DEL, C1 controls, Latin-1, format characters, other scripts and emoji.
    static let edges: [Unicode.Scalar] = [
        "\u{0}", "\u{8}", "\t", "\n", "\u{B}", "\r", "\u{1B}", "\u{1F}", " ", "!", "A", "~", "\u{7F}",
        "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{AD}", "\u{200B}", "\u{200D}", "\u{202E}",
        "\u{FEFF}", "日", "\u{1F600}", "\u{E0001}",
    ]

    /// Mostly printable ASCII, as text usually is, with an edge scalar now and then, at lengths
    /// around the eight-byte steps.
    static func text(using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        let length = Int.random(in: 0...40, using: &generator)
        let rarity = Int.random(in: 1...30, using: &generator)
        for _ in 0..<length {
            if Int.random(in: 0..<rarity, using: &generator) == 0 {
                scalars.append(edges.randomElement(using: &generator) ?? " ")
            } else {
                scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            }
        }
        return String(scalars)
    }

    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func theBytesCheckAgreesWithTheScalarsPath(keepingLineBreaks: Bool, keepingTabs: Bool) {
        var generator = SeededGenerator(state: 7)
        var plainCount = 0
        for _ in 0..<5_000 {
            let text = Self.text(using: &generator)
            let plain = isPlainASCII(text, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs)
            let expected = text.unicodeScalars.allSatisfy {
                (0x20..<0x7F).contains($0.value) || ($0 == "\n" && keepingLineBreaks)
                    || ($0 == "\t" && keepingTabs)
            }
            #expect(plain == expected, "\(text.unicodeScalars.map(\.value))")
            let scalarsPath = printableScalars(
                text, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs)
            #expect(
                printable(text, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs) == scalarsPath,
                "\(text.unicodeScalars.map(\.value))")
            if plain {
                plainCount += 1
                #expect(scalarsPath == text, "plain text passes through either way")
            }
        }
        #expect(plainCount > 500, "the generated text takes both paths")
        #expect(plainCount < 4_500, "the generated text takes both paths")
    }
}
