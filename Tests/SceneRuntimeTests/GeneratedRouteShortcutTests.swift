import SceneTesting
import Testing

@testable import SceneRuntime

/// A version 2 segue that passes nothing into a scene that declares no input skips the generated
/// route's plan (it would be empty). Over every pairing of a segue's pass (none, a constant) and a
/// destination's inputs (none, optional, with a default, required), a performed segue gives its
/// destination exactly the inputs the plan says it passes, and the shortcut is taken only where
/// that plan is empty.
@Suite @MainActor struct GeneratedRouteShortcutTests {
    @MainActor final class Store {
        var value: Int?
        var counted = 3
    }

    @MainActor final class Router: SceneRouter {
        let dataStore = Store()
    }

    /// A module named `name` declaring `inputs`.
    static func module(_ name: String, inputs: @escaping @MainActor () -> [SceneInput<Store>]) -> SceneModule {
        SceneModule(
            name: name, contract: { SceneContract<Store>(inputs: inputs(), outputs: []) },
            build: { _ in (StandInViewController(), Router()) })
    }

    static let modules = [
        module("None") { [] },
        module("Optional") { [SceneInput("value", \.value)] },
        module("Defaulted") { [SceneInput("counted", \.counted, default: 3)] },
        module("Required") { [SceneInput("counted", \.counted)] },
    ]

    /// Every pairing a storyboard may declare: a pass needs an input, a required input a pass.
    @Test(arguments: [
        ("None", false), ("Optional", false), ("Optional", true), ("Defaulted", false), ("Defaulted", true),
        ("Required", true),
    ])
    func aSegueGivesItsDestinationWhatItsPlanPasses(destination module: String, passing: Bool) throws {
        let input = module == "Optional" ? "value" : "counted"
        let pass = passing ? #", "pass": { "\#(input)": { "value": 7 } }"# : ""
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Start", "scenes": [
                  { "id": "Start", "module": "None", "title": "Start", "segues": [
                      { "id": "Go", "to": "End"\(pass) } ] },
                  { "id": "End", "module": "\(module)", "title": "End" } ] }
                """,
            modules: Self.modules)
        try harness.start()
        let planned = try harness.inputs(passedBy: "Go")
        let start = try #require(harness.navigator.topScene)
        let segue = try #require(start.descriptor.segue("Go"))
        try harness.navigator.performSegue("Go")
        let end = try #require(harness.navigator.topScene)
        #expect(end.id == "End")
        #expect(end.inputs == planned)
        #expect(InputPassing.mayWrite(segue, into: end) == !(module == "None" && !passing))
        if !InputPassing.mayWrite(segue, into: end) {
            let plan = try InputPassing.plan(segue, from: start, into: end.contract, building: true)
            #expect(plan.writes.isEmpty, "the plan the shortcut skips")
        }
    }
}
