import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// SceneTesting builds a scene with given inputs and reports what a segue would pass.
@Suite @MainActor struct NavigatorHarnessInputsTests {
    @Test func buildsASceneWithTypedInputsBeforeItsViewDidLoad() throws {
        let date = Date(timeIntervalSince1970: 1_795_339_800)
        let harness = try NavigatorHarness(
            showing: TypedModules.typed,
            inputs: [
                "text": "Ada", "integer": 42, "decimal": Decimal(string: "1.5") ?? 0, "boolean": true, "date": date,
                "identifier": SceneIdentifier("C-1"), "list": [1, 2],
            ])
        let store = try harness.topDataStore(as: TypedStore.self)
        #expect(
            store.seenOnLoad == [
                .text("Ada"), .integer(42), .decimal(Decimal(string: "1.5") ?? 0), .boolean(true), .date(date),
                .identifier("C-1"), .list([.integer(1), .integer(2)]), .text("view"),
            ])
        #expect(harness.topInputs["mode"] == .text("view"))
        #expect(harness.topInputs.count == 8)
    }

    @Test func refusesInputsTheSceneDoesNotTake() {
        #expect(throws: RoutingError.missingInput("text", type: .text, scene: "Typed", segue: nil)) {
            try NavigatorHarness(showing: TypedModules.typed, inputs: [:])
        }
        #expect(throws: RoutingError.self) {
            try NavigatorHarness(showing: TypedModules.origin, inputs: ["result": "seven"])
        }
    }

    @Test func reportsWhatASegueWouldPass() throws {
        let harness = try NavigatorHarness(
            storyboard: TypedModules.storyboard, modules: [TypedModules.origin, TypedModules.typed])
        try harness.start()
        try harness.topDataStore(as: TypedStore.self).integer = 9
        let passed = try harness.inputs(passedBy: "OpenConstants")
        #expect(passed["integer"] == .integer(7), "the constant, converted")
        #expect(passed["mode"] == .text("edit"))
        #expect(try harness.inputs(passedBy: "Open")["integer"] == .integer(9), "the output's current value")
        try harness.show("Origin", inputs: ["result": 3])
        #expect(harness.topInputs == ["result": .integer(3)])
    }
}
