import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// `scenes new NAME --input NAME:TYPE --output NAME:TYPE`: the declaration, the DataStore
/// properties, the storyboard's constants and the tests. (That the generated code builds, passes
/// its tests and lints is checked by `ScenesNewIntegrationTests`.)
@Suite @MainActor struct SceneGeneratorContractTests {
    let package: URL

    init() throws {
        package = try SceneGeneratorTests.makePackage(
            storyboard: SceneGeneratorTests.storyboard.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    private func run(_ arguments: [String]) -> (Int32, String, String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: [], environment: [:], console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func declaresTheInputsAndOutputsBindsThemAndTestsThem() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let outcome = run([
            "new", "Quiz", "--package", package.path, "--input", "contactID:integer", "--input", "note:text?",
            "--input", "tags:[date]", "--output", "score:decimal", "--output", "contactID:integer",
        ])
        #expect(outcome.0 == 0, "\(outcome.2)")
        let interactor = try read("Scenes/Quiz/QuizInteractor.swift")
        #expect(interactor.contains("    var contactID: Int = 0\n    var note: String?\n    var tags: [Date] = []\n    var score: Decimal?\n"))
        let configurator = try read("Scenes/Quiz/QuizConfigurator.swift")
        #expect(configurator.contains(#"SceneInput("note", \.note),"#))
        #expect(configurator.contains(#"SceneOutput("score", \.score),"#))
        #expect(configurator.contains("contract: {\n            SceneContract<QuizInteractor>("))
        let tests = try read("Tests/Scenes/QuizTests/QuizSceneTests.swift")
        #expect(tests.contains(#"#expect(interactor.tags == [Date(timeIntervalSince1970: 1_700_000_000)])"#))
        #expect(tests.contains(#"#expect(scene.output("score") == (Decimal(string: "12.5") ?? 0).sceneValue)"#))
        // No segue passing invented values: a note says which to add, and where.
        let storyboard = try read("scenes.json")
        #expect(storyboard.contains(#"{ "id": "Quiz", "module": "Quiz", "title": "Quiz" }"#))
        #expect(!storyboard.contains(#""to": "Quiz""#))
        let note: String =
            "\nnote: no segue leads to Quiz yet: it needs contactID (integer), tags ([date]), and a segue added now"
            + " would pass invented values; add one to the scene that has them, for example to Menu's"
            + #" "segues" in scenes.json: { "id": "Quiz", "to": "Quiz", "style": "push", "pass": {"#
            + #" "contactID": { "from": "OUTPUT" }, "tags": { "from": "OUTPUT" } } }, OUTPUT an output of"#
            + #" Menu that holds it, or { "value": VALUE } in its place for a fixed value (until then,"#
            + " validate warns that Quiz cannot be reached)\n"
        #expect(outcome.1.contains(note), "\(outcome.1)")
    }

    /// A scene whose inputs are all optional needs no invented value: the segue to it is added,
    /// passing nothing.
    @Test func aSceneWithOnlyOptionalInputsGetsASeguePassingNothing() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let outcome = run(["new", "Quiz", "--package", package.path, "--input", "note:text?"])
        #expect(outcome.0 == 0, "\(outcome.2)")
        #expect(!outcome.1.contains("no segue"))
        #expect(try read("scenes.json").contains(#"{ "id": "Quiz", "to": "Quiz", "style": "push" } ] },"#))
        let presenter = try read("Scenes/Quiz/QuizPresenter.swift")
        #expect(presenter.contains(#".init(label: "note", value: response.note ?? "none")"#))
    }

    @Test func aSceneWithInputsNeedsAVersion2Storyboard() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        try Data(SceneGeneratorTests.storyboard.utf8).write(to: package.appendingPathComponent("scenes.json"))
        let outcome = run(["new", "Quiz", "--package", package.path, "--input", "contactID:integer"])
        #expect(outcome.0 == 1)
        #expect(
            outcome.2
                == "error: cannot edit scenes.json: a scene with inputs needs a version 2 storyboard, whose segues can pass them\n")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Scenes/Quiz").path))
    }

    @Test func badDeclarationsAreUsageErrors() {
        defer { try? FileManager.default.removeItem(at: package) }
        let cases: [([String], String)] = [
            (
                ["--input", "contactID"],
                "--input takes NAME:TYPE, NAME an identifier and TYPE one of text, integer, decimal, boolean, date, identifier or [TYPE]; got 'contactID'"
            ),
            (["--input", "id:int"], "--input 'id': unknown type 'int'; expected text, integer, decimal, boolean, date, identifier or [TYPE]"),
            (["--input", "id:integer", "--input", "id:text"], "--input 'id' is given twice"),
            (["--output", "total:decimal?"], "--output 'total' cannot be optional: an output has a value or not as its property does"),
            (
                ["--input", "my id:integer"],
                "--input takes NAME:TYPE, NAME an identifier and TYPE one of text, integer, decimal, boolean, date, identifier or [TYPE]; got 'my id:integer'"
            ),
        ]
        for (options, message) in cases {
            let outcome = run(["new", "Quiz", "--package", package.path] + options)
            #expect(outcome.0 == 2)
            #expect(outcome.2.hasPrefix("error: \(message)\n"), "\(outcome.2)")
        }
    }
}
