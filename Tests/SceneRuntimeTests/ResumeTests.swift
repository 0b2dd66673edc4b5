import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// A recorded stack is resumed in a later navigator: all of it while the storyboard is the same,
/// its longest prefix that still fits when it changed, and the initial scene when nothing does.
@Suite @MainActor struct ResumeTests {
    /// Another module with the same contract as ``LinkTests/relay``.
    static let relayTwin = LinkTests.relayModule(named: "Relay2")

    private func harness(_ storyboard: String = LinkTests.storyboard) throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: storyboard, modules: [TypedModules.origin, TypedModules.typed, LinkTests.relay, Self.relayTwin])
    }

    /// The stack Origin > Item(5) > Detail(5), recorded and read back from its JSON.
    private func recorded() throws -> NavigationState {
        let harness = try harness()
        try harness.navigator.go(to: Link(parsing: "Detail:integer=5"))
        let state = harness.navigator.state
        let read = try NavigationState(json: Array(state.json.utf8))
        #expect(read == state)
        return read
    }

    @Test func anUnchangedStoryboardResumesTheWholeStack() throws {
        let harness = try harness()
        let outcome = try harness.navigator.resume(try recorded())
        #expect(outcome == Navigator.ResumeOutcome(kept: 3, dropped: [], problem: nil))
        #expect(harness.stackIDs == ["Origin", "Item", "Detail"])
        #expect(harness.topInputs == ["integer": .integer(5)])
    }

    @Test func everyValueTypeIsRecordedWithItsType() throws {
        let first = try harness()
        try first.navigator.go(to: Link(parsing: LinkTests.everyType))
        let json = first.navigator.state.json
        #expect(json.contains(#""type": "identifier""#) && json.contains(#""type": "date""#))
        let record = try NavigationState(json: Array(json.utf8))
        #expect(record == first.navigator.state)
        let second = try harness()
        #expect(try second.navigator.resume(record).problem == nil)
        #expect(second.navigator.state.path == first.navigator.state.path)
    }

    /// Storyboard changes: what is replaced by what, how many scenes are kept, and why the next
    /// one was dropped.
    nonisolated static let changes: [(edits: [(String, String)], kept: Int, problem: Navigator.ResumeOutcome.Problem?)] = [
        (
            [
                (#"{ "id": "Detail", "module": "Relay", "title": "Detail" },"#, ""),
                (#"{ "id": "Deeper", "to": "Detail", "pass": { "integer": { "from": "integer" } } },"#, ""),
            ], 2, .sceneRemoved("Detail")
        ),
        // Another module with the same contract builds it: the state names no module, as a link.
        ([(#"{ "id": "Detail", "module": "Relay""#, #"{ "id": "Detail", "module": "Relay2""#)], 3, nil),
        ([(#""title": "Item""#, #""title": "Item, renamed""#)], 3, nil),
    ]

    @Test(arguments: changes.indices)
    func aChangedStoryboardResumesTheLongestPrefixThatFits(_ index: Int) throws {
        let (edits, kept, problem) = Self.changes[index]
        var changed = LinkTests.storyboard
        for (old, new) in edits { changed = changed.replacingOccurrences(of: old, with: new) }
        #expect(changed != LinkTests.storyboard)
        let harness = try harness(changed)
        let outcome = try harness.navigator.resume(try recorded())
        #expect(outcome.kept == kept)
        #expect(outcome.problem == problem)
        #expect(outcome.dropped == Array(["Origin", "Item", "Detail"].dropFirst(kept)))
        #expect(harness.stackIDs == Array(["Origin", "Item", "Detail"].prefix(kept)))
    }

    @Test func anInputOfAnotherTypeOrNowRequiredDropsItsScene() throws {
        var record = try recorded()
        record.stack[1].inputs["integer"] = .text("5")
        let harness = try harness()
        let outcome = try harness.navigator.resume(record)
        let problem = try #require(outcome.problem)
        guard case .refused(scene: "Item", let reason) = problem else {
            Issue.record("\(problem)")
            return
        }
        #expect(reason.contains("integer"), "\(reason)")
        #expect(outcome.dropped == ["Item", "Detail"])
        #expect(harness.stackIDs == ["Origin"])

        // A required input the record does not hold (as when an input became required).
        record = try recorded()
        record.stack[2].inputs = [:]
        let again = try self.harness()
        let second = try again.navigator.resume(record)
        #expect(second.kept == 2)
        #expect(second.problem == .refused(scene: "Detail", reason: "scene 'Detail' needs its input 'integer' (integer), which was not given"))
        #expect("\(try #require(second.problem))".contains("cannot be built again"))
    }

    @Test func nothingThatFitsStartsAtTheInitialScene() throws {
        let changed = LinkTests.storyboard.replacingOccurrences(of: #""Origin", "module""#, with: #""Start", "module""#)
            .replacingOccurrences(of: #""initial": "Origin""#, with: #""initial": "Start""#)
            .replacingOccurrences(of: #""to": "Origin""#, with: #""to": "Start""#)
        let harness = try harness(changed)
        let outcome = try harness.navigator.resume(try recorded())
        #expect(outcome == Navigator.ResumeOutcome(kept: 0, dropped: ["Origin", "Item", "Detail"], problem: .sceneRemoved("Origin")))
        #expect(harness.stackIDs == ["Start"])
    }

    @Test(arguments: [
        ("", "invalid JSON"),
        ("garbage", "invalid JSON at byte 0"),
        ("[]", "expected an object"),
        (#"{"version": 3, "stack": []}"#, "another format"),
        (#"{"version": 2, "stack": []}"#, "'stack' must be an array of at least one scene"),
        (#"{"version": 2, "stack": [{"scene": "A", "presentation": "root"}]}"#, "stack[0].inputs must be an object"),
        (#"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "sideways", "inputs": {}}]}"#, "presentation"),
        (#"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "root", "inputs": {"x": 1}}]}"#, "stack[0].inputs.x"),
        (
            #"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "root", "inputs": {"x": {"type": "integer", "value": "one"}}}]}"#,
            "not a value of type integer"
        ),
    ])
    func aCorruptRecordIsRefusedWithItsReason(_ json: String, _ reason: String) {
        let error = #expect(throws: NavigationState.JSONError.self) { try NavigationState(json: Array(json.utf8)) }
        #expect(error.map { "\($0)" }?.contains(reason) == true, "\(String(describing: error))")
    }

    /// A version 1 record (runtimes before 0.5: the path, the selected tab's scenes after their
    /// container, and each scene's module) is read as the state it records.
    @Test func aVersionOneRecordIsReadAsTheStateItRecords() throws {
        let json = #"""
            {"version": 1, "stack": [
              {"scene": "Origin", "module": "Origin", "presentation": "root", "inputs": {}},
              {"scene": "Item", "module": "Relay", "presentation": "push",
               "inputs": {"integer": {"type": "integer", "value": 5}}}]}
            """#
        let state = try NavigationState(json: Array(json.utf8))
        #expect(state.path.map(\.sceneID) == ["Origin", "Item"])
        #expect(state.path[1].inputs == ["integer": .integer(5)])
        let harness = try harness()
        #expect(try harness.navigator.resume(state) == Navigator.ResumeOutcome(kept: 2, dropped: [], problem: nil))
        #expect(harness.stackIDs == ["Origin", "Item"])
    }
}
