import Foundation
import Testing

@testable import SceneShell

/// The reader of `scenes explore`'s answers: lines split back as written, whatever the reads, in
/// time linear in what was read, and never more than its bound held of a line.
@Suite struct ExploreAnswerReaderTests {
    /// Every line the reader gives after each chunk of `chunks`.
    static func lines(_ chunks: [[UInt8]], limit: Int) -> [ExploreAnswerReader.Line] {
        var reader = ExploreAnswerReader(limit: limit)
        var lines: [ExploreAnswerReader.Line] = []
        for chunk in chunks {
            reader.append(chunk)
            while let line = reader.next() { lines.append(line) }
        }
        return lines
    }

    @Test func linesAreSplitBackAsWrittenWhateverTheReads() {
        let text = Array("@explore {}\n\nsecond line\nthird".utf8)
        for size in 1...text.count {
            let chunks = stride(from: 0, to: text.count, by: size).map { Array(text[$0..<min(text.count, $0 + size)]) }
            #expect(
                Self.lines(chunks, limit: 100) == [.line(Array("@explore {}".utf8)), .line([]), .line(Array("second line".utf8))],
                "in chunks of \(size)")
        }
    }

    @Test func aLineLongerThanTheBoundIsSaidOnceAndTheNextIsRead() {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 25)
        #expect(
            Self.lines([long, Array("\nok\n".utf8)], limit: 10) == [.tooLong, .line(Array("ok".utf8))],
            "said as soon as it is longer, its rest dropped")
        #expect(
            Self.lines([long + Array("\nok\n".utf8)], limit: 10) == [.tooLong, .line(Array("ok".utf8))],
            "read whole in one chunk")
        #expect(Self.lines([Array("0123456789\n".utf8)], limit: 10) == [.line(Array("0123456789".utf8))], "the bound itself")
    }

    /// 50 MB without a line feed, read in 64 KiB chunks: said too long once, with never more than
    /// the bound and a chunk held, in well under a second; an 8 MiB answer, read the same way,
    /// too (each chunk's bytes are searched once, not the whole line again).
    @Test func fiftyMegabytesWithoutALineFeedAreReadInLinearTime() {
        let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: 65_536)
        var reader = ExploreAnswerReader()
        var said: [ExploreAnswerReader.Line] = []
        var mostHeld = 0
        let clock = ContinuousClock()
        let took = clock.measure {
            for _ in 0..<(50_000_000 / chunk.count) {
                reader.append(chunk)
                while let line = reader.next() { said.append(line) }
                mostHeld = max(mostHeld, reader.held)
            }
            reader.append(Array("\n@explore {}\n".utf8))
            while let line = reader.next() { said.append(line) }
        }
        #expect(said == [.tooLong, .line(Array("@explore {}".utf8))])
        #expect(mostHeld <= ExploreAnswerReader.maximumLineBytes)
        #expect(took < .seconds(1), "\(took)")
        var answer = ExploreAnswerReader()
        let within = clock.measure {
            for _ in 0..<(ExploreAnswerReader.maximumLineBytes / chunk.count) {
                answer.append(chunk)
                #expect(answer.next() == nil)
            }
            answer.append([UInt8(ascii: "\n")])
        }
        #expect(answer.next() == .line([UInt8](repeating: UInt8(ascii: "y"), count: ExploreAnswerReader.maximumLineBytes)))
        #expect(within < .seconds(1), "\(within)")
    }
}
