import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// `scenes graph` and the shell's `scenes` listing draw containers: a cluster (DOT) or subgraph
/// (Mermaid) per container with one per tab, a dashed edge from the container to each tab's root,
/// the tabs on the container's row in text, and the tab a segue pushes into.
@Suite @MainActor struct GraphContainerTests {
    /// Tabs at the root, a split in its third tab, and a segue from the first tab into the second.
    static let json = """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "selected": "Notes", "back": "firstTab", "tabs": [
              { "id": "Contacts", "title": "People", "root": "List" },
              { "id": "Notes", "title": "Notes", "root": "Notes" },
              { "id": "Desk", "title": "Desk", "root": "Work" } ] } },
          { "id": "List", "module": "Leaf", "title": "List", "segues": [ { "id": "Show", "to": "Detail" } ] },
          { "id": "Detail", "module": "Leaf", "title": "Detail", "segues": [
              { "id": "Jot", "to": "Note", "tab": "Notes" } ] },
          { "id": "Notes", "module": "Leaf", "title": "Notes", "segues": [ { "id": "Write", "to": "Note" } ] },
          { "id": "Note", "module": "Leaf", "title": "Note" },
          { "id": "Work", "title": "Work", "container": { "kind": "split", "minimumWidth": 120, "panes": [
              { "root": "Outline" }, { "root": "Page" } ] } },
          { "id": "Outline", "module": "Leaf", "title": "Outline" },
          { "id": "Page", "module": "Leaf", "title": "Page" } ] }
        """

    let storyboard: TemporaryStoryboard

    init() throws {
        storyboard = try TemporaryStoryboard(Self.json)
    }

    private let modules = [StandInScene.moduleRoutingEverySegue(named: "Leaf")]

    private func run(_ arguments: [String], input: String = "") -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: modules, environment: ["HOME": "/nonexistent"],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(input))
        return (status, out, err)
    }

    static let dot = """
        digraph storyboard {
          rankdir=LR;
          node [shape=box, style=rounded];
          "__start" [shape=point, label=""];
          "__start" -> "Main";
          "Main" [label="App\\nMain"];
          "List" [label="List"];
          "Detail" [label="Detail"];
          "Notes" [label="Notes"];
          "Note" [label="Note"];
          "Work" [label="Work"];
          "Outline" [label="Outline"];
          "Page" [label="Page"];
          subgraph "cluster_Main" {
            label="App (tabs)";
            style=rounded;
            "Main";
            subgraph "cluster_Main/Contacts" {
              label="People";
              style=dashed;
              "List";
            }
            subgraph "cluster_Main/Notes" {
              label="Notes";
              style=dashed;
              "Notes";
            }
            subgraph "cluster_Main/Desk" {
              label="Desk";
              style=dashed;
              subgraph "cluster_Work" {
                label="Work (split)";
                style=rounded;
                "Work";
                subgraph "cluster_Work/primary" {
                  label="primary";
                  style=dashed;
                  "Outline";
                }
                subgraph "cluster_Work/secondary" {
                  label="secondary";
                  style=dashed;
                  "Page";
                }
              }
            }
          }
          "Main" -> "List" [label="Contacts", style=dashed, arrowhead=empty];
          "Main" -> "Notes" [label="Notes", style=dashed, arrowhead=empty];
          "Main" -> "Work" [label="Desk", style=dashed, arrowhead=empty];
          "List" -> "Detail" [label="Show (push)"];
          "Detail" -> "Note" [label="Jot (push, into tab Notes)"];
          "Notes" -> "Note" [label="Write (push)"];
          "Work" -> "Outline" [label="primary", style=dashed, arrowhead=empty];
          "Work" -> "Page" [label="secondary", style=dashed, arrowhead=empty];
        }

        """

    @Test func dotDrawsEachContainerAsAClusterWithATabPerCluster() {
        let outcome = run(["graph", storyboard.path])
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out == Self.dot)
        storyboard.remove()
    }

    @Test func mermaidDrawsEachContainerAsASubgraph() {
        let outcome = run(["graph", storyboard.path, "--format=mermaid"])
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                flowchart LR
                  __start(( )) --> Main
                  Main["App<br>Main"]
                  List["List"]
                  Detail["Detail"]
                  Notes["Notes"]
                  Note["Note"]
                  Work["Work"]
                  Outline["Outline"]
                  Page["Page"]
                  subgraph cluster_Main["App (tabs)"]
                    Main
                    subgraph cluster_Main_Contacts["People"]
                      List
                    end
                    subgraph cluster_Main_Notes["Notes"]
                      Notes
                    end
                    subgraph cluster_Main_Desk["Desk"]
                      subgraph cluster_Work["Work (split)"]
                        Work
                        subgraph cluster_Work_primary["primary"]
                          Outline
                        end
                        subgraph cluster_Work_secondary["secondary"]
                          Page
                        end
                      end
                    end
                  end
                  Main -.->|"Contacts"| List
                  Main -.->|"Notes"| Notes
                  Main -.->|"Desk"| Work
                  List -->|"Show (push)"| Detail
                  Detail -->|"Jot (push, into tab Notes)"| Note
                  Notes -->|"Write (push)"| Note
                  Work -.->|"primary"| Outline
                  Work -.->|"secondary"| Page

                """)
        storyboard.remove()
    }

    @Test func textListsAContainersTabsAndTheTabASeguePushesInto() throws {
        let registry = SceneRegistry()
        for module in modules { try registry.register(module) }
        let loaded = try registry.loadStoryboard(contentsOf: storyboard.path)
        #expect(
            GraphRenderer(storyboard: loaded).render(.text) == """
                Main "App" (tabs): Contacts -> List, Notes -> Notes, Desk -> Work (initial)
                List "List" [Leaf]
                  Show --push--> Detail
                Detail "Detail" [Leaf]
                  Jot --push--> Note (into tab Notes)
                Notes "Notes" [Leaf]
                  Write --push--> Note
                Note "Note" [Leaf]
                Work "Work" (split): primary -> Outline, secondary -> Page
                Outline "Outline" [Leaf]
                Page "Page" [Leaf]

                """)
        storyboard.remove()
    }

    /// A modal segue that covers only its tab says so wherever segues are drawn or listed; one
    /// that covers the container, as a modal does by default, says nothing more.
    @Test func aModalCoveringOnlyItsTabSaysSoInGraphsAndTheList() throws {
        let covering = try TemporaryStoryboard(
            """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "One", "root": "List" }, { "id": "Two", "root": "Note" } ] } },
              { "id": "List", "module": "Leaf", "title": "List", "segues": [
                  { "id": "Peek", "to": "Note", "style": "modal", "covers": "tab" },
                  { "id": "Ask", "to": "Note", "style": "modal" } ] },
              { "id": "Note", "module": "Leaf", "title": "Note" } ] }
            """)
        defer { covering.remove() }
        let text = run(["graph", "--format", "text", covering.path]).out
        #expect(text.contains("  Peek --modal--> Note (covering its tab)\n  Ask --modal--> Note\n"), "\(text)")
        #expect(run(["graph", "--format", "dot", covering.path]).out.contains(#"[label="Peek (modal, covering its tab)", style=bold]"#))
        let mermaid = run(["graph", "--format", "mermaid", covering.path]).out
        #expect(mermaid.contains(#"List ==>|"Peek (modal, covering its tab)"| Note"#), "\(mermaid)")
        #expect(mermaid.contains(#"List ==>|"Ask (modal)"| Note"#))
        let list = run(["list", covering.path]).out
        #expect(list.contains("Peek   Note  modal covering its tab"), "\(list)")
        storyboard.remove()
    }

    @Test func listShowsAContainersKindAsItsModuleAndItsTabsAsRows() {
        let outcome = run(["list", storyboard.path])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(
            outcome.out == """
                SCENE    MODULE   TITLE    SEGUE      TO       STYLE                PASSES
                Main *   (tabs)   App      Contacts   List     tab
                                           Notes      Notes    tab
                                           Desk       Work     tab
                List     Leaf     List     Show       Detail   push
                Detail   Leaf     Detail   Jot        Note     push into tab Notes
                Notes    Leaf     Notes    Write      Note     push
                Note     Leaf     Note
                Work     (split)  Work     primary    Outline  pane
                                           secondary  Page     pane
                Outline  Leaf     Outline
                Page     Leaf     Page
                (* initial scene)

                """)
        storyboard.remove()
    }

    @Test func theScenesListingShowsAContainersKindAndTabsInsteadOfAModule() {
        let outcome = run([storyboard.path], input: "scenes\n")
        #expect(outcome.status == 0)
        #expect(
            outcome.out.hasSuffix(
                """
                Notes> scenes
                + Main     "App" (tabs: Contacts -> List, Notes -> Notes, Desk -> Work)  (initial)
                  List     "List" [Leaf]
                  Detail   "Detail" [Leaf]
                * Notes    "Notes" [Leaf]
                  Note     "Note" [Leaf]
                  Work     "Work" (split: primary -> Outline, secondary -> Page)
                  Outline  "Outline" [Leaf]
                  Page     "Page" [Leaf]
                (* current, + on the stack)

                """))
        storyboard.remove()
    }

    /// Graphviz accepts the DOT, where it is installed (nothing here requires it).
    @Test(.enabled(if: GraphContainerTests.graphviz != nil, "graphviz's dot is not installed"))
    func graphvizAcceptsTheDOT() throws {
        let dot = try #require(Self.graphviz)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(Self.dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(complaints == "", "dot warns about nothing, a node in two clusters included")
        #expect(String(decoding: svg, as: UTF8.self).contains("cluster_Main/Desk"))
        storyboard.remove()
    }

    /// The path of graphviz's `dot` on `PATH`, if any.
    nonisolated static let graphviz: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
        .split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
