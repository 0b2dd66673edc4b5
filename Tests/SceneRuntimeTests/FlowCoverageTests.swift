import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// The harness records what a test exercised of the flows: the scenes shown, the segues taken,
/// each guard's outcome (held, refused, redirected) and the actions performed and offered.
@Suite @MainActor struct FlowCoverageTests {
    /// `open` holds while the file `open` exists in the data directory, so each test has its own.
    static let open = SceneCondition("open") { environment in
        FileManager.default.fileExists(atPath: environment.dataDirectory + "/open")
    }

    static let storyboard = """
        { "version": 2, "initial": "Hall", "scenes": [
          { "id": "Hall", "module": "Hall", "title": "Hall", "segues": [
              { "id": "Peek", "to": "Safe", "guards": [ { "condition": "open", "refuse": "The vault is shut." } ] },
              { "id": "Lock", "to": "Safe", "action": "lock",
                "guards": [ { "condition": "open", "redirect": "Gate" } ] },
              { "id": "Visit", "to": "Safe" } ] },
          { "id": "Safe", "module": "Leaf", "title": "Safe" },
          { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                HallScene.module,
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                StandInScene.moduleRoutingEverySegue(named: "Gate").adding(conditions: [Self.open]),
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
    }

    @Test func theHarnessRecordsScenesSeguesAndActions() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.start()
        try harness.navigator.performSegue("Visit")
        try harness.navigator.back()
        try harness.perform("ring")
        // Then
        let coverage = harness.flowCoverage
        #expect(coverage.scenes == ["Hall", "Safe"])
        #expect(coverage.segues == ["Hall Visit"])
        #expect(coverage.actions == ["Hall ring"])
        #expect(coverage.actionsOffered == ["Hall jam", "Hall lock", "Hall ring"])
        #expect(coverage.guards.isEmpty)
    }

    @Test func aGuardThatRefusesIsRecordedRefusedAndOneThatHoldsHeld() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When
        #expect(throws: NavigationError.self) { try harness.navigator.performSegue("Peek") }
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.performSegue("Peek")
        // Then
        let coverage = harness.flowCoverage
        #expect(coverage.guards == ["Hall Peek open refused", "Hall Peek open held"])
        #expect(coverage.segues == ["Hall Peek"])
        #expect(coverage.refusals["Hall Peek"]?.lowercased().contains("the vault is shut") == true, "the guard's own words")
    }

    @Test func aGuardThatRedirectsAnActionsSegueIsRecordedRedirected() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When the action's segue is redirected, then the redirect succeeds
        try harness.perform("lock")
        #expect(harness.stackIDs == ["Hall", "Gate"])
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.dismiss()
        // Then
        #expect(harness.stackIDs == ["Hall", "Safe"])
        let coverage = harness.flowCoverage
        #expect(coverage.guards == ["Hall Lock open redirected", "Hall Lock open held"])
        #expect(coverage.segues == ["Hall Lock"])
        #expect(coverage.scenes == ["Hall", "Gate", "Safe"])
        #expect(coverage.actions.contains("Hall lock"))
    }

    @Test func anActionRefusedIsOfferedNotPerformedWithItsRefusal() throws {
        let harness = try makeHarness()
        try harness.start()
        #expect(throws: ActionError.self) { try harness.perform("jam") }
        #expect(harness.flowCoverage.actions.isEmpty)
        #expect(harness.flowCoverage.actionsOffered.contains("Hall jam"))
        #expect(harness.flowCoverage.refusals["Hall jam"]?.contains("the lock is jammed") == true)
    }

    /// A report is JSON with its format and version and sorted lists, and reads back the same.
    @Test func aReportRoundTripsThroughJSON() throws {
        let harness = try makeHarness()
        try harness.start()
        try harness.navigator.performSegue("Visit")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(harness.flowCoverage)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"actions":[],"actionsOffered":["Hall jam","Hall lock","Hall ring"],"format":"scenes-flow-coverage","#
                + #""guards":[],"refusals":{},"scenes":["Hall","Safe"],"segues":["Hall Visit"],"version":1}"#)
        #expect(try JSONDecoder().decode(FlowCoverage.self, from: json) == harness.flowCoverage)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FlowCoverage.self, from: Data(#"{"format":"other","version":1}"#.utf8))
        }
    }
}

// MARK: - A scene with an action that performs a guarded segue, and one that performs none

@MainActor private final class HallStore {
    var rings = 0
}

@MainActor private final class HallViewController: SceneViewController {
    let context: SceneContext
    let store: HallStore

    init(context: SceneContext, store: HallStore) {
        self.context = context
        self.store = store
    }

    static let actions: ActionTable<HallViewController> = [
        SceneAction("lock", summary: "lock, then go to the safe") { viewController, _ in
            try viewController.context.performSegue("Lock")
        },
        SceneAction("jam", summary: "always refused") { _, _ in
            throw ActionError.unavailable(action: "jam", reason: "the lock is jammed")
        },
        SceneAction("ring", summary: "ring the bell") { viewController, _ in
            viewController.store.rings += 1
        },
    ]
}

@MainActor private enum HallScene {
    static let module = SceneModule(name: "Hall") { context in
        let store = HallStore()
        return (HallViewController(context: context, store: store), StandInRouter(dataStore: store))
    }
}
