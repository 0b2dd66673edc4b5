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
    private func recorded() throws -> StackRecord {
        let harness = try harness()
        try harness.navigator.go(to: Link(parsing: "Detail:integer=5"))
        let record = harness.navigator.record
        let read = try StackRecord(json: Array(record.json.utf8))
        #expect(read == record)
        return read
    }

    @Test func anUnchangedStoryboardResumesTheWholeStack() throws {
        let harness = try harness()
        let outcome = try harness.navigator.resume(try recorded())
        #expect(outcome == ResumeOutcome(kept: 3, dropped: [], problem: nil))
        #expect(harness.stackIDs == ["Origin", "Item", "Detail"])
        #expect(harness.topInputs == ["integer": .integer(5)])
    }

    @Test func everyValueTypeIsRecordedWithItsType() throws {
        let first = try harness()
        try first.navigator.go(to: Link(parsing: LinkTests.everyType))
        let record = try StackRecord(json: Array(first.navigator.record.json.utf8))
        #expect(record.entries[1].types["identifier"] == .identifier)
        #expect(record.entries[1].types["date"] == .date)
        let second = try harness()
        #expect(try second.navigator.resume(record).problem == nil)
        #expect(second.navigator.state.path == first.navigator.state.path)
    }

    /// Storyboard changes: what is replaced by what, how many scenes are kept, and why the next
    /// one was dropped.
    nonisolated static let changes: [(edits: [(String, String)], kept: Int, problem: ResumeProblem?)] = [
        (
            [
                (#"{ "id": "Detail", "module": "Relay", "title": "Detail" },"#, ""),
                (#"{ "id": "Deeper", "to": "Detail", "pass": { "integer": { "from": "integer" } } },"#, ""),
            ], 2, .sceneRemoved("Detail")
        ),
        (
            [(#"{ "id": "Detail", "module": "Relay""#, #"{ "id": "Detail", "module": "Relay2""#)], 2,
            .moduleChanged(scene: "Detail", recorded: "Relay", now: "Relay2")
        ),
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
        record.entries[1].types["integer"] = .text
        let harness = try harness()
        let outcome = try harness.navigator.resume(record)
        #expect(outcome.problem == .inputTypeChanged(scene: "Item", input: "integer", recorded: .text, now: .integer))
        #expect(harness.stackIDs == ["Origin"])

        // A required input the record does not hold (as when an input became required).
        record = try recorded()
        record.entries[2].stackEntry.inputs = [:]
        record.entries[2].types = [:]
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
        #expect(outcome == ResumeOutcome(kept: 0, dropped: ["Origin", "Item", "Detail"], problem: .sceneRemoved("Origin")))
        #expect(harness.stackIDs == ["Start"])
    }

    @Test(arguments: [
        ("", "invalid JSON"),
        ("garbage", "invalid JSON at byte 0"),
        ("[]", "expected an object"),
        (#"{"version": 2, "stack": []}"#, "another format"),
        (#"{"version": 1, "stack": []}"#, "'stack' must be an array of at least one scene"),
        (#"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "sideways", "inputs": {}}]}"#, "presentation"),
        (#"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "root", "inputs": {"x": 1}}]}"#, "stack[0].inputs.x"),
        (
            #"{"version": 1, "stack": [{"scene": "A", "module": "A", "presentation": "root", "inputs": {"x": {"type": "integer", "value": "one"}}}]}"#,
            "not a value of type integer"
        ),
    ])
    func aCorruptRecordIsRefusedWithItsReason(_ json: String, _ reason: String) {
        let error = #expect(throws: StackRecordError.self) { try StackRecord(json: Array(json.utf8)) }
        #expect(error.map { "\($0)" }?.contains(reason) == true, "\(String(describing: error))")
    }
}
