import Testing

@testable import SceneRuntime

/// The validator's speed path for an unwind that some way leaves without its destination (two
/// dominator trees answering each unwind at once) against the plain path (a search from every
/// root per destination), on generated storyboards: the same warnings, naming the same roots.
@Suite struct UnwindPathSpeedPathTests {
    static let styles = ["push", "push", "modal", "replace", "unwind", "unwind"]

    /// A storyboard of a few scenes whose segues go anywhere, now and then a tabs container whose
    /// tabs' roots are other scenes, and a segue into one of its tabs.
    static func storyboard(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 2...9, using: &generator)
        let containers = Set((0..<count).filter { $0 > 0 && Int.random(in: 0..<6, using: &generator) == 0 })
        var scenes: [String] = []
        for index in 0..<count {
            var segues: [String] = []
            for number in 0..<Int.random(in: 0...4, using: &generator) {
                let style = styles.randomElement(using: &generator) ?? "push"
                var segue = #"{ "id": "G\#(number)", "to": "S\#(Int.random(in: 0..<count, using: &generator))""#
                segue += #", "style": "\#(style)""#
                if style != "unwind", !containers.isEmpty, Int.random(in: 0..<8, using: &generator) == 0 {
                    segue += #", "tab": "T0""#
                }
                segues.append(segue + " }")
            }
            var scene = #"{ "id": "S\#(index)", "title": "Scene \#(index)""#
            if containers.contains(index) {
                let roots = (0..<Int.random(in: 1...2, using: &generator)).map { tab in
                    #"{ "id": "T\#(tab)", "root": "S\#(Int.random(in: 0..<count, using: &generator))" }"#
                }
                scene += #", "container": { "kind": "tabs", "tabs": [\#(roots.joined(separator: ", "))] }"#
            } else {
                scene += #", "module": "M""#
            }
            scenes.append(scene + #", "segues": [\#(segues.joined(separator: ", "))] }"#)
        }
        return #"{ "version": 2, "initial": "S0", "scenes": [\#(scenes.joined(separator: ",\n"))] }"#
    }

    /// The warnings that an unwind is not offered on every way there, by one path or the other.
    static func unwindWarnings(_ json: String, plain: Bool) -> [String] {
        let bytes = Array(json.utf8)
        do {
            var validator = StoryboardValidator(
                declaration: try StoryboardDecoder.decode(bytes, file: "generated.json"), bytes: bytes,
                file: "generated.json", modules: nil)
            validator.searchesEveryUnwind = plain
            return try validator.validate().warnings.map(\.description).filter { $0.contains("on every way") }
        } catch {
            return error.diagnostics.map(\.description).filter { $0.contains("on every way") }
        }
    }

    @Test func theDominatorTreesAgreeWithTheSearch() {
        var generator = SeededGenerator(state: 47)
        var warned = 0
        var storyboards = 0
        for _ in 0..<3_000 {
            let json = Self.storyboard(using: &generator)
            let fast = Self.unwindWarnings(json, plain: false)
            #expect(fast == Self.unwindWarnings(json, plain: true), "\(json)")
            if !fast.isEmpty { storyboards += 1 }
            warned += fast.count
        }
        #expect(storyboards > 300, "the generated storyboards warn of unwinds, \(storyboards) of them")
        #expect(warned > storyboards, "some warn of several")
    }
}
