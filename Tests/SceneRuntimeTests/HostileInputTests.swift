import Foundation
import Testing

@testable import SceneRuntime

/// Issue 25, item 2: nested and large input. Every recursive reader bounds its depth
/// (``SceneValueType/maximumNesting``, 64 lists) with a clear error, and every reader is linear in
/// its input: each ratio test times the reader on an input and on one twice as large (the least of
/// a few runs of each, to tame a busy machine) and holds the ratio under 3, as the benchmarks
/// report ratios rather than absolute times.
@Suite struct HostileInputTests {
    /// The least time of `runs` runs of `body`, in seconds.
    static func fastest(runs: Int = 3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    /// The time of `body` on `make(n)` and on `make(2n)` (inputs made before the clock starts),
    /// and their ratio (the small one at least a millisecond, so that a ratio of two tiny times is
    /// not noise). The two are timed in turn, the least of five runs each, so that a busy spell
    /// slows both; a ratio of 3 or more is measured again, up to five rounds, and the least kept:
    /// noise only ever slows a run, while a reader that is quadratic gives 4 every round.
    static func doubling<Input>(
        _ n: Int, _ name: String, make: (Int) -> Input, reading body: (Input) -> Void
    ) -> Double {
        let (smallInput, largeInput) = (make(n), make(2 * n))
        var least = Double.infinity
        for _ in 0..<5 where least >= 3 {
            var (small, large) = (Double.infinity, Double.infinity)
            for _ in 0..<5 {
                small = min(small, fastest(runs: 1) { body(smallInput) })
                large = min(large, fastest(runs: 1) { body(largeInput) })
            }
            let ratio = large / max(small, 0.001)
            print("HostileInputTests: \(name): n = \(n): \(small) s, 2n: \(large) s, ratio \(ratio)")
            least = min(least, ratio)
        }
        return least
    }

    // MARK: Links

    /// `ContactList:notice=` and 3,000 `[`: the parser recursed per bracket and overflowed the stack.
    @Test func aLinkOfThreeThousandBracketsIsRefusedAtTheLimit() {
        let link = "ContactList:notice=" + String(repeating: "[", count: 3_000)
        #expect(throws: Link.Refusal.self) { try Link(parsing: link) }
        do {
            _ = try Link(parsing: link)
        } catch {
            #expect(error.problem == .tooDeep(limit: 64))
            #expect(error.column == 20 + 64)
            #expect(error.description == "link column 84 ('['): lists nest deeper than 64 levels; a value has at most 64")
        }
    }

    /// Lists nested exactly to the limit are read, and spelt back the same; one more is refused.
    @Test func aLinkNestedToTheLimitIsReadAndOneLevelMoreIsNot() throws {
        func nested(_ depth: Int) -> String {
            "A:x=" + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        }
        let deepest = try Link(parsing: nested(SceneValueType.maximumNesting))
        #expect(deepest.description == nested(SceneValueType.maximumNesting))
        #expect(try Link(parsing: deepest.description) == deepest)
        #expect(throws: Link.Refusal.self) { try Link(parsing: nested(SceneValueType.maximumNesting + 1)) }
    }

    /// 40,000 inputs in one link took 74 s: a duplicate check per input scanned all before it.
    @Test func fortyThousandInputsInALinkAreReadInLinearTime() throws {
        func link(_ count: Int, duplicate: Bool = false) -> String {
            "A:" + (0..<count).map { "i\($0)=1" }.joined(separator: ",") + (duplicate ? ",i0=2" : "")
        }
        let parsed = try Link(parsing: link(40_000))
        #expect(parsed.description == link(40_000))
        do {
            _ = try Link(parsing: link(40_000, duplicate: true))
            Issue.record("a duplicate input was not found")
        } catch {
            #expect(error.problem == .duplicateInput("i0", scene: "A"))
        }
        let ratio = Self.doubling(20_000, "link inputs", make: { link($0) }, reading: { _ = try? Link(parsing: $0) })
        #expect(ratio < 3)
    }

    /// A long flat list, and a deep link refused, cost time linear in the link.
    @Test func aLongListInALinkIsReadInLinearTime() {
        let ratio = Self.doubling(
            50_000, "link list", make: { "A:x=[" + Array(repeating: "1", count: $0).joined(separator: ",") + "]" },
            reading: { _ = try? Link(parsing: $0) })
        #expect(ratio < 3)
    }

    // MARK: Type spellings

    /// A type spelled 50,000 lists deep recursed and copied the rest of the spelling per level
    /// (20 s, 1.4 GB); now it is refused, with the spelling quoted in at most 60 characters.
    @Test func aFiftyThousandDeepTypeIsRefusedWithTheLimit() {
        let spelling = String(repeating: "[", count: 50_000) + "integer" + String(repeating: "]", count: 50_000)
        #expect(throws: SceneValueType.SpellingError.tooDeep(spelling, limit: 64)) { try SceneValueType(parsing: spelling) }
        #expect(SceneValueType(spelling: spelling) == nil)
        #expect(
            SceneValueType.SpellingError.tooDeep(spelling, limit: 64).description
                == "the type '\(String(repeating: "[", count: 60))…' (100007 characters) nests lists deeper than 64"
                + " levels; a type has at most 64")
        let ratio = Self.doubling(
            50_000, "type spelling",
            make: { String(repeating: "[", count: $0) + "text" + String(repeating: "]", count: $0) },
            reading: { _ = try? SceneValueType(parsing: $0) })
        #expect(ratio < 3)
    }

    /// Every type to the limit reads back from its spelling; malformed spellings are unknown.
    @Test func typesToTheLimitRoundTripAndMalformedOnesAreUnknown() throws {
        for scalar in SceneValueType.scalars {
            var type = scalar
            for _ in 0..<SceneValueType.maximumNesting {
                type = .list(of: type)
                #expect(try SceneValueType(parsing: type.description) == type)
            }
            #expect(throws: SceneValueType.SpellingError.tooDeep("[\(type)]", limit: 64)) {
                try SceneValueType(parsing: "[\(type)]")
            }
        }
        for spelling in ["", "[", "]", "[]", "[[]]", "[integer", "integer]", "[[text]", "[text]]", "Text", "[ text ]"] {
            #expect(throws: SceneValueType.SpellingError.unknown(spelling)) { try SceneValueType(parsing: spelling) }
        }
    }

    // MARK: Storyboards

    /// A storyboard on one line whose `count` scenes after the first have invalid ids.
    static func oneLineStoryboard(errors count: Int) -> [UInt8] {
        let scenes = (0..<count).map { #"{"id":"\#($0)x","module":"M","title":"T"}"# }.joined(separator: ",")
        return Array(
            (#"{"version":1,"initial":"Menu","scenes":[{"id":"Menu","module":"M","title":"M"},"# + scenes + "]}")
                .utf8)
    }

    /// A one-line storyboard with 4,000 errors took 21 s: each error's column was found by scanning
    /// the line from its start.
    @Test func aOneLineStoryboardWithFourThousandErrorsIsLocatedInLinearTime() throws {
        let bytes = Self.oneLineStoryboard(errors: 4_000)
        do {
            _ = try Storyboard(decoding: bytes, file: "one-line.json")
            Issue.record("the storyboard was valid")
        } catch {
            #expect(error.errors.count == 4_000)
            let last = try #require(error.errors.last)
            let offset = try #require(String(decoding: bytes, as: UTF8.self).range(of: #""3999x""#))
            #expect(last.line == 1)
            #expect(last.column == String(decoding: bytes, as: UTF8.self)[..<offset.lowerBound].count + 1)
        }
        let ratio = Self.doubling(
            4_000, "one-line storyboard errors", make: Self.oneLineStoryboard,
            reading: { _ = try? Storyboard(decoding: $0, file: "one-line.json") })
        #expect(ratio < 3)
    }

    /// A storyboard of `count` scenes each with five segues to scenes it does not declare.
    static func unknownDestinations(scenes count: Int) -> [UInt8] {
        var text = #"{"version":1,"initial":"S0","scenes":["#
        for index in 0..<count {
            let segues = (0..<5).map { #"{"id":"G\#($0)","to":"X\#((index + $0) % count)"}"# }
            text += (index == 0 ? "" : ",") + #"{"id":"S\#(index)","module":"M","title":"T","segues":["#
            text += segues.joined(separator: ",") + "]}"
        }
        return Array((text + "]}").utf8)
    }

    /// A 100,000-scene storyboard ran past 10 minutes: each unknown destination looked for a "did
    /// you mean" hint among every scene. Hints are now looked for the first 100 different unknown
    /// ids only.
    @Test func aLargeStoryboardWithUnknownDestinationsIsCheckedInLinearTime() throws {
        do {
            _ = try Storyboard(decoding: Self.unknownDestinations(scenes: 1_000), file: "large.json")
            Issue.record("the storyboard was valid")
        } catch {
            #expect(error.errors.count == 5_000)
            #expect(
                error.errors.first?.problem == .unknownDestination(segue: "G0", destination: "X0", suggestion: "S0"))
            #expect(
                error.errors.last?.problem
                    == .unknownDestination(segue: "G4", destination: "X3", suggestion: "S3"), "a hint given before")
            let hinted = error.errors.filter {
                if case .unknownDestination(_, _, let suggestion?) = $0.problem { suggestion.hasPrefix("S") } else { false }
            }
            #expect(hinted.count < 5_000 && hinted.count >= 100)
        }
        let ratio = Self.doubling(
            500, "storyboard unknown destinations", make: Self.unknownDestinations,
            reading: { _ = try? Storyboard(decoding: $0, file: "large.json") })
        #expect(ratio < 3)
    }

    /// 100,000 nested arrays in a storyboard: JSON's own limit (512 levels), an error.
    @Test func aHundredThousandNestedArraysAreAnError() {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: Storyboard.LoadError.self) {
            try Storyboard(decoding: Array(#"{"version":1,"scenes":\#(nested)}"#.utf8), file: "deep.json")
        }
        #expect(throws: NavigationState.JSONError.self) { try NavigationState(json: Array(nested.utf8)) }
    }
}
