import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Guards on scenes and segues, reached by a segue and by a restored stack (links and resumed
/// sessions restore), refusing or redirecting; and who may take a segue.
@Suite @MainActor struct GuardTests {
    /// `open` holds while the file `open` exists in the data directory, so each test has its own.
    static let open = SceneCondition("open") { environment in
        FileManager.default.fileExists(atPath: environment.dataDirectory + "/open")
    }

    static let storyboard = """
        { "version": 2, "initial": "Home", "scenes": [
          { "id": "Home", "module": "Desk", "title": "Home", "segues": [
              { "id": "Open", "to": "Vault", "pass": { "item": { "from": "item" } } },
              { "id": "Peek", "to": "Safe", "guards": [ { "condition": "open", "refuse": "The vault is shut." } ] },
              { "id": "Visit", "to": "Safe" },
              { "id": "Save", "to": "Safe", "action": "save" },
              { "id": "Lock", "to": "Safe", "action": "lock",
                "guards": [ { "condition": "open", "redirect": "Gate" } ] },
              { "id": "Burn", "to": "Safe", "action": "burn",
                "guards": [ { "condition": "open", "refuse": "No fire here." } ] },
              { "id": "Enter", "to": "Locked" } ] },
          { "id": "Vault", "module": "Vault", "title": "Vault",
            "guards": [ { "condition": "open", "redirect": "Gate" } ] },
          { "id": "Safe", "module": "Leaf", "title": "Safe" },
          { "id": "Locked", "module": "Leaf", "title": "Locked",
            "guards": [ { "condition": "open", "refuse": "Locked." } ] },
          { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                DeskScene.module,
                StandInScene.module(
                    named: "Vault",
                    interface: SceneInterface(inputs: [.init(name: "item", type: .text, isRequired: true)], outputs: [])),
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                StandInScene.moduleRoutingEverySegue(named: "Gate").adding(conditions: [Self.open]),
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
    }

    private func openTheGate() {
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
    }

    private func startWithItem(_ harness: NavigatorHarness) throws {
        try harness.start()
        try harness.topDataStore(as: DeskStore.self).item = "ring"
    }

    // MARK: Reached by a segue

    @Test func aSegueToAGuardedSceneRedirectsThenCarriesOnWithItsData() throws {
        // Given
        let harness = try makeHarness()
        try startWithItem(harness)
        let home = harness.navigator.topScene
        // When the guard fails
        try harness.navigator.performSegue("Open")
        // Then the redirect is presented over the source, which keeps its data
        #expect(harness.stackIDs == ["Home", "Gate"])
        #expect(harness.navigator.topScene?.presentation == .modal)
        // When the redirect succeeds and leaves
        openTheGate()
        try harness.navigator.dismiss()
        // Then the segue goes on from the same source, passing what it held
        #expect(harness.stackIDs == ["Home", "Vault"])
        #expect(harness.navigator.stack.first === home)
        #expect(harness.topInputs == ["item": .text("ring")])
    }

    @Test func aCancelledRedirectLeavesTheStackAsBeforeAndIsForgotten() throws {
        // Given
        let harness = try makeHarness()
        try startWithItem(harness)
        let home = harness.navigator.topScene
        try harness.navigator.performSegue("Open")
        // When the redirect is dismissed with the condition still failing
        try harness.navigator.dismiss()
        // Then
        #expect(harness.stackIDs == ["Home"])
        #expect(harness.navigator.topScene === home)
        // And the navigation is not carried on later, when the condition comes to hold
        openTheGate()
        try harness.navigator.performSegue("Visit")
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Home"])
    }

    @Test func aGuardThatHoldsLetsTheSegueThrough() throws {
        // Given
        let harness = try makeHarness()
        try startWithItem(harness)
        openTheGate()
        // When
        try harness.navigator.performSegue("Open")
        // Then
        #expect(harness.stackIDs == ["Home", "Vault"])
    }

    @Test func aRefusingGuardOnASegueThrowsItsMessageAndChangesNothing() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When / Then
        #expect(throws: NavigationError.guardRefused(condition: "open", message: "The vault is shut.")) {
            try harness.navigator.performSegue("Peek")
        }
        #expect(harness.stackIDs == ["Home"])
        #expect(
            String(describing: NavigationError.guardRefused(condition: "open", message: "The vault is shut."))
                == "the vault is shut")
    }

    // MARK: Reached by an action that performs a guarded segue

    @Test func anActionWhoseSegueIsGuardedWaitsForTheRedirectThenRuns() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        let desk = try harness.topDataStore(as: DeskStore.self)
        // When
        try #require(harness.navigator.topScene).perform(action: "lock")
        // Then the action has not run: its work waits for the redirect
        #expect(harness.stackIDs == ["Home", "Gate"])
        #expect(desk.locks == 0)
        // When the redirect succeeds
        openTheGate()
        try harness.navigator.dismiss()
        // Then the action runs once, and its segue is performed
        #expect(desk.locks == 1)
        #expect(harness.stackIDs == ["Home", "Safe"])
    }

    @Test func anActionWhoseSegueIsGuardedWithARefusalDoesNothing() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        let desk = try harness.topDataStore(as: DeskStore.self)
        // When / Then
        #expect(throws: NavigationError.guardRefused(condition: "open", message: "No fire here.")) {
            try #require(harness.navigator.topScene).perform(action: "burn")
        }
        #expect(desk.burns == 0)
        #expect(harness.stackIDs == ["Home"])
    }

    // MARK: Reached by a restored stack (a link, a resumed session)

    @Test func restoringAGuardedSceneRedirectsThenRestores() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        let entries = [
            NavigationState.Entry(sceneID: "Home", presentation: .root),
            NavigationState.Entry(sceneID: "Vault", presentation: .push, inputs: ["item": .text("key")]),
        ]
        // When
        try harness.navigator.restore(entries)
        // Then the redirect is presented over the stack as it was
        #expect(harness.stackIDs == ["Home", "Gate"])
        // When it succeeds
        openTheGate()
        try harness.navigator.dismiss()
        // Then the stack is restored, inputs intact
        #expect(harness.navigator.state.path == entries)
    }

    @Test func aCancelledRedirectOfARestoreLeavesTheStackAsBefore() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        try harness.navigator.performSegue("Visit")
        let before = harness.navigator.stack
        try harness.navigator.restore([
            NavigationState.Entry(sceneID: "Home", presentation: .root),
            NavigationState.Entry(sceneID: "Vault", presentation: .push, inputs: ["item": .text("key")]),
        ])
        // When
        try harness.navigator.dismiss()
        // Then
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    }

    @Test func restoringOnAnEmptyStackCannotRedirectAndIsRefused() throws {
        // Given a navigator showing nothing yet (a session resumed at launch)
        let harness = try makeHarness()
        // When / Then
        #expect(throws: NavigationError.guardFailed(condition: "open", scene: "Vault")) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Home", presentation: .root),
                NavigationState.Entry(sceneID: "Vault", presentation: .push, inputs: ["item": .text("key")]),
            ])
        }
        #expect(harness.navigator.stack.isEmpty)
    }

    @Test func restoringASceneWhoseGuardRefusesChangesNothing() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        let home = harness.navigator.topScene
        // When / Then
        #expect(throws: NavigationError.guardRefused(condition: "open", message: "Locked.")) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Home", presentation: .root), NavigationState.Entry(sceneID: "Locked", presentation: .push),
            ])
        }
        #expect(harness.navigator.topScene === home)
    }

    @Test func aRestoredSceneIsReachedTheOpenWayWhenSeveralSeguesLeadThere() throws {
        // Given two push segues from Home to Safe: Peek, guarded by a closed gate, and Visit
        let harness = try makeHarness()
        try harness.start()
        // When
        try harness.navigator.restore([
            NavigationState.Entry(sceneID: "Home", presentation: .root), NavigationState.Entry(sceneID: "Safe", presentation: .push),
        ])
        // Then Visit is replayed, as a person would take it
        #expect(harness.stackIDs == ["Home", "Safe"])
    }

    @Test func aReloadThatGuardsASceneOnTheStackAppliesIt() throws {
        // Given Safe on the stack, reached by Visit
        let harness = try makeHarness()
        try harness.start()
        try harness.navigator.takeSegue("Visit")
        #expect(harness.stackIDs == ["Home", "Safe"])
        // When the storyboard now guards Safe with the closed gate
        let guarded = Self.storyboard.replacingOccurrences(
            of: #"{ "id": "Safe", "module": "Leaf", "title": "Safe" }"#,
            with: #"{ "id": "Safe", "module": "Leaf", "title": "Safe", "guards": [ { "condition": "open", "refuse": "Shut." } ] }"#)
        #expect(guarded != Self.storyboard)
        try harness.navigator.replaceStoryboard(
            harness.registry.loadStoryboard(from: Array(guarded.utf8), file: "storyboard"))
        // Then Safe leaves the stack, and back cannot land on it
        #expect(harness.stackIDs == ["Home"])
        // And with the gate open, the same reload keeps it
        openTheGate()
        try harness.navigator.takeSegue("Visit")
        try harness.navigator.replaceStoryboard(
            harness.registry.loadStoryboard(from: Array(guarded.utf8), file: "storyboard"))
        #expect(harness.stackIDs == ["Home", "Safe"])
    }

    // MARK: Who takes a segue

    @Test func takingASegueThatAnActionPerformsNamesTheAction() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When / Then
        #expect(throws: NavigationError.performedByAction(segue: "Save", scene: "Home", action: "save")) {
            try harness.navigator.takeSegue("Save")
        }
        #expect(harness.stackIDs == ["Home"])
        // The scene's code may still perform it
        try harness.navigator.performSegue("Save")
        #expect(harness.stackIDs == ["Home", "Safe"])
    }

    @Test func aSegueAPersonMayTakeIsTaken() throws {
        // Given
        let harness = try makeHarness()
        try harness.start()
        // When
        try harness.navigator.takeSegue("Visit")
        // Then
        #expect(harness.stackIDs == ["Home", "Safe"])
    }

    // MARK: Registering conditions

    @Test func conditionsAreRegisteredOnceWithValidNames() throws {
        let registry = SceneRegistry()
        try registry.register(StandInScene.moduleRoutingEverySegue(named: "Gate").adding(conditions: [Self.open]))
        #expect(registry.conditionNames == ["open"])
        #expect(throws: SceneRegistry.RegistrationError.duplicateCondition("open")) { try registry.register(condition: Self.open) }
        #expect(throws: SceneRegistry.RegistrationError.invalidConditionName("is open")) {
            try registry.register(condition: SceneCondition("is open") { _ in true })
        }
        #expect(registry.conditionHolds("nothing", in: SceneEnvironment(dataDirectory: data.path)) == nil)
    }
}

// MARK: - A scene with actions that perform its segues

@MainActor private final class DeskStore {
    var item: String?
    var locks = 0
    var burns = 0
}

@MainActor private final class DeskViewController: SceneViewController {
    let context: SceneContext
    let store: DeskStore

    init(context: SceneContext, store: DeskStore) {
        self.context = context
        self.store = store
    }

    static let actions: ActionTable<DeskViewController> = [
        SceneAction("save", summary: "save, then go to the safe") { viewController, _ in
            try viewController.context.performSegue("Save")
        },
        SceneAction("lock", summary: "lock, then go to the safe") { viewController, _ in
            viewController.store.locks += 1
            try viewController.context.performSegue("Lock")
        },
        SceneAction("burn", summary: "burn, then go to the safe") { viewController, _ in
            viewController.store.burns += 1
            try viewController.context.performSegue("Burn")
        },
    ]
}

@MainActor private enum DeskScene {
    static let module = SceneModule(
        name: "Desk",
        contract: { SceneContract<DeskStore>(inputs: [], outputs: [SceneOutput("item", \.item)]) },
        build: { context in
            let store = DeskStore()
            return (DeskViewController(context: context, store: store), StandInRouter(dataStore: store))
        })
}
