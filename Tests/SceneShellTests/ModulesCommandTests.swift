import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// `scenes modules` and the shell's `modules`: what each module offers, as a person reads it
/// without the module's Swift: the scenes using it, inputs with type and required or default,
/// outputs, actions with their arguments' kinds, conditions; a module no scene uses; an unknown name.
@Suite @MainActor struct ModulesCommandTests {
    static let json = """
        { "version": 2, "initial": "Count", "scenes": [
          { "id": "Count", "module": "Counter", "title": "Count", "segues": [
              { "id": "Next", "to": "Form", "style": "push", "pass": { "id": { "value": 7 } } } ] },
          { "id": "Form", "module": "Form", "title": "Form" },
          { "id": "Again", "module": "Form", "title": "Again" } ] }
        """

    static var modules: [SceneModule] {
        [
            CounterConfigurator.module,
            StandInScene.module(
                named: "Form",
                interface: SceneInterface(
                    inputs: [
                        .init(name: "id", type: .integer, isRequired: true),
                        .init(name: "note", type: .text, isRequired: false, defaultValue: .text("none")),
                        .init(name: "tags", type: .list(of: .identifier), isRequired: false),
                    ],
                    outputs: [.init(name: "result", type: .decimal)])
            ).adding(conditions: [SceneCondition("formOpen") { _ in true }]),
            StandInScene.module(named: "Spare", interface: .empty),
        ]
    }

    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard(Self.json)
    }

    private func run(_ arguments: [String], script: String = "") -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: Self.modules, environment: ["HOME": "/nonexistent"],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(script))
        return (status, out, err)
    }

    static let expected = """
        Counter: used by scene Count
          action  add [N]      add N (default 1) to the count
          action  rename NAME  rename the counter
          action  open         open the next counter
          action  fail         always refused
        Form: used by scenes Form, Again
          input      id        integer, required
          input      note      text, optional, default "none"
          input      tags      [identifier], optional
          output     result    decimal
          condition  formOpen  for guards
        Spare: used by no scene
          no inputs, outputs, actions or conditions

        """

    @Test func describesEveryModuleOfTheProgram() {
        let result = run(["modules", storyboard.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix(Self.expected.prefix(while: { $0 != "\n" })), "\(result.out)")
        #expect(result.out.contains(Self.expected), "\(result.out)")
    }

    @Test func theShellSaysTheSameAndOneModuleByName() {
        let result = run([storyboard.path], script: "modules\nmodules Form\nmodules Frm\n")
        #expect(result.out.contains("Count> modules\n" + Self.expected + "Count> modules Form\nForm: used by scenes"))
        #expect(result.err.hasSuffix("\nerror: no module 'Frm'; did you mean 'Form'?\n"), "\(result.err)")
        #expect(result.status == 1, "a failed line fails the script")
    }

    @Test func anInvalidStoryboardIsReportedAsValidateReportsIt() throws {
        try storyboard.write(#"{ "version": 2, "initial": "Nowhere", "scenes": [] }"#)
        let result = run(["modules", storyboard.path])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("\(storyboard.path):1:28: error: initial:"), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func aModulesTextIsKeptOnItsRowAndTheAppsOwnConditionsAreListed() throws {
        let storyboard = try Storyboard(decoding: Array(Self.json.utf8), file: "scenes.json")
        var offered: [String: ModuleOffer] = [:]
        offered["Evil\u{1B}[2J"] = ModuleOffer(
            name: "Evil\u{1B}[2J", routes: [], routesEverySegue: false,
            actionDescriptors: [SceneModule.ActionDescriptor(name: "go\nnow", arguments: "", summary: "a\u{7}b")])
        let text = ModuleListing(
            modules: offered, storyboard: storyboard, conditionNames: ["signedIn"]
        ).render().plain
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text)")
        #expect(text.hasSuffix("Conditions the app registers: signedIn\n"))
    }
}
