import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Inputs and outputs declared by modules, passed by the routes the runtime generates from a
/// version 2 storyboard.
@Suite @MainActor struct ContractTests {
    let registry: SceneRegistry
    let navigator: Navigator
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    init() throws {
        registry = SceneRegistry()
        try registry.register(TypedModules.origin)
        try registry.register(TypedModules.typed)
        let storyboard = try registry.loadStoryboard(from: Array(TypedModules.storyboard.utf8), file: "typed.json")
        navigator = Navigator(storyboard: storyboard, registry: registry)
        try navigator.start()
    }

    private func store(_ scene: Scene?) throws -> TypedStore {
        try #require(scene).dataStore(as: TypedStore.self)
    }

    private func fillOrigin() throws {
        let origin = try store(navigator.topScene)
        origin.text = "Ada"
        origin.integer = 42
        origin.decimal = Decimal(string: "19.99") ?? 0
        origin.boolean = true
        origin.date = date
        origin.identifier = "C-42"
        origin.list = [3, 1, 2]
    }

    private var expectedFromOrigin: [SceneValue] {
        [
            .text("Ada"), .integer(42), .decimal(Decimal(string: "19.99") ?? 0), .boolean(true), .date(date),
            .identifier("C-42"), .list([.integer(3), .integer(1), .integer(2)]), .text("view"),
        ]
    }

    /// Asserts that `operation` throws and leaves the stack as it was, and that no scene is left
    /// alive by it.
    private func expectUnchanged(_ operation: () throws -> Void) -> (any Error)? {
        let before = navigator.stack.map(ObjectIdentifier.init)
        let built = TypedStore.built.count
        var thrown: (any Error)?
        do { try operation() } catch { thrown = error }
        #expect(thrown != nil)
        #expect(navigator.stack.map(ObjectIdentifier.init) == before)
        #expect(TypedStore.built.alive(from: built) == 0, "a scene built for the failed operation is deallocated")
        return thrown
    }

    @Test func everyTypePassesFromOutputsToInputsBeforeViewDidLoad() throws {
        try fillOrigin()
        try navigator.performSegue("Open")
        let typed = try store(navigator.topScene)
        #expect(typed.seenOnLoad == expectedFromOrigin)
        #expect(typed.note == nil, "an optional input no segue passes stays nil")
    }

    @Test func theSceneRecordsTheInputsItWasGivenDefaultsIncluded() throws {
        try fillOrigin()
        try navigator.performSegue("Open")
        let names = ["text", "integer", "decimal", "boolean", "date", "identifier", "list", "mode"]
        let recorded = try #require(navigator.topScene).inputs
        #expect(recorded == Dictionary(uniqueKeysWithValues: zip(names, expectedFromOrigin)))
    }

    @Test func constantsAreConvertedToTheInputsTypes() throws {
        try navigator.performSegue("OpenConstants")
        let typed = try store(navigator.topScene)
        #expect(typed.text == "hi")
        #expect(typed.integer == 7)
        #expect(typed.decimal == Decimal(string: "12.5"))
        #expect(typed.boolean)
        #expect(typed.date == Date(timeIntervalSince1970: 1_795_339_800))
        #expect(typed.identifier == "C-1")
        #expect(typed.list == [1, 2, 3])
        #expect(typed.mode == "edit", "a passed value replaces the default")
        #expect(typed.note == nil, "an output without value leaves an optional input empty")
        #expect(navigator.topScene?.inputs["note"] == nil)
    }

    @Test func aHandWrittenRouteRunsAfterTheGeneratedOneAndAddsToIt() throws {
        try fillOrigin()
        try navigator.performSegue("OpenHandwritten")
        #expect(try store(navigator.topScene).note == "route saw 42")
    }

    @Test func anUnwindPassesItsResultBackBeforeViewWillAppear() throws {
        try fillOrigin()
        try navigator.performSegue("Open")
        try store(navigator.topScene).result = 7
        try navigator.performSegue("Return")
        let origin = try store(navigator.topScene)
        #expect(origin.result == 7)
        #expect(origin.resultOnAppear == 7)
        #expect(navigator.topScene?.inputs == ["result": .integer(7)])
    }

    @Test func anUnwindWithoutAResultClearsTheOptionalInput() throws {
        try fillOrigin()
        try store(navigator.topScene).result = 5
        try navigator.performSegue("Open")
        try navigator.performSegue("Return")
        #expect(try store(navigator.topScene).result == nil)
    }

    @Test func aFailingUnwindLeavesTheTargetsInputsAsTheyWere() throws {
        try navigator.replaceRoot(with: "Origin", inputs: ["result": .integer(1)])
        try fillOrigin()
        try navigator.performSegue("Open")
        try store(navigator.topScene).result = 99
        let error = expectUnchanged { try navigator.performSegue("ReturnExploding") }
        #expect(error as? TypedError == .exploded)
        let origin = try store(navigator.stack.first)
        #expect(origin.result == 1, "the generated route's write was undone")
        #expect(navigator.stack.first?.inputs == ["result": .integer(1)])
    }

    @Test func aRequiredOutputWithoutValueFailsAndLeavesTheStackUnchanged() throws {
        let json = """
            { "version": 2, "initial": "Origin", "scenes": [
              { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [
                { "id": "Open", "to": "Typed", "pass": {
                    "text": { "from": "maybe" }, "integer": { "value": 1 }, "decimal": { "value": 1 },
                    "boolean": { "value": false }, "date": { "value": "2026-01-01T00:00:00Z" },
                    "identifier": { "value": "x" }, "list": { "value": [] } } } ] },
              { "id": "Typed", "module": "Typed", "title": "Typed" } ] }
            """
        let navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(json.utf8), file: "x.json"), registry: registry)
        try navigator.start()
        let built = TypedStore.built.count
        #expect(throws: RoutingError.outputWithoutValue("maybe", scene: "Origin", segue: "Open", input: "text")) {
            try navigator.performSegue("Open")
        }
        #expect(navigator.stack.map(\.id) == ["Origin"])
        #expect(TypedStore.built.count == built + 1, "the destination was built")
        #expect(TypedStore.built.alive(from: built) == 0, "and deallocated")
        #expect(
            RoutingError.outputWithoutValue("maybe", scene: "Origin", segue: "Open", input: "text").description
                == "cannot take 'Open' yet: it needs the maybe, which scene 'Origin' does not have yet")
    }

    @Test func aNewRootGetsItsInputsCheckedAndRecorded() throws {
        let error = expectUnchanged { try navigator.replaceRoot(with: "Typed") }
        #expect(error as? RoutingError == .missingInput("text", type: .text, scene: "Typed", segue: nil))
        #expect(
            (error as? RoutingError)?.description == "scene 'Typed' needs its input 'text' (text), which was not given")
        let unknown = expectUnchanged { try navigator.replaceRoot(with: "Origin", inputs: ["reslt": .integer(1)]) }
        #expect(
            unknown as? RoutingError
                == .unknownInput("reslt", scene: "Origin", segue: nil, inputs: ["result"], suggestion: "result"))
        let mismatch = expectUnchanged { try navigator.replaceRoot(with: "Origin", inputs: ["result": .text("x")]) }
        #expect(
            (mismatch as? RoutingError)?.description == "input 'result' of scene 'Origin' is integer; \"x\" is not")
        try navigator.replaceRoot(with: "Origin", inputs: ["result": .integer(3)])
        #expect(try store(navigator.topScene).result == 3)
        #expect(navigator.topScene?.inputs == ["result": .integer(3)])
    }

    @Test func whatASegueWouldPassIsReportedWithoutNavigating() throws {
        try fillOrigin()
        let passed = try navigator.inputs(passedBy: "Open")
        #expect(passed["integer"] == .integer(42))
        #expect(passed["mode"] == .text("view"))
        #expect(passed.count == 8)
        #expect(navigator.stack.count == 1)
        #expect(throws: RoutingError.self) { try navigator.inputs(passedBy: "Opn") }
    }

    @Test func theInterfaceOfAModuleIsReadableWithoutBuildingAScene() throws {
        let interface = try #require(registry.interface(ofModule: "Typed"))
        #expect(interface.inputs.map(\.name) == ["text", "integer", "decimal", "boolean", "date", "identifier", "list", "mode", "note"])
        #expect(
            interface.inputs.map(\.type.description) == ["text", "integer", "decimal", "boolean", "date", "identifier", "[integer]", "text", "text"])
        #expect(interface.input(named: "mode")?.defaultValue == .text("view"))
        #expect(interface.input(named: "note")?.isRequired == false)
        #expect(interface.input(named: "text")?.isRequired == true)
        #expect(interface.outputs == [SceneInterface.Output(name: "result", type: .integer)])
        #expect(TypedModules.typed.interface == interface)
    }

    @Test func theRegistryRefusesAContractWithBadNames() {
        let module = SceneModule(
            name: "Bad",
            contract: {
                SceneContract<TypedStore>(
                    inputs: [SceneInput("a b", \.text), SceneInput("n", \.integer), SceneInput("n", \.note)])
            },
            build: { _ in
                let store = TypedStore()
                return (TypedViewController(store: store), TypedRouter(dataStore: store))
            }
        )
        let registry = SceneRegistry()
        #expect(throws: SceneRegistry.RegistrationError.invalidContract(module: "Bad", names: ["a b", "n"])) {
            try registry.register(module)
        }
        #expect(registry.moduleNames.isEmpty)
    }

    @Test func aVersion1StoryboardPassesNothingAndStillNeedsRoutes() throws {
        let json = """
            { "version": 1, "initial": "Origin", "scenes": [
              { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [ { "id": "Open", "to": "Typed" } ] },
              { "id": "Typed", "module": "Typed", "title": "Typed" } ] }
            """
        let navigator = Navigator(storyboard: try Storyboard(decoding: Array(json.utf8), file: "x.json"), registry: registry)
        try navigator.start()
        #expect(navigator.storyboard.version == 1)
        #expect(throws: RoutingError.missingRoute("Open", scene: "Origin", router: "TypedRouter")) {
            try navigator.performSegue("Open")
        }
    }

    @Test func scenesOfManyRoundTripsAreAllDeallocated() throws {
        let leaks = LeakTracker()
        try fillOrigin()
        for _ in 0..<20 {
            try navigator.performSegue("Open")
            leaks.trackParts(of: try #require(navigator.topScene))
            try store(navigator.topScene).result = 1
            try navigator.performSegue("Return")
            try navigator.performSegue("OpenConstants")
            leaks.trackParts(of: try #require(navigator.topScene))
            try navigator.dismiss()
        }
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive.prefix(5))")
    }
}
