import SceneTesting
import Testing

@testable import SceneRuntime

/// An input its module declares `linkable: false`: segues give it, links may not (anyone can send
/// a link, and the scene shows the input as the app's own words), and `link` leaves it out.
@Suite @MainActor struct UnlinkableInputTests {
    /// A board that shows a notice passed to it and takes an id; Origin passes both.
    static let board = SceneModule(
        name: "Board",
        contract: {
            SceneContract<TypedStore>(
                inputs: [
                    SceneInput("notice", \.text, default: "", linkable: false),
                    SceneInput("note", \.note, linkable: false),
                    SceneInput("integer", \.integer, default: 0),
                ])
        },
        build: { _ in
            let store = TypedStore()
            return (TypedViewController(store: store), TypedRouter(dataStore: store))
        })

    static let storyboard = """
        { "version": 2, "initial": "Origin", "scenes": [
          { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [
            { "id": "Post", "to": "Board", "pass": {
                "notice": { "value": "Saved" }, "note": { "value": "kept" }, "integer": { "value": 7 } } } ] },
          { "id": "Board", "module": "Board", "title": "Board", "linkable": true } ] }
        """

    private func harness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(storyboard: Self.storyboard, modules: [TypedModules.origin, Self.board])
        try harness.start()
        return harness
    }

    @Test func theDeclarationSaysItAndARequiredInputIsAlwaysLinkable() throws {
        let interface = try #require(Self.board.contract?()).interface
        #expect(interface.input(named: "notice")?.isLinkable == false)
        #expect(interface.input(named: "note")?.isLinkable == false)
        #expect(interface.input(named: "integer")?.isLinkable == true)
        let required = SceneInterface.Input(name: "id", type: .integer, isRequired: true, isLinkable: false)
        #expect(required.isLinkable, "a link to the scene could not be written without it")
    }

    @Test func aLinkGivingItIsRefusedAtItsNameAndChangesNothing() throws {
        let harness = try harness()
        let before = harness.navigator.state.path
        for (text, column) in [(#"Board:notice="Security notice""#, 7), ("Origin/Board:integer=1,note=x", 24)] {
            #expect {
                try harness.navigator.go(to: Link(parsing: text))
            } throws: { error in
                guard let error = error as? Link.Refusal, case .unlinkableInput(_, scene: "Board") = error.problem else {
                    return false
                }
                return error.column == column
            }
            #expect(harness.navigator.state.path == before, "\(text)")
        }
    }

    @Test func segueGivesItAndTheLinkOfTheStackLeavesItOut() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Post")
        let board = try #require(harness.navigator.state.path.last)
        #expect(board.inputs["notice"] == .text("Saved"))
        #expect(board.inputs["note"] == .text("kept"))
        let link = try #require(harness.navigator.link)
        #expect(link.description == "Board", "the segue on the way gives the rest: \(link)")
        let full = LinkResolver(storyboard: harness.navigator.storyboard, registry: harness.registry)
            .fullLink(for: harness.navigator.state.path)
        #expect(full.description == "Origin/Board:integer=7", "named in full, still left out")
        // The link leads back to the same stack: the notice comes from the segue it replays.
        let entries = harness.navigator.state.path
        try harness.navigator.go(to: Link(parsing: link.description))
        #expect(harness.navigator.state.path == entries)
    }
}
