import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// The Quiz plugin (`Tests/Fixtures/QuizPlugin`) shares nothing with the app but the runtime:
/// typed values of every kind cross into it, between its two scenes, and back, through the
/// storyboard's declarations alone, and a storyboard that gets a type wrong is refused before
/// anything runs, from the plugin's manifest.
@Suite @MainActor struct QuizPluginTests {
    static let quiz = PluginTests.buildDirectory.appendingPathComponent("libQuizPlugin.so").path
    static let date = Date(timeIntervalSince1970: 1_795_339_800)

    /// The values the host offers, one of each type.
    static let offered: [String: SceneValue] = [
        "id": .integer(3), "title": .text("Pop quiz"), "weight": .decimal(Decimal(string: "0.75") ?? 0),
        "strict": .boolean(true), "askedAt": .date(date), "reference": .identifier("Q-7"),
        "choices": .list([.text("a"), .text("b")]),
    ]

    /// A host with an output and an input of every type.
    static let host = StandInScene.module(
        named: "Host",
        interface: SceneInterface(
            inputs: [
                .init(name: "summary", type: .text, isRequired: false),
                .init(name: "score", type: .integer, isRequired: false),
                .init(name: "title", type: .text, isRequired: false),
                .init(name: "weight", type: .decimal, isRequired: false),
                .init(name: "strict", type: .boolean, isRequired: false),
                .init(name: "askedAt", type: .date, isRequired: false),
                .init(name: "reference", type: .identifier, isRequired: false),
                .init(name: "choices", type: .list(of: .text), isRequired: false),
            ],
            outputs: [
                .init(name: "id", type: .integer), .init(name: "title", type: .text),
                .init(name: "weight", type: .decimal), .init(name: "strict", type: .boolean),
                .init(name: "askedAt", type: .date), .init(name: "reference", type: .identifier),
                .init(name: "choices", type: .list(of: .text)),
            ]))

    static let carried = ["title", "weight", "strict", "askedAt", "reference", "choices"]

    static func storyboard(plugin: String, start: String = #""contactID": { "from": "id" }"#) -> String {
        let along = carried.map { #""\#($0)": { "from": "\#($0)" }"# }.joined(separator: ", ")
        return """
            { "version": 2, "plugins": ["\(plugin)"], "initial": "Host", "scenes": [
              { "id": "Host", "module": "Host", "title": "Host", "segues": [
                { "id": "Start", "to": "Quiz", "pass": { \(start), \(along) } } ] },
              { "id": "Quiz", "module": "Quiz", "title": "Quiz", "segues": [
                { "id": "Next", "to": "QuizResult", "pass": {
                    "contactID": { "from": "contactID" }, "score": { "from": "score" }, \(along) } } ] },
              { "id": "QuizResult", "module": "QuizResult", "title": "Result", "segues": [
                { "id": "Finish", "to": "Host", "style": "unwind", "pass": {
                    "summary": { "from": "summary" }, "score": { "from": "score" }, \(along) } } ] } ] }
            """
    }

    @Test func everyTypeCrossesIntoThePluginBetweenItsScenesAndBack() throws {
        let registry = SceneRegistry()
        try registry.register(Self.host)
        let storyboard = try registry.loadStoryboard(
            from: Array(Self.storyboard(plugin: Self.quiz).utf8), file: "quiz.json")
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let navigator = Navigator(storyboard: storyboard, registry: registry)
        try navigator.start()
        let host = try #require(navigator.topScene).dataStore(as: StandInValues.self)
        host.outputs = Self.offered
        try navigator.performSegue("Start")
        #expect(navigator.topScene?.screen == Screen([.heading("Pop quiz"), .text("How well do you know contact 3?")]))
        #expect(navigator.topScene?.inputs["weight"] == .decimal(Decimal(string: "0.75") ?? 0))
        try #require(navigator.topScene).perform(action: "answer", arguments: ["4"])
        #expect(navigator.stack.map(\.id) == ["Host", "Quiz", "QuizResult"])
        #expect(navigator.topScene?.inputs["score"] == .integer(34), "computed by Quiz, passed on")
        #expect(navigator.topScene?.screen == Screen([.text("Contact 3 scored 34")]))
        try #require(navigator.topScene).perform(action: "finish")
        #expect(navigator.stack.map(\.id) == ["Host"])
        var expected = Self.offered
        expected["id"] = nil
        expected["summary"] = .text("Contact 3 scored 34")
        expected["score"] = .integer(34)
        #expect(host.inputs == expected, "every type came back")
        #expect(navigator.topScene?.inputs == expected)
    }

    /// The quiz's arithmetic cannot trap: any id may come in (a constant in a storyboard, another
    /// plugin), and an answer is refused outside 0 to 9.
    @Test(arguments: [Int.max, Int.min, -7, 2_147_483_647])
    func anyContactIDAndAnyAnswerNeverTrap(contactID: Int) throws {
        let registry = SceneRegistry()
        try registry.register(Self.host)
        let storyboard = try registry.loadStoryboard(
            from: Array(Self.storyboard(plugin: Self.quiz, start: #""contactID": { "value": \#(contactID) }"#).utf8),
            file: "quiz.json")
        let navigator = Navigator(storyboard: storyboard, registry: registry)
        try navigator.start()
        try #require(navigator.topScene).dataStore(as: StandInValues.self).outputs = Self.offered
        try navigator.performSegue("Start")
        for word in ["99999999999999999999", "-1", "10", String(Int.max)] {
            #expect(throws: ActionError.self) { try #require(navigator.topScene).perform(action: "answer", arguments: [word]) }
        }
        #expect(navigator.topScene?.id == "Quiz", "nothing was answered")
        try #require(navigator.topScene).perform(action: "answer", arguments: ["9"])
        #expect(navigator.topScene?.inputs["score"] == .integer(contactID % 1_000 * 10 + 9))
    }

    @Test func aTypeMismatchAcrossThePluginIsFoundFromItsManifestWithoutRunningIt() throws {
        let scratch = PluginTests.scratchFolder("quiz")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("lib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let library = scratch.appendingPathComponent("lib/libQuiz.so").path
        try FileManager.default.copyItem(atPath: Self.quiz, toPath: library)
        func scenes(_ arguments: [String]) -> (Int32, String, String) {
            var out = ""
            var err = ""
            let status = ScenesCommand.run(
                arguments: arguments, modules: [Self.host], environment: ["HOME": "/nonexistent"],
                console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
            return (status, out, err)
        }
        #expect(scenes(["manifest", library]).0 == 0)
        let config = scratch.appendingPathComponent("scenes.json").path
        try Data(Self.storyboard(plugin: "lib/libQuiz.so").utf8).write(to: URL(fileURLWithPath: config))
        let valid = scenes(["validate", config])
        #expect(valid.0 == 0, "\(valid.2)")
        try Data(Self.storyboard(plugin: "lib/libQuiz.so", start: #""contactID": { "from": "title" }"#).utf8)
            .write(to: URL(fileURLWithPath: config))
        let invalid = scenes(["validate", config])
        #expect(invalid.0 == 1)
        #expect(
            invalid.2.contains(
                "error: scenes[0].segues[0].pass.contactID.from: segue 'Start' passes output 'title' (text) to input 'contactID', which is integer"
            ), "\(invalid.2)")
        let missing = try String(contentsOfFile: config, encoding: .utf8)
            .replacingOccurrences(of: #""contactID": { "from": "title" }, "#, with: "")
        try Data(missing.utf8).write(to: URL(fileURLWithPath: config))
        #expect(
            scenes(["validate", config]).2.contains(
                "error: scenes[0].segues[0].pass: segue 'Start' does not pass 'contactID' (integer), a required input of scene 'Quiz'"))
    }
}
