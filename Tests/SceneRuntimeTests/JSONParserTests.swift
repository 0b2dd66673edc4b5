import Testing

@testable import SceneRuntime

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

    /// What the runtime writes as a JSON string reads back the same, and holds no control
    /// character of any kind (they are escaped).
    @Test(arguments: [
        "", "Ada", "quote \" backslash \\ slash /", "line\nbreak\ttab\rreturn", "\u{0}\u{1B}[2J\u{7F}", "\u{85}\u{9B}\u{202E}", "é👨‍👩‍👧 日本",
    ])
    func aWrittenLiteralReadsBackTheSame(text: String) throws {
        let literal = JSONValue.literal(text)
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        guard case .string(let read) = try parse(literal).kind else {
            Issue.record("not a string: \(literal)")
            return
        }
        #expect(read == text)
    }

    @Test func parsesEveryKindOfValueWithItsOffset() throws {
        let value = try parse(#"{"a": [1, -2.5e3, "x", true, false, null], "b": {}}"#)
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyOffset) == [1, 43])
        guard case .array(let elements) = members[0].value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.offset) == [7, 10, 18, 23, 29, 36])
        #expect(elements.map(\.kindDescription) == ["the number 1", "the number -2.5e3", "a string", "true", "false", "null"])
    }

    @Test func keepsDuplicateKeysForTheReader() throws {
        let value = try parse(#"{"id": "A", "id": "B"}"#)
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["id", "id"])
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00", "café"]"#)
        guard case .array(let elements) = value.kind, case .string(let first) = elements[0].kind,
            case .string(let second) = elements[1].kind
        else {
            Issue.record("expected two strings")
            return
        }
        #expect(first == "a\"b\\c/d\n\té😀")
        #expect(second == "café")
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(value.offset == 3)
    }

    @Test(
        arguments: [
            ("", 0, .noValue(onlyWhitespace: false), "the file is empty; expected a JSON object"),
            ("   ", 3, .noValue(onlyWhitespace: true), "the file holds only whitespace; expected a JSON object"),
            (#"{"a": 1,}"#, 7, .trailingComma(.object), "trailing comma before '}'"),
            ("[1, 2,]", 5, .trailingComma(.array), "trailing comma before ']'"),
            (#"{"a" 1}"#, 5, .expectedColon(key: "a", found: .word("1")), "expected ':' after the key 'a', found '1'"),
            (#"{"a": 1 "b": 2}"#, 8, .expectedCommaOrEnd(.object, found: .byte(0x22)), "expected ',' or '}' after an object member, found '\"'"),
            ("[1 2]", 3, .expectedCommaOrEnd(.array, found: .word("2")), "expected ',' or ']' after an array element, found '2'"),
            (#"{a: 1}"#, 1, .expectedKey(found: .word("a")), "expected a string key, found 'a' (keys need double quotes)"),
            (#"{'a': 1}"#, 1, .expectedKey(found: .singleQuote), #"expected a string key, found "'" (strings need double quotes)"#),
            (#"["abc"#, 1, .unterminatedString, "unterminated string"),
            ("[\"a\nb\"]", 3, .lineBreakInString, "unterminated string (a string cannot span lines)"),
            ("[\"a\u{01}\"]", 3, .controlCharacter(0x01), "control character 0x01 in a string; write it as \\u0001"),
            ("[\"a\tb\"]", 3, .controlCharacter(0x09), "control character 0x09 in a string; write it as \\t"),
            (#"["\x"]"#, 2, .invalidEscape(.byte(0x78)), "invalid escape sequence '\\x'"),
            ("[\"\\ \"]", 2, .invalidEscape(.byte(0x20)), "invalid escape sequence: a backslash followed by byte 0x20"),
            ("[\"\\é\"]", 2, .invalidEscape(.scalar("é")), "invalid escape sequence: a backslash followed by 'é' (U+00E9)"),
            ("[\"\\", 3, .unterminatedEscape, "unterminated escape sequence"),
            (#"["\u12"]"#, 2, .malformedUnicodeEscape, "a \\u escape needs four hexadecimal digits"),
            (#"["\ud800"]"#, 2, .unpairedSurrogate, "unpaired UTF-16 surrogate in \\u escape"),
            (#"["\udc00"]"#, 2, .unpairedSurrogate, "unpaired UTF-16 surrogate in \\u escape"),
            ("[01]", 2, .leadingZero, "a number cannot have leading zeros"),
            ("[1.]", 3, .missingFractionDigits, "invalid number: expected a digit after '.'"),
            ("[1e]", 3, .missingExponentDigits, "invalid number: expected a digit in the exponent"),
            ("[-]", 2, .expectedDigit(found: .byte(0x5D)), "invalid number: expected a digit, found ']'"),
            ("[0x1F]", 1, .invalidNumber("0x1F"), "invalid number '0x1F'; JSON numbers are decimal"),
            ("[12px]", 1, .invalidNumber("12px"), "invalid number '12px'"),
            ("[True]", 1, .capitalizedLiteral("True", literal: "true"), "invalid literal 'True'; JSON literals are lowercase: true"),
            ("[nul]", 1, .incompleteLiteral("nul", literal: "null", atEndOfFile: false), "invalid literal 'nul'; expected null"),
            ("[tru", 1, .incompleteLiteral("tru", literal: "true", atEndOfFile: true), "unexpected end of file in 'tru'; expected true"),
            ("[NaN]", 1, .nonFiniteNumber("NaN"), "unexpected 'NaN'; JSON has no NaN or infinity"),
            ("[yes]", 1, .bareWord("yes"), "unexpected 'yes'; expected a value (strings need double quotes)"),
            ("{} {}", 3, .textAfterValue(.byte(0x7B)), "unexpected '{' after the end of the JSON value"),
            ("[", 1, .expectedValue(found: .endOfFile), "unexpected end of file; expected a value"),
            ("[@]", 1, .expectedValue(found: .byte(0x40)), "unexpected '@'; expected a value"),
            ("[// no\n1]", 1, .expectedValue(found: .comment), "unexpected '/' (JSON has no comments); expected a value"),
            ("[é]", 1, .expectedValue(found: .scalar("é")), "unexpected 'é' (U+00E9); expected a value"),
            ("[\u{A0}1]", 1, .expectedValue(found: .scalar("\u{A0}")), "unexpected U+00A0 (NO-BREAK SPACE); expected a value"),
        ] as [(String, Int, JSONSyntaxError.Reason, String)])
    func reportsSyntaxErrorsWhereTheyAre(text: String, offset: Int, reason: JSONSyntaxError.Reason, message: String) {
        #expect(syntaxError(text) == JSONSyntaxError(offset: offset, reason: reason))
        #expect(reason.description == message)
    }

    @Test func reportsInvalidUTF8AtTheOffendingByte() {
        let bytes = Array(#"["ab"#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)
        #expect(syntaxError(bytes) == JSONSyntaxError(offset: 4, reason: .invalidUTF8(.truncated([0xC3]))))
        #expect(syntaxError(bytes)?.message == "invalid UTF-8 in a string: truncated sequence 0xC3")
        let overlong = Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8)
        #expect(syntaxError(overlong)?.reason == .invalidUTF8(.overlong([0xC0, 0xAF])))
        #expect(syntaxError(overlong)?.message == "invalid UTF-8 in a string: overlong encoding 0xC0 0xAF")
        let surrogate = Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8)
        #expect(syntaxError(surrogate) == JSONSyntaxError(offset: 2, reason: .invalidUTF8(.surrogate([0xED, 0xA0, 0x80]))))
        #expect(syntaxError(surrogate)?.message == "invalid UTF-8 in a string: UTF-16 surrogate encoded as UTF-8, 0xED 0xA0 0x80")
        let truncated = Array(#"[""#.utf8) + [0xF0, 0x9F]
        #expect(syntaxError(truncated) == JSONSyntaxError(offset: 2, reason: .invalidUTF8(.truncated([0xF0, 0x9F]))))
        let beyond = Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8)
        #expect(syntaxError(beyond)?.message == "invalid UTF-8 in a string: sequence 0xF4 0x90 0x80 0x80 beyond U+10FFFF")
        let continuation = Array(#"[""#.utf8) + [0x80] + Array(#""]"#.utf8)
        #expect(syntaxError(continuation)?.message == "invalid UTF-8 in a string: continuation byte 0x80 without a lead byte")
        let unused = Array(#"[""#.utf8) + [0xFF] + Array(#""]"#.utf8)
        #expect(syntaxError(unused)?.message == "invalid UTF-8 in a string: byte 0xFF, which UTF-8 never uses")
        let outsideString = Array("[".utf8) + [0xFF] + Array("]".utf8)
        #expect(syntaxError(outsideString) == JSONSyntaxError(offset: 1, reason: .expectedValue(found: .byte(0xFF))))
        #expect(syntaxError(outsideString)?.message == "unexpected byte 0xFF; expected a value")
    }

    @Test func refusesUTF16() {
        #expect(syntaxError([0xFF, 0xFE, 0x5B, 0x00])?.reason == .notUTF8(byteOrderMark: true))
        #expect(syntaxError([0xFF, 0xFE, 0x5B, 0x00])?.message == "the file is encoded as UTF-16; save it as UTF-8")
        #expect(syntaxError([0x5B, 0x00])?.reason == .notUTF8(byteOrderMark: false))
        #expect(syntaxError([0x5B, 0x00])?.message == "the file is encoded as UTF-16 or UTF-32 (it has zero bytes); save it as UTF-8")
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(syntaxError(deep) == JSONSyntaxError(offset: JSONParser.maximumDepth, reason: .tooDeep(limit: 512)))
        #expect(syntaxError(deep)?.message == "nesting is deeper than 512 levels")
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(syntaxError(allowed) == nil)
    }
}

@Suite struct SourceLocatorTests {
    @Test func mapsOffsetsToLinesAndColumns() {
        let text = "ab\ncdé\n\nx"
        let locator = SourceLocator(bytes: Array(text.utf8))
        #expect(locator.location(of: 0) == (1, 1))
        #expect(locator.location(of: 2) == (1, 3))
        #expect(locator.location(of: 3) == (2, 1))
        // "é" is two bytes but one column.
        #expect(locator.location(of: 7) == (2, 4))
        #expect(locator.location(of: 8) == (3, 1))
        #expect(locator.location(of: 9) == (4, 1))
    }

    @Test func doesNotCountAByteOrderMarkAsAColumn() {
        let locator = SourceLocator(bytes: [0xEF, 0xBB, 0xBF] + Array("{x".utf8))
        #expect(locator.location(of: 4) == (1, 2))
    }

    /// The locator reads eight bytes at a time and keeps a mask for each 64-byte chunk: every
    /// offset of long texts, with line feeds and multi-byte scalars at every position in a word
    /// and across chunks, is where counting its lines and scalars from the start puts it.
    @Test func agreesWithAWalkOfTheScalarsEverywhere() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "\n", "é", "€", "😀", "bcdefgh", "\n\n", "{\"id\": 1}"]
        for _ in 0..<20 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<120, using: &generator) {
                text += pieces.randomElement(using: &generator) ?? ""
            }
            let bytes = Array(text.utf8)
            let locator = SourceLocator(bytes: bytes)
            // Offsets where scalars start (and the end), each located by counting from the start.
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                let before = bytes[..<offset]
                let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
                let line = before.count { $0 == UInt8(ascii: "\n") } + 1
                let column = bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
                #expect(locator.location(of: offset) == (line, column), "offset \(offset) of \(bytes.count)")
            }
        }
    }
}
