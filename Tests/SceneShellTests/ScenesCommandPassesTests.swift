import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// `scenes list` and `scenes graph` show what each segue of a version 2 storyboard passes.
@Suite @MainActor struct ScenesCommandPassesTests {
    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard(
            """
            { "version": 2, "initial": "List", "scenes": [
              { "id": "List", "module": "Picker", "title": "List", "segues": [
                { "id": "Open", "to": "Detail", "pass": { "id": { "from": "selected" }, "mode": { "value": "edit" } } } ] },
              { "id": "Detail", "module": "Form", "title": "Detail", "segues": [
                { "id": "Done", "to": "List", "style": "unwind", "pass": { "picked": { "from": "id" } } } ] } ] }
            """)
    }

    private let modules = [
        StandInScene.module(
            named: "Picker",
            interface: SceneInterface(
                inputs: [.init(name: "picked", type: .integer, isRequired: false)],
                outputs: [.init(name: "selected", type: .integer)])),
        StandInScene.module(
            named: "Form",
            interface: SceneInterface(
                inputs: [
                    .init(name: "id", type: .integer, isRequired: true),
                    .init(name: "mode", type: .text, isRequired: false, defaultValue: .text("view")),
                ],
                outputs: [.init(name: "id", type: .integer)])),
    ]

    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: modules, environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func listShowsWhatEachSeguePasses() {
        let outcome = run(["list", storyboard.path])
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                SCENE   MODULE  TITLE   SEGUE  TO      STYLE   PASSES
                List *  Picker  List    Open   Detail  push    id <- selected, mode = "edit"
                Detail  Form    Detail  Done   List    unwind  picked <- id
                (* initial scene)

                """)
        storyboard.remove()
    }

    @Test func everyGraphFormatShowsWhatEachSeguePasses() throws {
        let registry = SceneRegistry()
        for module in modules { try registry.register(module) }
        let loaded = try registry.loadStoryboard(contentsOf: storyboard.path)
        #expect(
            GraphRenderer(storyboard: loaded).render(.text) == """
                List "List" [Picker] (initial)
                  Open --push--> Detail (id <- selected, mode = "edit")
                Detail "Detail" [Form]
                  Done --unwind--> List (picked <- id)

                """)
        let dot = run(["graph", storyboard.path]).out
        #expect(dot.contains(#""List" -> "Detail" [label="Open (push)\nid <- selected, mode = \"edit\""];"#))
        #expect(dot.contains(#""Detail" -> "List" [label="Done (unwind)\npicked <- id", style=dashed];"#))
        let mermaid = run(["graph", storyboard.path, "--format=mermaid"]).out
        #expect(mermaid.contains(#"List -->|"Open (push)<br>id #lt;- selected, mode = #quot;edit#quot;"| Detail"#))
        #expect(mermaid.contains(#"Detail -.->|"Done (unwind)<br>picked #lt;- id"| List"#))
        storyboard.remove()
    }
}
