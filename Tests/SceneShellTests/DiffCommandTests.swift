import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// `scenes diff OLD NEW`: every kind of element added, removed and changed, the consequences for
/// links, resumed stacks, reachability and required inputs, text and JSON, exit statuses 0, 1
/// and 2, and hostile input.
@Suite @MainActor struct DiffCommandTests {
    /// The modules of the fixtures: scenes without data, a form whose contract changes between
    /// versions (`Form` and `FormV2`), and the counter, which has actions.
    static var modules: [SceneModule] {
        [
            StandInScene.module(named: "Plain", interface: .empty).adding(conditions: [
                SceneCondition("signedIn") { _ in true }
            ]),
            StandInScene.moduleRoutingEverySegue(named: "Pass"),
            StandInScene.module(
                named: "Form",
                interface: SceneInterface(
                    inputs: [
                        .init(name: "id", type: .integer, isRequired: true),
                        .init(name: "note", type: .text, isRequired: false, defaultValue: .text("")),
                        .init(name: "legacy", type: .boolean, isRequired: false, defaultValue: .boolean(false)),
                    ],
                    outputs: [.init(name: "result", type: .integer), .init(name: "extra", type: .integer)])),
            StandInScene.module(
                named: "FormV2",
                interface: SceneInterface(
                    inputs: [
                        .init(name: "id", type: .text, isRequired: true),
                        .init(name: "note", type: .text, isRequired: true),
                        .init(name: "mode", type: .text, isRequired: false, defaultValue: .text("view")),
                    ],
                    outputs: [.init(name: "result", type: .text), .init(name: "label", type: .text)])),
            CounterConfigurator.module,
        ]
    }

    static let old = """
        {
          "version": 2,
          "initial": "Menu",
          "scenes": [
            { "id": "Menu", "module": "Plain", "title": "Menu", "segues": [
                { "id": "ShowForm", "to": "Form", "style": "push", "pass": { "id": { "value": 1 } } },
                { "id": "ShowCount", "to": "Count", "style": "push" },
                { "id": "ShowOld", "to": "Old", "style": "push" },
                { "id": "ShowLeaf", "to": "Leaf", "style": "push" },
                { "id": "ShowTabs", "to": "Tabs", "style": "push",
                  "guards": [ { "condition": "signedIn", "refuse": "Sign in first" } ] },
                { "id": "ShowSplit", "to": "Split", "style": "push" },
                { "id": "ShowBox", "to": "Box", "style": "push" },
                { "id": "ShowWrap", "to": "Wrap", "style": "push" },
                { "id": "Restart", "to": "Home", "style": "replace" } ] },
            { "id": "Form", "module": "Form", "title": "Form" },
            { "id": "Count", "module": "Counter", "title": "Count" },
            { "id": "Old", "module": "Plain", "title": "Old" },
            { "id": "Leaf", "module": "Counter", "title": "Leaf", "segues": [
                { "id": "Deeper", "to": "Deep", "style": "push" } ] },
            { "id": "Deep", "module": "Plain", "title": "Deep" },
            { "id": "Home", "module": "Plain", "title": "Home" },
            { "id": "Tabs", "title": "Tabs", "container": { "kind": "tabs", "selected": "One", "tabs": [
                { "id": "One", "title": "One", "root": "TabOne" },
                { "id": "Two", "title": "Two", "root": "TabTwo",
                  "guards": [ { "condition": "signedIn", "refuse": "No" } ] },
                { "id": "Three", "title": "Three", "root": "TabThree" } ] } },
            { "id": "TabOne", "module": "Plain", "title": "Tab one" },
            { "id": "TabTwo", "module": "Plain", "title": "Tab two" },
            { "id": "TabThree", "module": "Plain", "title": "Tab three" },
            { "id": "Split", "title": "Split", "container": { "kind": "split", "panes": [
                { "id": "primary", "root": "PaneA" }, { "id": "secondary", "root": "PaneB" } ] } },
            { "id": "PaneA", "module": "Plain", "title": "Pane A" },
            { "id": "PaneB", "module": "Plain", "title": "Pane B" },
            { "id": "Box", "module": "Plain", "title": "Box" },
            { "id": "Wrap", "title": "Wrap", "container": { "kind": "tabs", "tabs": [
                { "id": "Inside", "root": "Wrapped" } ] } },
            { "id": "Wrapped", "module": "Plain", "title": "Wrapped" }
          ]
        }
        """

    static let new = """
        {
          "version": 2,
          "initial": "Menu",
          "scenes": [
            { "id": "Menu", "module": "Plain", "title": "Main menu", "segues": [
                { "id": "ShowForm", "to": "Form", "style": "push",
                  "pass": { "id": { "value": "1" }, "note": { "value": "n" } } },
                { "id": "ShowCount", "to": "Count", "style": "push" },
                { "id": "ShowLeaf", "to": "Leaf", "style": "modal" },
                { "id": "ShowTabs", "to": "Tabs", "style": "push",
                  "guards": [ { "condition": "signedIn", "refuse": "Please sign in" } ] },
                { "id": "ShowSplit", "to": "Split", "style": "push" },
                { "id": "ShowBox", "to": "Box", "style": "push" },
                { "id": "ShowWrap", "to": "Wrap", "style": "push" },
                { "id": "Restart", "to": "Home", "style": "push" },
                { "id": "ShowFresh", "to": "Fresh", "style": "push" } ] },
            { "id": "Form", "module": "FormV2", "title": "Form" },
            { "id": "Count", "module": "Plain", "title": "Count" },
            { "id": "Leaf", "module": "Counter", "title": "Leaf", "segues": [
                { "id": "Deeper", "to": "Deep", "style": "push", "action": "open" } ] },
            { "id": "Deep", "module": "Plain", "title": "Deep",
              "guards": [ { "condition": "signedIn", "redirect": "Menu" } ] },
            { "id": "Home", "module": "Plain", "title": "Home" },
            { "id": "Fresh", "module": "Plain", "title": "Fresh" },
            { "id": "Tabs", "title": "Tabs", "container": { "kind": "tabs", "selected": "Two", "back": "leave", "tabs": [
                { "id": "Two", "title": "Two", "root": "TabTwoB" },
                { "id": "One", "title": "First", "root": "TabOne" },
                { "id": "Four", "title": "Four", "root": "TabFour" } ] } },
            { "id": "TabFour", "module": "Plain", "title": "Tab four" },
            { "id": "TabOne", "module": "Plain", "title": "Tab one" },
            { "id": "TabTwo", "module": "Plain", "title": "Tab two" },
            { "id": "TabTwoB", "module": "Plain", "title": "Tab two, again", "segues": [
                { "id": "Older", "to": "TabTwo", "style": "push" } ] },
            { "id": "TabThree", "module": "Plain", "title": "Tab three" },
            { "id": "Split", "title": "Split", "container": { "kind": "split", "minimumWidth": 80, "panes": [
                { "id": "primary", "root": "PaneA" }, { "id": "secondary", "root": "PaneB" } ] } },
            { "id": "PaneA", "module": "Plain", "title": "Pane A" },
            { "id": "PaneB", "module": "Plain", "title": "Pane B", "linkable": true },
            { "id": "Box", "title": "Box", "container": { "kind": "tabs", "tabs": [
                { "id": "Only", "root": "Boxed" } ] } },
            { "id": "Boxed", "module": "Plain", "title": "Boxed" },
            { "id": "Wrap", "module": "Plain", "title": "Wrap", "segues": [
                { "id": "Open", "to": "Wrapped", "style": "modal" } ] },
            { "id": "Wrapped", "module": "Plain", "title": "Wrapped" }
          ]
        }
        """

    struct Outcome {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs `scenes diff old.json new.json` (and `options`) on the two texts, through the app's
    /// `scenes` with ``modules``, or through the runtime's own tool.
    static func diff(
        _ old: String, _ new: String, _ options: [String] = [], modules: [SceneModule]? = DiffCommandTests.modules
    ) throws -> Outcome {
        let folder = TemporaryDataDirectory()
        try folder.write(old, to: "old.json")
        try folder.write(new, to: "new.json")
        return run(["diff", folder.file("old.json"), folder.file("new.json")] + options, modules: modules)
            .relative(to: folder.path + "/")
    }

    static func run(_ arguments: [String], modules: [SceneModule]? = DiffCommandTests.modules) -> Outcome {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let status =
            modules.map {
                ScenesCommand.run(
                    arguments: arguments, modules: $0, environment: [:], console: console, input: ScriptLines(""))
            }
            ?? ScenesCommand.runTool(arguments: arguments, environment: [:], console: console, input: ScriptLines(""))
        return Outcome(status: status, out: out, err: err)
    }

    @Test func everyKindOfElementAddedRemovedAndChangedIsListedByElement() throws {
        let outcome = try Self.diff(Self.old, Self.new)
        #expect(outcome.err == "")
        #expect(outcome.status == 1)
        #expect(
            outcome.out == """
                old.json -> new.json: 11 added, 11 removed, 18 changed

                scenes
                  ~ Box: module Plain -> (none)
                  + Boxed: module Plain, title 'Boxed'
                  ~ Count: module Counter -> Plain
                  ~ Form: module Form -> FormV2
                  + Fresh: module Plain, title 'Fresh'
                  ~ Menu: title 'Menu' -> 'Main menu'
                  - Old: module Plain, title 'Old'
                  ~ PaneB: linkable false -> true
                  + TabFour: module Plain, title 'Tab four'
                  + TabTwoB: module Plain, title 'Tab two, again'
                  ~ Wrap: module (none) -> Plain

                segues
                  ~ Leaf.Deeper: action (none) -> open
                  ~ Menu.Restart: style replace -> push
                  ~ Menu.ShowForm: pass.id value 1 -> value "1"; pass.note (none) -> value "n"
                  + Menu.ShowFresh: to Fresh, style push
                  ~ Menu.ShowLeaf: style push -> modal
                  - Menu.ShowOld: to Old, style push
                  + Wrap.Open: to Wrapped, style modal

                containers
                  + Box: kind tabs
                  ~ Split: minimumWidth 100 -> 80
                  ~ Tabs: selected One -> Two; back stay -> leave
                  - Wrap: kind tabs

                tabs
                  + Tabs@Four: root TabFour, title 'Four'
                  ~ Tabs@One: title 'One' -> 'First'; position 1 -> 2
                  - Tabs@Three: root TabThree, title 'Three'
                  ~ Tabs@Two: root TabTwo -> TabTwoB; position 2 -> 1

                guards
                  + signedIn on Deep: redirect Menu
                  ~ signedIn on Menu.ShowTabs: refuse 'Sign in first' -> 'Please sign in'
                  - signedIn on Tabs@Two: refuse 'No'

                inputs
                  ~ Form.id: type integer -> text
                  - Form.legacy: type boolean, required false, default false
                  + Form.mode: type text, required false, default "view"
                  ~ Form.note: required false -> true; default "" -> (none)

                outputs
                  - Form.extra: type integer
                  + Form.label: type text
                  ~ Form.result: type integer -> text

                actions
                  - Count.add
                  - Count.fail
                  - Count.open
                  - Count.rename

                consequences
                  links and resumed stacks that no longer resolve:
                    'Old' is removed: every link and resumed stack holding it
                    Leaf > Deep no longer replays: segue 'Deeper' is performed only by the action 'open' now, and 'Deep' is not linkable
                    Menu > Leaf no longer replays: no push segue leads there any more (now modal)
                    Tabs > TabTwo no longer replays: no tab of 'Tabs' starts at 'TabTwo' any more
                    Wrap > Wrapped no longer replays: no push segue leads there any more (now modal)
                    stacks starting at 'Home': it is neither the initial scene nor left at the bottom by a replace segue a link may replay any more
                    Tabs@Three: the tab is removed; links naming it no longer resolve
                    'Tabs': its tabs were added, removed or moved; a resumed stack starts its tabs again at their roots
                    Wrap@Inside: the tab is removed; links naming it no longer resolve
                    'Count' is built by module 'Plain' now (was 'Counter'): resumed stacks holding it stop under it
                    'Form' is built by module 'FormV2' now (was 'Form'): resumed stacks holding it stop under it
                    Form.id is text now (was integer): resumed stacks that recorded it, and links whose value is not text
                    Form.legacy is no longer declared: links that write it and resumed stacks that recorded it
                    Form.note (text) is required now: resumed stacks recorded without it, and links that do not write it where no segue passes it
                  links and resumed stacks checked against a new guard:
                    scene Deep is guarded by 'signedIn' now: links and resumed stacks through it are refused or redirected while it does not hold
                  scenes no longer reachable from the initial scene 'Menu':
                    TabThree

                something reachable in old.json was removed or became unreachable

                """)
    }

    @Test func theSameStoryboardHasNoDifferencesAndExitsZero() throws {
        let outcome = try Self.diff(Self.old, Self.old)
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out == "old.json -> new.json: no differences\n")
    }

    /// A scene that becomes a container loses its module's actions and inputs, and one that
    /// stops being a container gains them: listed as removed (exit 1, the scene is reachable) or
    /// added (exit 1 too: the container's tab is removed).
    @Test func aSceneThatBecomesAContainerLosesItsModulesActions() throws {
        let container = Self.old.replacingOccurrences(
            of: #"{ "id": "Count", "module": "Counter", "title": "Count" },"#,
            with: #"{ "id": "Count", "title": "Count", "container": { "kind": "tabs", "tabs": [ { "id": "Only", "root": "Box" } ] } },"#)
        let outcome = try Self.diff(Self.old, container)
        #expect(outcome.status == 1, "\(outcome.out)")
        #expect(outcome.out.contains("scenes\n  ~ Count: module Counter -> (none)\n"), "\(outcome.out)")
        #expect(outcome.out.contains("containers\n  + Count: kind tabs\n"), "\(outcome.out)")
        #expect(
            outcome.out.contains("actions\n  - Count.add\n  - Count.fail\n  - Count.open\n  - Count.rename\n"),
            "\(outcome.out)")
        let back = try Self.diff(container, Self.old)
        #expect(back.status == 1, "its tab is removed: \(back.out)")
        #expect(back.out.contains("actions\n  + Count.add\n  + Count.fail\n  + Count.open\n  + Count.rename\n"), "\(back.out)")
    }

    @Test func addingAloneExitsZero() throws {
        let added = Self.old.replacingOccurrences(
            of: #"{ "id": "Old", "module": "Plain", "title": "Old" },"#,
            with: #"{ "id": "Old", "module": "Plain", "title": "Old", "segues": [ { "id": "Up", "to": "Menu", "style": "modal" } ] },"#)
        let outcome = try Self.diff(Self.old, added)
        #expect(outcome.status == 0)
        #expect(outcome.out == "old.json -> new.json: 1 added\n\nsegues\n  + Old.Up: to Menu, style modal\n")
    }

    @Test func theJSONFormHasEveryChangeAndConsequence() throws {
        let outcome = try Self.diff(Self.old, Self.new, ["--format", "json"])
        #expect(outcome.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(outcome.out.utf8)) as? [String: Any])
        #expect(object["old"] as? String == "old.json")
        #expect(object["removesReachable"] as? Bool == true)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 40)
        let segue = try #require(changes.first { $0["segue"] as? String == "ShowLeaf" })
        #expect(segue["kind"] as? String == "changed")
        #expect(segue["element"] as? String == "segue")
        #expect(segue["scene"] as? String == "Menu")
        #expect(segue["tab"] is NSNull)
        let fields = try #require(segue["fields"] as? [[String: Any]])
        #expect(fields.count == 1)
        #expect(fields.first?["field"] as? String == "style")
        #expect(fields.first?["old"] as? String == "push")
        #expect(fields.first?["new"] as? String == "modal")
        let consequences = try #require(object["consequences"] as? [[String: Any]])
        let kinds = consequences.compactMap { $0["kind"] as? String }
        #expect(
            kinds == [
                "sceneRemoved", "unreachable", "stepBroken", "stepBroken", "stepBroken", "stepBroken", "rootLost",
                "tabRemoved", "tabsMoved", "tabRemoved", "moduleChanged", "moduleChanged", "inputTypeChanged",
                "inputRemoved", "inputNewlyRequired", "guardAdded",
            ])
        let step = try #require(consequences.first { $0["reason"] as? String == "performedByAction" })
        #expect(step["under"] as? String == "Leaf")
        #expect(step["scene"] as? String == "Deep")
        #expect(step["presentation"] as? String == "push")
        #expect(step["segue"] as? String == "Deeper")
        #expect(step["action"] as? String == "open")
        #expect(step["removesReachable"] as? Bool == true)
        #expect((step["message"] as? String)?.hasPrefix("Leaf > Deep no longer replays") == true)
        #expect(object["uncomparedModules"] as? [String] == [])
    }

    @Test func aStoryboardAddedNothingToAndRemovedNothingFromExitsZeroInJSON() throws {
        let outcome = try Self.diff(Self.old, Self.old, ["--format=json"])
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                {
                  "old": "old.json",
                  "new": "new.json",
                  "removesReachable": false,
                  "changes": [],
                  "consequences": [],
                  "uncomparedModules": []
                }

                """)
    }

    /// The initial scene and the format version are the storyboard's own fields; a new initial
    /// scene leaves the old one no longer a stack's bottom.
    @Test func anotherInitialSceneIsAStoryboardChange() throws {
        let outcome = try Self.diff(
            Self.old,
            Self.old.replacingOccurrences(of: #""initial": "Menu""#, with: #""initial": "Home""#)
                .replacingOccurrences(
                    of: #"{ "id": "Home", "module": "Plain", "title": "Home" }"#,
                    with: #"{ "id": "Home", "module": "Plain", "title": "Home", "segues": [ { "id": "Go", "to": "Menu", "style": "push" } ] }"#))
        #expect(outcome.status == 1)
        #expect(outcome.out.contains("\nstoryboard\n  ~ initial Menu -> Home\n"), "\(outcome.out)")
        #expect(outcome.out.contains("\n    stacks starting at 'Menu': it is neither the initial scene"), "\(outcome.out)")
    }

    /// A segue that no longer passes what its destination requires: here the new storyboard is of
    /// version 1, whose routes pass data, and the menu's router passes none.
    @Test func aRequiredInputNoSegueCarriesAnyMoreIsNewlyMissing() throws {
        let old = """
            { "version": 2, "initial": "Menu", "scenes": [
                { "id": "Menu", "module": "Pass", "title": "Menu", "segues": [
                    { "id": "ShowForm", "to": "Form", "pass": { "id": { "value": 1 } } } ] },
                { "id": "Form", "module": "Form", "title": "Form" } ] }
            """
        let new = """
            { "version": 1, "initial": "Menu", "scenes": [
                { "id": "Menu", "module": "Pass", "title": "Menu", "segues": [ { "id": "ShowForm", "to": "Form" } ] },
                { "id": "Form", "module": "Form", "title": "Form" } ] }
            """
        let outcome = try Self.diff(old, new)
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                old.json -> new.json: 2 changed

                storyboard
                  ~ version 2 -> 1

                segues
                  ~ Menu.ShowForm: pass.id value 1 -> (none)

                consequences
                  required inputs newly missing:
                    segue Menu.ShowForm does not pass 'id' (integer), which 'Form' requires

                """)
        let json = try Self.diff(old, new, ["--format", "json"])
        #expect(
            json.out.contains(
                #"{"kind": "requiredInputMissing", "scene": "Menu", "segue": "ShowForm", "tab": null, "destination": "Form", "input": "id", "type": "integer", "removesReachable": false, "#
            ), "\(json.out)")
    }

    /// Without the modules (the runtime's own tool), the storyboards are compared as they read,
    /// and a note says whose contracts were not compared.
    @Test func unknownModulesAreComparedAsTheStoryboardsSayWithANote() throws {
        let outcome = try Self.diff(Self.old, Self.new, modules: nil)
        #expect(outcome.status == 1)
        #expect(outcome.err == "")
        #expect(outcome.out.hasPrefix("old.json -> new.json: 9 added, 5 removed, 15 changed\n"), "\(outcome.out)")
        #expect(!outcome.out.contains("\ninputs\n"))
        #expect(
            outcome.out.contains(
                "\nnote: the inputs, outputs and actions of modules 'Counter', 'Form', 'FormV2', 'Plain' were not"
                    + " compared: neither this scenes nor a plugin's manifest declares them for both storyboards"),
            "\(outcome.out)")
        let json = try Self.diff(Self.old, Self.new, ["--format", "json"], modules: nil)
        #expect(json.out.contains(#""uncomparedModules": ["Counter", "Form", "FormV2", "Plain"]"#), "\(json.out)")
    }

    // MARK: Exit status 2

    @Test(arguments: [
        (["diff"], "error: diff needs two storyboards, OLD and NEW"),
        (["diff", "a.json"], "error: diff needs two storyboards, OLD and NEW; only OLD was given"),
        (["diff", "a.json", "b.json", "c.json"], "error: unexpected argument 'c.json'; diff compares two storyboards, OLD and NEW"),
        (["diff", "a.json", "b.json", "--format", "xml"], "error: unknown diff format 'xml'; expected text or json"),
        (["diff", "a.json", "b.json", "--fromat", "json"], "error: unknown option '--fromat'; did you mean '--format'?"),
        (["diff", "a.json", "b.json", "--format"], "error: --format needs a value"),
    ])
    func aUsageErrorExitsTwoWithTheUsage(arguments: [String], message: String) {
        let outcome = Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        #expect(
            outcome.err == message
                + "\nusage: scenes diff OLD NEW [--format text|json] [--load-plugins] [--allow-insecure-plugins] [--max-storyboard-size MIB]\n")
    }

    @Test func aMissingFileExitsTwoNamingIt() throws {
        let folder = TemporaryDataDirectory()
        try folder.write(Self.old, to: "old.json")
        let outcome = Self.run(["diff", folder.file("old.json"), folder.file("gone.json")]).relative(to: folder.path + "/")
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        #expect(
            outcome.err
                == "gone.json: error: cannot read the storyboard: no such file\n"
                + "error: nothing was compared: NEW 'gone.json' did not load (see above); fix it and compare again\n")
    }

    /// An invalid storyboard's errors are listed as `validate` lists them, both files' errors.
    @Test func anInvalidStoryboardGivesValidatesDiagnosticsAndExitsTwo() throws {
        let broken = Self.old.replacingOccurrences(of: #""to": "Old""#, with: #""to": "Olde""#)
        let outcome = try Self.diff(broken, "{")
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        let folder = TemporaryDataDirectory()
        try folder.write(broken, to: "old.json")
        try folder.write("{", to: "new.json")
        let validated = ["old.json", "new.json"].map { Self.run(["validate", folder.file($0)]).relative(to: folder.path + "/") }
        #expect(validated.allSatisfy { $0.status == 1 })
        #expect(outcome.err.hasPrefix(validated.map(\.err).joined()))
        #expect(outcome.err.hasSuffix(" did not load (see above); fix them and compare again\n"), "nothing was compared")
        #expect(outcome.err.hasPrefix("old.json:8:34: error: "), "\(outcome.err)")
    }

    // MARK: Hostile input

    /// A file larger than the limit, and one nested deeper than the reader allows, are refused as
    /// `validate` refuses them.
    @Test func hugeAndDeepFilesGiveValidatesErrors() throws {
        let folder = TemporaryDataDirectory()
        try folder.write(Self.old, to: "old.json")
        try folder.write(String(repeating: " ", count: (1 << 20) + 1) + Self.old, to: "huge.json")
        try folder.write(String(repeating: "[", count: 100_000), to: "deep.json")
        for (file, options) in [("huge.json", ["--max-storyboard-size", "1"]), ("deep.json", [])] {
            let outcome = Self.run(["diff", folder.file("old.json"), folder.file(file)] + options)
                .relative(to: folder.path + "/")
            let validated = Self.run(["validate", folder.file(file)] + options).relative(to: folder.path + "/")
            #expect(outcome.status == 2)
            #expect(outcome.out == "")
            #expect(!outcome.err.isEmpty)
            #expect(
                outcome.err
                    == validated.err
                    + "error: nothing was compared: NEW '\(file)' did not load (see above); fix it and compare again\n",
                "\(file)")
        }
    }

    /// The comparison is linear in the storyboards' size: a chain of 20,000 scenes cut in the
    /// middle, and a segue whose 20,000 guards are reversed, compare in a few seconds.
    @Test func largeStoryboardsCompareInLinearTime() throws {
        func chain(cutAt cut: Int?, guards: [Int]) -> String {
            let guardList = guards.map { #"{ "condition": "signedIn", "refuse": "no \#($0)" }"# }.joined(separator: ", ")
            var scenes = [
                #"{ "id": "S0", "module": "Plain", "title": "S0", "segues": [ { "id": "Next", "to": "S1", "guards": [\#(guardList)] } ] }"#
            ]
            for index in 1..<20_000 {
                let segue = index == cut || index == 19_999 ? "" : #"{ "id": "Next", "to": "S\#(index + 1)" }"#
                scenes.append(#"{ "id": "S\#(index)", "module": "Plain", "title": "S\#(index)", "segues": [\#(segue)] }"#)
            }
            return #"{ "version": 2, "initial": "S0", "scenes": [\#n"# + scenes.joined(separator: ",\n") + "] }"
        }
        let guards = Array(0..<20_000)
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try Self.diff(chain(cutAt: nil, guards: guards), chain(cutAt: 10_000, guards: guards.reversed()))
        let elapsed = clock.now - start
        #expect(outcome.status == 1)
        #expect(outcome.out.hasPrefix("old.json -> new.json: 1 removed, 20000 changed\n"), "\(outcome.out.prefix(200))")
        #expect(outcome.out.contains("\n  - S10000.Next: to S10001, style push\n"))
        #expect(outcome.out.contains("\n  scenes no longer reachable from the initial scene 'S0':\n    S10001\n"))
        #expect(outcome.out.components(separatedBy: "\n").count < 40_000)
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }

    /// Every storyboard of the malformed corpus: `diff` lists exactly the errors `validate` lists
    /// (for OLD, then for NEW) and exits 2, unless its only errors are modules or conditions nothing
    /// provides, which it compares as the file reads.
    @Test(arguments: ValidateMalformedStoryboardTests.corpus.names)
    func theMalformedCorpusGivesValidatesErrors(name: String) throws {
        let path = ValidateMalformedStoryboardTests.corpus.path(of: name)
        let modules = ValidateMalformedStoryboardTests.modules
        let validated = Self.run(["validate", path], modules: modules)
        let outcome = Self.run(["diff", path, path], modules: modules)
        let missingOnly =
            validated.err.contains(": error: ")
            && validated.err.components(separatedBy: "\n").filter { $0.contains(": error: ") }.allSatisfy {
                $0.contains("unknown module") || $0.contains("unknown condition") || $0.contains("no module registers")
            }
        if validated.status == 0 || missingOnly {
            #expect(outcome.status == 0, "\(name): \(outcome.err)")
            #expect(outcome.err == "", "\(name)")
            #expect(outcome.out.hasPrefix("\(path) -> \(path): no differences\n"), "\(name): \(outcome.out)")
        } else {
            #expect(outcome.status == 2, "\(name)")
            #expect(outcome.out == "", "\(name)")
            let quotedPath = "'\(path)'"
            #expect(
                outcome.err
                    == validated.err + validated.err
                    + "error: nothing was compared: OLD \(quotedPath) and NEW \(quotedPath) did not load (see above);"
                    + " fix them and compare again\n", "\(name)")
        }
    }

    /// Names and titles are the storyboard's text: a control character in them is shown, never
    /// sent, in text, and escaped in JSON.
    @Test func controlCharactersInNamesAreNeutralised() throws {
        let hostile = Self.old.replacingOccurrences(of: #""title": "Old""#, with: #""title": "Old\u001b[2J\nline""#)
        let outcome = try Self.diff(Self.old, hostile)
        #expect(outcome.status == 0)
        #expect(!outcome.out.contains("\u{1B}"))
        #expect(outcome.out.contains("  ~ Old: title 'Old' -> 'Old^[[2J^Jline'\n"), "\(outcome.out)")
        let json = try Self.diff(Self.old, hostile, ["--format", "json"])
        #expect(!json.out.contains("\u{1B}"))
        #expect(json.out.contains(#""new": "Old\u001B[2J\nline""#), "\(json.out)")
        #expect(json.out.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// The app's `scenes` executable exits with the statuses CI reads: 0, 1 and 2.
    @Test func theScenesExecutableExitsZeroOneOrTwo() throws {
        let program = ScenesProgram()
        let storyboard = try String(contentsOfFile: ScenesProgram.storyboard, encoding: .utf8)
        try program.home.write(storyboard, to: "same.json")
        let signUp = #",\#n        { "id": "SignUp", "to": "Registration", "style": "push" } ] },"#
        #expect(storyboard.contains(signUp), "the fixture's menu offers sign-up")
        let cut = storyboard.replacingOccurrences(of: signUp, with: " ] },")
        try program.home.write(cut, to: "cut.json")
        let same = try program.run(arguments: ["diff", ScenesProgram.storyboard, program.home.file("same.json")])
        #expect(same.termination == .exited(0), "\(same.errorText)")
        #expect(same.outputText.hasSuffix(": no differences\n"))
        let removed = try program.run(arguments: ["diff", ScenesProgram.storyboard, program.home.file("cut.json")])
        #expect(removed.termination == .exited(1), "\(removed.errorText)")
        #expect(removed.outputText.contains("\n  - Menu.SignUp: to Registration, style push\n"), "\(removed.outputText)")
        let missing = try program.run(arguments: ["diff", ScenesProgram.storyboard, program.home.file("gone.json")])
        #expect(missing.termination == .exited(2))
        #expect(missing.errorText.contains("gone.json: error: cannot read the storyboard: no such file\n"))
        #expect(missing.errorText.hasSuffix("gone.json' did not load (see above); fix it and compare again\n"))
        let usage = try program.run(arguments: ["diff", "--format", "yaml", "a", "b"])
        #expect(usage.termination == .exited(2))
        #expect(usage.errorText.hasPrefix("error: unknown diff format 'yaml'; expected text or json\n"))
    }

    // MARK: Help

    @Test func helpListsAndDescribesDiff() {
        let overview = Self.run(["--help"])
        #expect(overview.out.contains("       scenes diff OLD NEW [--format text|json]"))
        #expect(overview.out.contains("\n  diff        compare two storyboards"))
        let help = Self.run(["help", "diff"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: scenes diff OLD NEW [--format text|json]"))
        #expect(help.out.contains("Exits 1 when a scene, segue, tab or action reachable in OLD was removed"))
        #expect(Self.run(["diff", "--help"]).out == help.out)
        #expect(Self.run(["dif"]).err.hasPrefix("error: no command 'dif' (a storyboard of that name is run as './dif'); did you mean 'diff'?"))
    }

}

extension DiffCommandTests.Outcome {
    /// The outcome with `folder` taken out of every path, so that it reads as run in that folder.
    func relative(to folder: String) -> Self {
        Self(
            status: status, out: out.replacingOccurrences(of: folder, with: ""),
            err: err.replacingOccurrences(of: folder, with: ""))
    }
}
