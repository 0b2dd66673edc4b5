import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// A stack described as data is built again: every scene by its module, with its inputs, or not
/// at all.
@Suite @MainActor struct NavigatorRestoreTests {
    private func harness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: TypedModules.storyboard, modules: [TypedModules.origin, TypedModules.typed])
    }

    @Test func aStackDescribedByItsEntriesIsBuiltAgainWithItsInputs() throws {
        let first = try harness()
        try first.start()
        try first.topDataStore(as: TypedStore.self).integer = 9
        try first.navigator.performSegue("OpenConstants")
        let entries = first.navigator.state.path
        #expect(entries.map(\.sceneID) == ["Origin", "Typed"])
        #expect(entries.map(\.presentation) == [.root, .modal])
        #expect(entries[1].inputs["integer"] == .integer(7))

        let second = try harness()
        try second.navigator.restore(entries)
        #expect(second.navigator.state.path == entries)
        #expect(second.navigator.isPresentingModally, "the modal presentation is restored, so dismiss works")
        let store = try second.topDataStore(as: TypedStore.self)
        #expect(store.seenOnLoad.contains(.text("edit")), "inputs are written before viewDidLoad")
        try second.navigator.dismiss()
        #expect(second.stackIDs == ["Origin"])
    }

    @Test func aRefusedEntryLeavesTheStackAsItWas() throws {
        let harness = try harness()
        try harness.start()
        let before = harness.navigator.stack.map(ObjectIdentifier.init)
        let made = TypedStore.built.count
        #expect(throws: RoutingError.missingInput("text", type: .text, scene: "Typed", segue: nil)) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Origin", presentation: .root), NavigationState.Entry(sceneID: "Typed", presentation: .push),
            ])
        }
        #expect(throws: NavigationError.unknownScene("Typedd", suggestion: "Typed")) {
            try harness.navigator.restore([NavigationState.Entry(sceneID: "Typedd", presentation: .root)])
        }
        #expect(throws: NavigationError.emptyStack) { try harness.navigator.restore([]) }
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before)
        #expect(TypedStore.built.alive(from: made) == 0, "scenes built for a refused stack are freed")
    }

    @Test func theFirstEntryIsAlwaysTheRoot() throws {
        let harness = try harness()
        try harness.navigator.restore([
            NavigationState.Entry(sceneID: "Origin", presentation: .modal, inputs: ["result": .integer(2)])
        ])
        #expect(harness.navigator.state.path.map(\.presentation) == [.root])
        #expect(!harness.navigator.isPresentingModally)
        #expect(harness.navigator.stack.first?.inputs == ["result": .integer(2)])
    }

    @Test func aStackNoSegueCouldBuildIsRefusedAndTheStackStays() throws {
        let harness = try harness()
        try harness.start()
        let before = harness.navigator.stack.map(ObjectIdentifier.init)
        // Origin has no segue to itself, and Typed is not the initial scene.
        #expect(throws: NavigationError.noSegue(from: "Origin", to: "Origin", presentation: .push)) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Origin", presentation: .root), NavigationState.Entry(sceneID: "Origin", presentation: .push),
            ])
        }
        #expect(throws: NavigationError.notARoot("Typed", initial: "Origin")) {
            try harness.navigator.restore([NavigationState.Entry(sceneID: "Typed", presentation: .root)])
        }
        // Origin reaches Typed only by a modal segue with these constants, or a push.
        #expect(throws: NavigationError.self) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Origin", presentation: .root),
                NavigationState.Entry(sceneID: "Typed", presentation: .modal),
                NavigationState.Entry(sceneID: "Origin", presentation: .push),
            ])
        }
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before)
    }
}
