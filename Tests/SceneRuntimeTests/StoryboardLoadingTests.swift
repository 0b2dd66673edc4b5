import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

@Suite @MainActor struct StoryboardLoadingTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// The errors of a storyboard that fails to load (its warnings are tested on their own).
    private func diagnostics(_ json: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> [Storyboard.Diagnostic]
    {
        fixtures.errors(json, sourceLocation: sourceLocation)
    }

    private func rendered(_ json: String) -> [String] { diagnostics(json).map(\.description) }

    /// A storyboard with one scene and the given extra scenes and segues of its own.
    private func oneScene(segues: String = "", moreScenes: String = "") -> String {
        """
        {
          "version": 1,
          "initial": "List",
          "scenes": [
            { "id": "List", "module": "Note", "title": "List", "segues": [\(segues)] }\(moreScenes)
          ]
        }
        """
    }

    @Test func loadsAValidStoryboard() throws {
        let storyboard = try fixtures.storyboard(Fixtures.flow)
        #expect(storyboard.initialSceneID == "List")
        #expect(storyboard.scenes.map(\.id) == ["List", "Detail", "Form", "Home", "Foreign"])
        let list = try #require(storyboard.scene(withID: "List"))
        #expect(list.module == "Note")
        #expect(list.segue("Present") == SegueDescriptor(id: "Present", source: "List", destination: "Form", style: .modal))
        #expect(list.segue("Explode")?.style == .push, "style defaults to push")
        #expect(storyboard.scene(withID: "Nope") == nil)
        #expect(storyboard.warnings.isEmpty)
    }

    @Test func reportsMalformedJSONWithLineAndColumn() {
        let json = """
            {
              "version": 1,
              "initial": "List"
              "scenes": []
            }
            """
        #expect(rendered(json) == ["scenes.json:4:3: error: invalid JSON: expected ',' or '}' after an object member, found '\"'"])
    }

    @Test func reportsWrongTypes() {
        let json = """
            {
              "version": "1",
              "initial": 7,
              "scenes": [
                { "id": "List", "module": "Note", "title": ["List"], "segues": {} },
                "Detail",
                { "id": "Form", "module": "Note", "title": "Form", "segues": [ { "id": "Go", "to": null, "style": 1 } ] }
              ]
            }
            """
        #expect(
            rendered(json) == [
                "scenes.json:2:14: error: version: expected an integer, found a string",
                "scenes.json:3:14: error: initial: expected a string, found the number 7",
                "scenes.json:5:48: error: scenes[0].title: expected a string, found an array",
                "scenes.json:5:68: error: scenes[0].segues: expected an array, found an object",
                "scenes.json:6:5: error: scenes[1]: expected an object, found a string",
                "scenes.json:7:88: error: scenes[2].segues[0].to: expected a string, found null",
                "scenes.json:7:103: error: scenes[2].segues[0].style: expected a string, found the number 1",
            ])
    }

    @Test func reportsMissingKeys() {
        let json = """
            {
              "scenes": [ { "id": "List", "segues": [ { "to": "List" } ] } ]
            }
            """
        #expect(
            rendered(json) == [
                "scenes.json:1:1: error: missing required key 'version'",
                "scenes.json:1:1: error: missing required key 'initial'",
                "scenes.json:2:15: error: scenes[0]: missing required key 'module'",
                "scenes.json:2:15: error: scenes[0]: missing required key 'title'",
                "scenes.json:2:43: error: scenes[0].segues[0]: missing required key 'id'",
            ])
    }

    @Test func reportsUnknownKeysWithASuggestion() {
        let json = oneScene(segues: #"{ "id": "Open", "to": "List", "stlye": "push" }"#)
            .replacingOccurrences(of: #""title": "List""#, with: #""titel": "List""#)
        #expect(
            rendered(json) == [
                "scenes.json:5:5: error: scenes[0]: missing required key 'title'",
                "scenes.json:5:39: error: scenes[0].titel: unknown key 'titel'; did you mean 'title'?;"
                    + " allowed keys: id, module, title, segues, guards, linkable, container",
                "scenes.json:5:97: error: scenes[0].segues[0].stlye: unknown key 'stlye'; did you mean 'style'?;"
                    + " allowed keys: id, to, style, pass, action, guards, tab, covers",
            ])
        let problems = diagnostics(json).map(\.problem)
        #expect(
            problems.contains(
                .unknownKey("titel", allowed: ["id", "module", "title", "segues", "guards", "linkable", "container"], suggestion: "title")))
        #expect(
            problems.contains(.unknownKey("stlye", allowed: ["id", "to", "style", "pass", "action", "guards", "tab", "covers"], suggestion: "style")))
        #expect(problems.contains(.missingKey("title")))
    }

    @Test func reportsDuplicateKeys() {
        let json = """
            { "version": 1, "initial": "List",
              "scenes": [ { "id": "List", "module": "Note", "title": "List", "id": "Other" } ] }
            """
        #expect(rendered(json) == ["scenes.json:2:66: error: scenes[0].id: duplicate key 'id' (first given on line 2)"])
    }

    @Test func reportsDuplicateSceneIDs() {
        let json = oneScene(moreScenes: #",\#n    { "id": "List", "module": "Note", "title": "Again" }"#)
        #expect(rendered(json) == ["scenes.json:6:13: error: scenes[1].id: duplicate scene id 'List' (first declared on line 5)"])
    }

    @Test func reportsDuplicateSegueIDsWithinAScene() {
        let json = oneScene(segues: #"{ "id": "Open", "to": "List" }, { "id": "Open", "to": "List" }"#)
        #expect(
            rendered(json) == [
                "scenes.json:5:107: error: scenes[0].segues[1].id: duplicate segue id 'Open' in scene 'List'"
                    + " (first declared on line 5)"
            ])
    }

    @Test func reportsSeguesToUnknownScenesWithASuggestion() {
        let json = oneScene(
            segues: #"{ "id": "Open", "to": "Detial" }"#,
            moreScenes: #",\#n    { "id": "Detail", "module": "Note", "title": "Detail" }"#)
        let problems = diagnostics(json).map(\.problem)
        #expect(problems == [.unknownDestination(segue: "Open", destination: "Detial", suggestion: "Detail")])
        #expect(
            rendered(json).first?.hasSuffix("error: scenes[0].segues[0].to: segue 'Open' leads to unknown scene 'Detial'; did you mean 'Detail'?")
                == true)
    }

    @Test func reportsUnknownModulesListingTheKnownOnes() {
        let json = oneScene().replacingOccurrences(of: #""module": "Note""#, with: #""module": "Notes""#)
        #expect(
            rendered(json) == [
                "scenes.json:5:31: error: scenes[0].module: unknown module 'Notes'; did you mean 'Note'?;"
                    + " known modules: Broken, Note, Other"
            ])
    }

    @Test func reportsSeguesThatTheRouterHasNoRouteFor() {
        let json = oneScene(segues: #"{ "id": "Opne", "to": "List" }"#)
        #expect(
            rendered(json) == [
                "scenes.json:5:75: error: scenes[0].segues[0].id: the router of scene 'List' (module 'Note') has no route"
                    + " for segue 'Opne'; did you mean 'Open'?; its routes: Explode, Mismatch, Open, Present, Replace, Return"
            ])
    }

    @Test func reportsAMissingOrUnknownInitialScene() {
        let unknown = oneScene().replacingOccurrences(of: #""initial": "List""#, with: #""initial": "Lsit""#)
        #expect(rendered(unknown) == ["scenes.json:3:14: error: initial: initial scene 'Lsit' is not declared; did you mean 'List'?"])
        let missing = oneScene().replacingOccurrences(of: #""initial": "List","#, with: "")
        #expect(diagnostics(missing).map(\.problem) == [.missingKey("initial")])
    }

    @Test func reportsUnwindsWhoseDestinationCanNeverBeBelowTheSource() {
        // Detail is only ever the root (reached by replace), so List is never below it.
        let json = oneScene(
            segues: #"{ "id": "Replace", "to": "Detail", "style": "replace" }"#,
            moreScenes: """
                ,
                    { "id": "Detail", "module": "Note", "title": "Detail", "segues": [
                        { "id": "Return", "to": "List", "style": "unwind" },
                        { "id": "Open", "to": "Form", "style": "push" } ] },
                    { "id": "Form", "module": "Note", "title": "Form", "segues": [
                        { "id": "Return", "to": "Detail", "style": "unwind" } ] }
                """)
        let problems = diagnostics(json).map(\.problem)
        #expect(problems == [.impossibleUnwind(segue: "Return", source: "Detail", destination: "List")])
        #expect(
            rendered(json).first
                == "scenes.json:7:33: error: scenes[1].segues[0].to: unwind segue 'Return' returns to 'List', which can"
                + " never be below 'Detail' on the stack: no chain of push or modal segues leads from 'List' to 'Detail'")
    }

    @Test func acceptsUnwindsThroughChainsOfPushAndModalSegues() throws {
        let storyboard = try fixtures.storyboard(Fixtures.flow)
        #expect(storyboard.scene(withID: "Form")?.segue("Return")?.style == .unwind)
    }

    @Test func reportsAnUnwindToItselfWithoutALoop() {
        let json = oneScene(segues: #"{ "id": "Return", "to": "List", "style": "unwind" }"#)
        #expect(diagnostics(json).map(\.problem) == [.impossibleUnwind(segue: "Return", source: "List", destination: "List")])
    }

    @Test func reportsUnknownStylesUnsupportedVersionsAndInvalidIdentifiers() {
        let json = """
            { "version": 3, "initial": "List",
              "scenes": [ { "id": "List", "module": "Note", "title": "", "segues": [
                { "id": "Open", "to": "List", "style": "pusj" },
                { "id": "my segue", "to": "List" } ] } ] }
            """
        #expect(
            rendered(json) == [
                "scenes.json:1:14: error: version: unsupported storyboard version 3; this runtime reads versions 1 to 2",
                "scenes.json:2:58: error: scenes[0].title: the title must not be empty",
                "scenes.json:3:44: error: scenes[0].segues[0].style: unknown segue style 'pusj'; did you mean 'push'?;"
                    + " expected one of push, modal, replace, unwind",
                "scenes.json:4:13: error: scenes[0].segues[1].id: 'my segue' is not a valid segue id: use letters,"
                    + " digits and '_', starting with a letter or '_'",
            ])
    }

    @Test func collectsEveryProblemInOnePass() {
        let json = """
            { "version": 1, "initial": "Start", "extra": true,
              "scenes": [
                { "id": "List", "module": "Nope", "title": "List", "segues": [ { "id": "Go", "to": "Missing" } ] },
                { "id": "List", "module": "Note", "title": "Again" } ] }
            """
        let problems = diagnostics(json).map(\.problem)
        #expect(problems.count == 5)
        #expect(problems.contains(.unknownInitialScene("Start", suggestion: nil)))
        #expect(problems.contains(.unknownKey("extra", allowed: ["$schema", "version", "initial", "scenes", "plugins"], suggestion: nil)))
        #expect(problems.contains(.unknownModule("Nope", known: ["Broken", "Note", "Other"], suggestion: "Note")))
        #expect(problems.contains(.unknownDestination(segue: "Go", destination: "Missing", suggestion: nil)))
        #expect(problems.contains(.duplicateSceneID("List", firstLine: 3)))
        let lines = diagnostics(json).compactMap(\.line)
        #expect(lines == lines.sorted(), "diagnostics come in file order")
    }

    @Test func warnsAboutUnreachableScenesAndUnusedRoutesWithoutFailing() throws {
        let json = oneScene(
            segues: #"{ "id": "Open", "to": "List" }"#,
            moreScenes: #",\#n    { "id": "Lonely", "module": "Other", "title": "Lonely" }"#)
        let storyboard = try fixtures.storyboard(json)
        let warnings = storyboard.warnings.map(\.description)
        #expect(warnings.contains("scenes.json:6:13: warning: scenes[1].id: scene 'Lonely' cannot be reached from the initial scene"))
        #expect(
            warnings.contains(
                "scenes.json:5:31: warning: scenes[0].module: the router of module 'Note' registers route 'Return',"
                    + " but no segue of its scenes uses it"))
        #expect(storyboard.warnings.map(\.problem).filter { if case .unusedRoute = $0 { true } else { false } }.count == 5)
        #expect(storyboard.warnings.allSatisfy { $0.severity == .warning })
    }

    /// A scene that only a guard's redirect presents (a sign-in) is reached, as `scenes diff`
    /// and a person see it, and so is where it leads; a scene nothing leads to still is not.
    @Test func aSceneOnlyAGuardsRedirectPresentsIsReached() throws {
        let json = """
            { "version": 1, "initial": "Main", "scenes": [
              { "id": "Main", "title": "Main", "container": { "kind": "tabs", "tabs": [
                  { "id": "A", "root": "List" },
                  { "id": "B", "root": "Vault", "guards": [ { "condition": "c", "redirect": "TabGate" } ] } ] } },
              { "id": "List", "module": "M", "title": "List", "segues": [
                  { "id": "Buy", "to": "Cart", "guards": [ { "condition": "c", "redirect": "SignIn" } ] },
                  { "id": "Peek", "to": "Home" } ] },
              { "id": "Cart", "module": "M", "title": "Cart" },
              { "id": "Vault", "module": "M", "title": "Vault" },
              { "id": "Home", "module": "M", "title": "Home", "guards": [ { "condition": "c", "redirect": "HomeGate" } ] },
              { "id": "SignIn", "module": "M", "title": "Sign in", "segues": [ { "id": "Help", "to": "Help" } ] },
              { "id": "Help", "module": "M", "title": "Help" },
              { "id": "TabGate", "module": "M", "title": "Tab gate" },
              { "id": "HomeGate", "module": "M", "title": "Home gate" },
              { "id": "Lonely", "module": "M", "title": "Lonely" } ] }
            """
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "scenes.json")
        let unreachable = storyboard.warnings.compactMap { warning in
            if case .unreachableScene(let id) = warning.problem { id } else { nil }
        }
        #expect(unreachable == ["Lonely"])
    }

    @Test func acceptsASchemaReference() throws {
        let json = oneScene().replacingOccurrences(of: #""version": 1,"#, with: #""$schema": "scenes.schema.json", "version": 1,"#)
        #expect(throws: Never.self) { try fixtures.storyboard(json) }
    }

    @Test func decodesWithoutModulesWhenNoRegistryIsAtHand() throws {
        let json = oneScene().replacingOccurrences(of: #""module": "Note""#, with: #""module": "Unregistered""#)
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "scenes.json")
        #expect(storyboard.scene(withID: "List")?.module == "Unregistered")
    }
}
