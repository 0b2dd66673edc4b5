import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// What loading checks of a storyboard's meaning, beside its shape: a title that shows nothing, and
/// whether an unwind into a container is possible on every way there.
@Suite @MainActor struct StoryboardMeaningTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// The errors of a storyboard that fails to load, as they are printed.
    private func rendered(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        fixtures.errors(json, sourceLocation: sourceLocation).map(\.description)
    }

    /// A title of white space alone shows nothing: refused as an empty one, a scene's and a tab's.
    @Test func aTitleOfWhiteSpaceAloneIsEmpty() {
        let json = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": " \\t ", "container": { "kind": "tabs", "tabs": [
                  { "id": "One", "title": "\\u3000", "root": "List" } ] } },
              { "id": "List", "module": "Note", "title": "List" } ] }
            """
        let problems = rendered(json).filter { $0.contains("title") }
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.allSatisfy { $0.hasSuffix("title: the title must not be empty") }, "\(problems)")
        #expect(problems.contains { $0.contains(": scenes[0].title:") }, "\(problems)")
        #expect(problems.contains { $0.contains("tabs[0].title:") }, "\(problems)")
        // A title with something to show around its blanks stays.
        #expect(
            rendered(json.replacingOccurrences(of: #"" \t ""#, with: #"" App ""#)).filter {
                $0.contains(": scenes[0].title:")
            }.isEmpty)
    }

    /// A tab's root always has its container below it, and the container that one is a tab's root
    /// of: an unwind to either, from a scene of the tab, is possible on every way there. One to a
    /// container the scene is reached outside of is still warned of.
    @Test func anUnwindToTheContainerOfATabIsPossibleOnEveryWayThere() throws {
        let json = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "One", "root": "Inner" }, { "id": "Two", "root": "List" } ] } },
              { "id": "Inner", "title": "Inner", "container": { "kind": "split", "panes": [
                  { "id": "Left", "root": "Pane" }, { "id": "Right", "root": "Other" } ] } },
              { "id": "List", "module": "Note", "title": "List", "segues": [ { "id": "Open", "to": "Detail" } ] },
              { "id": "Pane", "module": "Note", "title": "Pane", "segues": [ { "id": "Open", "to": "Detail" } ] },
              { "id": "Other", "module": "Note", "title": "Other" },
              { "id": "Detail", "module": "Note", "title": "Detail", "segues": [
                  { "id": "Home", "to": "Main", "style": "unwind" },
                  { "id": "Up", "to": "Inner", "style": "unwind" } ] } ] }
            """
        let warnings = try fixtures.storyboard(json).warnings.map(\.description).filter { $0.contains("unwind") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("unwind segue 'Up' returns to 'Inner'") == true, "\(warnings)")
        #expect(warnings.first?.contains("from 'Main'") == true, "\(warnings)")
    }
}
