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

    @Test(arguments: [
        ("", 0, "the file is empty; expected a JSON object"),
        ("   ", 3, "the file holds only whitespace; expected a JSON object"),
        (#"{"a": 1,}"#, 7, "trailing comma before '}'"),
        ("[1, 2,]", 5, "trailing comma before ']'"),
        (#"{"a" 1}"#, 5, "expected ':' after the key 'a', found '1'"),
        (#"{"a": 1 "b": 2}"#, 8, "expected ',' or '}' after an object member, found '\"'"),
        ("[1 2]", 3, "expected ',' or ']' after an array element, found '2'"),
        (#"{a: 1}"#, 1, "expected a string key, found 'a' (keys need double quotes)"),
        (#"["abc"#, 1, "unterminated string"),
        ("[\"a\nb\"]", 3, "unterminated string (a string cannot span lines)"),
        ("[\"a\u{01}\"]", 3, "control character 0x01 in a string; write it as \\u0001"),
        (#"["\x"]"#, 2, "invalid escape sequence '\\x'"),
        (#"["\u12"]"#, 2, "a \\u escape needs four hexadecimal digits"),
        (#"["\ud800"]"#, 2, "unpaired UTF-16 surrogate in \\u escape"),
        (#"["\udc00"]"#, 2, "unpaired UTF-16 surrogate in \\u escape"),
        ("[01]", 2, "a number cannot have leading zeros"),
        ("[1.]", 3, "invalid number: expected a digit after '.'"),
        ("[1e]", 3, "invalid number: expected a digit in the exponent"),
        ("[-]", 2, "invalid number: expected a digit, found ']'"),
        ("[True]", 1, "invalid literal 'True'; JSON literals are lowercase: true"),
        ("[nul]", 1, "invalid literal 'nul'; expected null"),
        ("{} {}", 3, "unexpected '{' after the end of the JSON value"),
        ("[", 1, "unexpected end of file; expected a value"),
        ("[@]", 1, "unexpected '@'; expected a value"),
    ])
    func reportsSyntaxErrorsWhereTheyAre(text: String, offset: Int, message: String) {
        #expect(syntaxError(text) == JSONSyntaxError(offset: offset, message: message))
    }

    @Test func reportsInvalidUTF8AtTheOffendingByte() {
        let bytes = Array(#"["ab"#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)
        #expect(syntaxError(bytes) == JSONSyntaxError(offset: 4, message: "invalid UTF-8 in a string: truncated sequence 0xC3"))
        let overlong = Array(#"[""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8)
        #expect(syntaxError(overlong)?.message == "invalid UTF-8 in a string: overlong encoding 0xC0 0xAF")
        let surrogate = Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8)
        #expect(syntaxError(surrogate)?.offset == 2)
        let truncated = Array(#"[""#.utf8) + [0xF0, 0x9F]
        #expect(syntaxError(truncated)?.offset == 2)
    }

    @Test func refusesUTF16() {
        #expect(syntaxError([0xFF, 0xFE, 0x5B, 0x00])?.message == "the file is encoded as UTF-16; save it as UTF-8")
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(syntaxError(deep) == JSONSyntaxError(offset: JSONParser.maximumDepth, message: "nesting is deeper than 512 levels"))
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
}
