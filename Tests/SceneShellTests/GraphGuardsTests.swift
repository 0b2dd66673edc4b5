import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// `scenes graph` (text, DOT, Mermaid) and `scenes list` show what a storyboard's guards require
/// and which action performs a segue: a scene's own guards, a segue's, a tab's, and the action.
@Suite @MainActor struct GraphGuardsTests {
    static let json = """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
              { "id": "Count", "title": "Count", "root": "Count" },
              { "id": "Orders", "title": "Orders", "root": "Orders",
                "guards": [ { "condition": "open", "redirect": "Gate" } ] } ] } },
          { "id": "Count", "module": "Counter", "title": "Count", "segues": [
              { "id": "Next", "to": "Orders", "style": "push", "action": "open",
                "guards": [ { "condition": "open", "refuse": "Not open yet." } ] } ] },
          { "id": "Orders", "module": "Counter", "title": "Orders",
            "guards": [ { "condition": "open", "refuse": "Not open yet." } ] },
          { "id": "Gate", "module": "Counter", "title": "Gate" } ] }
        """

    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard(Self.json)
    }

    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let open = SceneCondition("open") { _ in true }
        let status = ScenesCommand.run(
            arguments: arguments, modules: [CounterConfigurator.module.adding(conditions: [open])],
            environment: ["HOME": "/nonexistent"], console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func theTextGraphSaysWhoPerformsASegueAndWhatEachGuardRequires() {
        let result = run(["graph", "--format", "text", storyboard.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                Main "App" (tabs): Count -> Count, Orders -> Orders (if open else Gate) (initial)
                Count "Count" [Counter]
                  Next --push--> Orders (by action open; if open else refused)
                Orders "Orders" [Counter] (if open else refused)
                Gate "Gate" [Counter]

                """)
    }

    @Test func dotAndMermaidLabelsCarryTheGuardsAndTheAction() {
        let dot = run(["graph", "--format", "dot", storyboard.path]).out
        #expect(dot.contains(#""Orders" [label="Orders\nif open else refused"];"#))
        #expect(dot.contains(#""Count" -> "Orders" [label="Next (push, by action open)\nif open else refused"];"#))
        #expect(dot.contains(#"[label="Orders\nif open else Gate", style=dashed, arrowhead=empty];"#))
        let mermaid = run(["graph", "--format", "mermaid", storyboard.path]).out
        #expect(mermaid.contains("Next (push, by action open)<br>if open else refused"), "\(mermaid)")
    }

    @Test func theListHasAnActionAndAGuardsColumnAndAGuardedSceneARowOfItsOwn() {
        let result = run(["list", storyboard.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out == """
                SCENE   MODULE   TITLE   SEGUE   TO      STYLE  ACTION  GUARDS                PASSES
                Main *  (tabs)   App     Count   Count   tab
                                         Orders  Orders  tab            if open else Gate
                Count   Counter  Count   Next    Orders  push   open    if open else refused
                Orders  Counter  Orders                                 if open else refused
                Gate    Counter  Gate
                (* initial scene)

                """)
    }

    @Test func aStoryboardWithNeitherHasNeitherColumn() throws {
        let plain = try TemporaryStoryboard(
            #"{ "version": 2, "initial": "A", "scenes": [ { "id": "A", "module": "Counter", "title": "A" } ] }"#)
        let header = run(["list", plain.path]).out.split(separator: "\n").first.map(String.init)
        #expect(header == "SCENE  MODULE   TITLE  SEGUE  TO  STYLE  PASSES")
    }
}
