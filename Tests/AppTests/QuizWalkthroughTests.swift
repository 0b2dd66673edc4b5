import Foundation
import SceneRuntime
import SceneShellTesting
import Testing

/// The PluginScenes article's outside-author walkthrough, kept true: the plugin's code there is the Quiz
/// fixture's (`Tests/Fixtures/QuizPlugin`, built by `swift test`), the storyboard edits it shows
/// are made to the app's `scenes.json`, and the session it shows is
/// `Transcripts/quiz-plugin.transcript`: ContactList leads to the plugin with the selected
/// contact's id, the plugin pushes its second scene with a score it computed, and unwinds with a
/// summary that ContactList shows, with no code of the app changed.
@Suite @MainActor struct QuizWalkthroughTests {
    static let root = FlowTranscriptTests.root.deletingLastPathComponent().deletingLastPathComponent()
    static let library = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("libQuizPlugin.so").path

    /// The edits the article asks for, as (what is in scenes.json, what it becomes).
    static func edits(plugin: String) -> [(String, String)] {
        [
            (#""version": 2,"#, #""version": 2, "plugins": ["\#(plugin)"],"#),
            (
                #"{ "id": "AddContact", "to": "AddContact", "style": "modal" } ] },"#,
                #"{ "id": "AddContact", "to": "AddContact", "style": "modal" },"# + "\n" + segue + " ] },"
            ),
            (
                #"{ "id": "NoteDetail", "module": "NoteDetail", "title": "Note", "linkable": true },"#,
                #"{ "id": "NoteDetail", "module": "NoteDetail", "title": "Note", "linkable": true },"# + "\n" + scenes
            ),
        ]
    }

    static let segue = """
                { "id": "Quiz", "to": "Quiz", "pass": { "contactID": { "from": "selectedContactID" } } }
        """

    static let scenes = """
            { "id": "Quiz", "module": "Quiz", "title": "Quiz", "segues": [
                { "id": "Next", "to": "QuizResult",
                  "pass": { "contactID": { "from": "contactID" }, "score": { "from": "score" } } } ] },
            { "id": "QuizResult", "module": "QuizResult", "title": "Quiz result", "segues": [
                { "id": "Finish", "to": "ContactList", "style": "unwind",
                  "pass": { "notice": { "from": "summary" } } } ] },
        """

    @Test func theReadmeShowsThePluginsCodeAndTheEditsThisTestMakes() throws {
        let readme = try Documentation.article("PluginScenes")
        let code = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/QuizPlugin/Quiz.swift"), encoding: .utf8)
        #expect(readme.contains("cat > Sources/Quiz/Quiz.swift <<'EOF'\n" + code + "EOF\n"))
        #expect(readme.contains(Self.segue))
        #expect(readme.contains(Self.scenes))
        #expect(readme.contains(#""version": 2, "plugins": ["../Quiz/.build/debug/libQuiz.so"],"#))
    }

    @Test func theWalkthroughsSessionMatchesItsTranscript() throws {
        // A fixed folder: the session starts with the storyboard's warnings, which name the file.
        let scratch = URL(fileURLWithPath: "/tmp/scenes-quiz-walkthrough")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var storyboard = try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8)
        for (before, after) in Self.edits(plugin: Self.library) {
            #expect(storyboard.contains(before), "scenes.json no longer has \(before)")
            storyboard = storyboard.replacingOccurrences(of: before, with: after)
        }
        let config = scratch.appendingPathComponent("scenes.json").path
        try Data(storyboard.utf8).write(to: URL(fileURLWithPath: config))

        let file = FlowTranscriptTests.root.appendingPathComponent("Transcripts/quiz-plugin.transcript")
        let transcript = Transcript(try String(contentsOf: file, encoding: .utf8))
        let registry = SceneRegistry()
        for module in builtinSceneModules { try registry.register(module) }
        // Checked before anything runs; the warnings only say which optional inputs no segue passes.
        let loaded = try registry.loadStoryboard(contentsOf: config)
        #expect(loaded.warnings.allSatisfy { $0.message.hasPrefix("no segue passes the optional input") })
        let result = transcript.verify(
            registry: registry, storyboard: config,
            environment: SceneEnvironment(
                dataDirectory: scratch.appendingPathComponent("data").path, now: { FlowTranscriptTests.fixedNow }))
        if ProcessInfo.processInfo.environment["SCENES_RECORD"] == "1" {
            try Data(result.actual.utf8).write(to: file)
            Issue.record("recorded quiz-plugin.transcript; check it and run the tests again without SCENES_RECORD")
            return
        }
        #expect(result.matches, "\(result.difference ?? "")")
    }
}
