import SceneTesting
import Testing

@testable import SceneRuntime

/// The decoder matches keys, styles and identifiers on their bytes, with a quicker way for the
/// common case (a plain key, a plain identifier) beside the general one. Both must give the same
/// storyboard and the same problems.
@Suite @MainActor struct StoryboardDecoderMatchingTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    private static let plain = """
        { "version": 1, "initial": "List", "scenes": [
          { "id": "List", "module": "Note", "title": "List", "segues": [
            { "id": "Open", "to": "Detail", "style": "push" },
            { "id": "Present", "to": "Form", "style": "modal" } ] },
          { "id": "Detail", "module": "Note", "title": "Detail" },
          { "id": "Form", "module": "Note", "title": "Form" } ] }
        """

    @Test func keysStylesAndIdentifiersWrittenWithEscapesReadAsPlainOnes() throws {
        let escaped = Self.plain
            .replacingEvery(#""id""#, with: #""i\u0064""#)
            .replacingEvery(#""style": "modal""#, with: #""st\u0079le": "mod\u0061l""#)
            .replacingEvery(#""to": "Detail""#, with: #""to": "\u0044etail""#)
        #expect(escaped != Self.plain)
        let plain = try fixtures.storyboard(Self.plain)
        let read = try fixtures.storyboard(escaped)
        #expect(read.scenes == plain.scenes)
        #expect(read.scene(withID: "List")?.segue("Present")?.style == .modal)
        #expect(read.scene(withID: "List")?.segue("Open")?.destination == "Detail")
    }

    /// The problems of `json`, which must not load.
    private func problems(_ json: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> [StoryboardProblem]
    {
        fixtures.errors(json, sourceLocation: sourceLocation).map(\.problem)
    }

    @Test func keysAreMatchedWholeWhateverTheirLength() {
        // The same length and first byte as `id`, a key longer than 16 bytes, and a prefix of one.
        for key in ["ix", "identifierOfTheSceneHere", "styl", "stylex", "i"] {
            let json = Self.plain.replacingEvery(#""style": "push""#, with: "\"\(key)\": \"push\"")
            let unknown = problems(json).contains { problem in
                if case .unknownKey(key, _, _) = problem { return true }
                return false
            }
            #expect(unknown, "'\(key)' was taken for a key of a segue")
        }
    }

    @Test func aKeyNearTheEndOfTheFileIsMatched() throws {
        // Fewer than 16 bytes follow the last keys: they are read byte by byte.
        let json = #"{"version":1,"scenes":[{"id":"A","module":"Note","title":"A"}],"initial":"A"}"#
        #expect(try fixtures.storyboard(json).initialSceneID == "A")
    }

    @Test func anIdentifierThatIsNotOneIsReportedWhateverItsBytes() {
        for id in ["1List", "Li st", "Lïst", "", "List-2"] {
            let json = Self.plain.replacingEvery(#""to": "Detail""#, with: "\"to\": \"\(id)\"")
            #expect(problems(json).contains(.invalidIdentifier(id, role: "scene id")), "'\(id)'")
        }
    }

    @Test func diagnosticsAreOrderedByOffsetThoseAtOneOffsetAsFound() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 7, 300] {
            // Few offsets, so that many problems share one; the message numbers them as found.
            let problems = (0..<count).map { number in
                Storyboard.Diagnostic(
                    .syntax("\(number)"), at: Int.random(in: 0..<max(count / 4, 1), using: &generator), .root)
            }
            let locator = SourceLocator(bytes: Array(repeating: UInt8(ascii: "\n"), count: count))
            let ordered = StoryboardValidator.diagnostics(problems, file: "f.json", locator: locator)
            let expected = problems.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            #expect(ordered.map(\.problem) == expected.map(\.element.problem))
            #expect(ordered.allSatisfy { $0.file == "f.json" && $0.line == $0.offset + 1 })
        }
    }

    @Test func internedNamesAreFoundByTheirBytesAndByTheirText() {
        var table = SymbolTable(capacity: 2)
        var symbols: [Int32] = []
        // Enough names to make the table grow several times; prefixes of others; names of 15, 16
        // and 17 bytes sharing their first 16, and longer ones.
        let long = "abcdefghijklmnopqrstuvwxyz"
        let names =
            (0..<500).map { "S\($0)" } + ["S", "S1_", "é"]
            + (1...long.count).map { String(long.prefix($0)) }
        for name in names {
            // Each name inside a larger input, other bytes after it, read as the decoder reads.
            let input = Array((name + "\"zzzzzzzzzzzzzzzzzzzz").utf8)
            let count = name.utf8.count
            symbols.append(
                input.withUnsafeBufferPointer {
                    table.intern(
                        UnsafeBufferPointer(rebasing: $0[0..<count]), hash: SymbolTable.hash(of: name),
                        readable: $0.count)
                })
        }
        #expect(Set(symbols).count == names.count)
        for (name, symbol) in zip(names, symbols) {
            #expect(table.symbol(of: name) == symbol)
            #expect(table.intern(name, hash: SymbolTable.hash(of: name)) == symbol)
            #expect(table.names[Int(symbol)] == name)
            let bytes = Array(name.utf8)
            let again = bytes.withUnsafeBufferPointer {
                table.intern($0, hash: SymbolTable.hash(of: name), readable: $0.count)
            }
            #expect(again == symbol, "\(name) read alone")
        }
        #expect(table.symbol(of: "S1000") == nil)
        #expect(table.symbol(of: long + "z") == nil)
        #expect(table.count == names.count)
    }
}
