import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// The `scenes diff` examples of the storyboard article are what the demo app's `scenes` prints,
/// byte for byte, for the change the article describes: the demo's storyboard without its Shop tab
/// and without the Menu's `SignUp` segue.
@Suite @MainActor struct DiffExampleTests {
    /// The article's new storyboard, made from the demo's as the article says.
    static func changedStoryboard() throws -> String {
        let storyboard = try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8)
        let tab = "        { \"id\": \"Shop\", \"title\": \"Shop\", \"root\": \"ShoppingCart\" },\n"
        // The Menu's SignUp, after its SignIn (Login has a SignUp of its own, which stays).
        let signIn = "{ \"id\": \"SignIn\", \"to\": \"Login\", \"style\": \"push\" }"
        let segue = signIn + ",\n        { \"id\": \"SignUp\", \"to\": \"Registration\", \"style\": \"push\" } ] },"
        #expect(storyboard.contains(tab) && storyboard.contains(segue), "the demo's storyboard has what the article removes")
        return storyboard.replacingOccurrences(of: tab, with: "").replacingOccurrences(of: segue, with: signIn + " ] },")
    }

    @Test func everyDiffExampleOfTheArticlePrintsWhatItShows() throws {
        let article = try Documentation.article("StoryboardFormat")
        #expect(article.contains("without its Shop tab and without the Menu's `SignUp` segue"))
        let folder = TemporaryDataDirectory()
        try folder.write(try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8), to: "scenes.json")
        try folder.write(try Self.changedStoryboard(), to: "new.json")
        var examples = 0
        for block in DocumentationExamplesTests.blocks(article) {
            guard let command = block.lines.first, command.hasPrefix("scenes diff ") else { continue }
            examples += 1
            let arguments = command.dropFirst("scenes ".count).split(separator: " ").map { word in
                word.hasSuffix(".json") ? folder.file(String(word)) : String(word)
            }
            var out = ""
            var err = ""
            let status = ScenesCommand.run(
                arguments: arguments, modules: builtinSceneModules, environment: [:],
                console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
            #expect(status == 1, "\(command)")
            #expect(err == "", "\(command)")
            let shown = block.lines.dropFirst().joined(separator: "\n") + "\n"
            #expect(
                out.replacingOccurrences(of: folder.path + "/", with: "") == shown,
                "StoryboardFormat.md:\(block.line): \(command) prints:\n\(out)")
        }
        #expect(examples == 2)
    }

    @Test func theReadmeAndTheShellArticleNameIt() throws {
        #expect(try Documentation.readme().contains("`scenes diff OLD NEW`"))
        #expect(try Documentation.article("Shell").contains("scenes diff OLD NEW [--format text|json]"))
    }
}
