import SceneRuntime
import SceneTesting
import Testing

@Suite @MainActor struct RoutingTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// Asserts that `operation` throws and leaves the stack exactly as it was: the same scene
    /// instances, and no lifecycle event sent.
    private func expectUnchanged(
        _ navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation, _ operation: () throws -> Void
    ) -> (any Error)? {
        let before = navigator.stack.map(ObjectIdentifier.init)
        _ = fixtures.log.drain()
        var thrown: (any Error)?
        do { try operation() } catch { thrown = error }
        #expect(thrown != nil, "the operation should fail", sourceLocation: sourceLocation)
        #expect(navigator.stack.map(ObjectIdentifier.init) == before, sourceLocation: sourceLocation)
        #expect(fixtures.log.entries.isEmpty, sourceLocation: sourceLocation)
        return thrown
    }

    @Test func resolvesASegueIdentifierToItsRouteAndPassesDataForward() throws {
        let navigator = try fixtures.navigator()
        try #require(try navigator.topScene?.dataStore(as: (any NoteDataStore).self)).note = "hello"
        try navigator.performSegue("Open")
        #expect(navigator.topNote == "hello")
        #expect(navigator.topText == "hello", "viewDidLoad ran after the route passed the data")
    }

    @Test func unwindPassesDataBackToTheSceneItReturnsTo() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Present")
        try navigator.performSegue("Open")
        try #require(try navigator.topScene?.dataStore(as: (any NoteDataStore).self)).note = "new contact"
        _ = fixtures.log.drain()
        try navigator.performSegue("Return")
        #expect(navigator.ids == ["List"])
        #expect(navigator.topNote == "returned: new contact")
        #expect(
            fixtures.log.entries.map(\.description)
                == ["Detail.willDisappear", "List.willAppear", "Detail.didDisappear", "List.didAppear"])
    }

    @Test func anUnknownSegueNamesTheSceneListsItsSeguesAndSuggests() throws {
        let navigator = try fixtures.navigator()
        let error = expectUnchanged(navigator) { try navigator.performSegue("Opne") }
        let expected = RoutingError.unknownSegue(
            "Opne", scene: "List", available: ["Open", "Present", "Replace", "Explode", "Mismatch"], suggestion: "Open")
        #expect(error as? RoutingError == expected)
        #expect(
            expected.description
                == "scene 'List' has no segue 'Opne'; did you mean 'Open'?; its segues: Open, Present, Replace, Explode, Mismatch")
    }

    @Test func aSegueWithoutARouteIsAnErrorNeverIgnored() throws {
        // Decoded without the registry, so the missing route is only found when performed.
        let json = """
            { "version": 1, "initial": "List", "scenes": [
              { "id": "List", "module": "Note", "title": "List", "segues": [ { "id": "Nowhere", "to": "List" } ] } ] }
            """
        let navigator = Navigator(storyboard: try Storyboard(decoding: Array(json.utf8), file: "x.json"), registry: fixtures.registry)
        try navigator.start()
        let error = expectUnchanged(navigator) { try navigator.performSegue("Nowhere") }
        #expect(error as? RoutingError == .missingRoute("Nowhere", scene: "List", router: "NoteRouter"))
    }

    @Test func aRouteThatThrowsLeavesTheStackAsItWas() throws {
        let navigator = try fixtures.navigator()
        let error = expectUnchanged(navigator) { try navigator.performSegue("Explode") }
        #expect(error as? FixtureError == .routeExploded)
    }

    @Test func aDataStoreMismatchIsATypedErrorNamingBothTypes() throws {
        let navigator = try fixtures.navigator()
        let error = expectUnchanged(navigator) { try navigator.performSegue("Mismatch") }
        let expected = RoutingError.dataStoreMismatch(scene: "Foreign", expected: "NoteDataStore", actual: "OtherInteractor")
        #expect(error as? RoutingError == expected)
        #expect(expected.description == "the DataStore of scene 'Foreign' is OtherInteractor, which is not NoteDataStore")
    }

    @Test func aNilDataStoreIsReportedAsNil() throws {
        let navigator = try fixtures.navigator()
        let router = try #require(navigator.topScene?.router as? NoteRouter)
        router.dataStore = nil
        #expect(throws: RoutingError.dataStoreMismatch(scene: "List", expected: "NoteDataStore", actual: "nil")) {
            try navigator.topScene?.dataStore(as: (any NoteDataStore).self)
        }
    }

    @Test func aSceneThatFailsToBuildLeavesTheStackAsItWas() throws {
        let json = """
            { "version": 1, "initial": "List", "scenes": [
              { "id": "List", "module": "Note", "title": "List", "segues": [ { "id": "Open", "to": "Bad" } ] },
              { "id": "Bad", "module": "Broken", "title": "Bad" } ] }
            """
        let navigator = try fixtures.navigator(json)
        let error = expectUnchanged(navigator) { try navigator.performSegue("Open") }
        #expect(error as? NavigationError == .sceneBuildFailed(scene: "Bad", module: "Broken", reason: "buildFailed"))
    }

    @Test func aSceneOfAnUnregisteredModuleLeavesTheStackAsItWas() throws {
        let json = """
            { "version": 1, "initial": "List", "scenes": [
              { "id": "List", "module": "Note", "title": "List", "segues": [ { "id": "Open", "to": "Gone" } ] },
              { "id": "Gone", "module": "Notte", "title": "Gone" } ] }
            """
        let navigator = Navigator(storyboard: try Storyboard(decoding: Array(json.utf8), file: "x.json"), registry: fixtures.registry)
        try navigator.start()
        let error = expectUnchanged(navigator) { try navigator.performSegue("Open") }
        #expect(error as? SceneRegistry.RegistrationError == .unknownModule("Notte", known: ["Broken", "Note", "Other"], suggestion: "Note"))
    }

    @Test func anUnwindWhoseDestinationIsNotOnTheStackLeavesItAsItWas() throws {
        // The storyboard allows Detail to unwind to List, but a root replaced by hand has nothing below.
        let navigator = try fixtures.navigator()
        try navigator.replaceRoot(with: "Detail")
        let error = expectUnchanged(navigator) { try navigator.performSegue("Return") }
        #expect(error as? RoutingError == .unwindDestinationNotOnStack(segue: "Return", destination: "List", stack: ["Detail"]))
    }

    @Test func theRegistryRefusesDuplicateAndInvalidModules() throws {
        #expect(throws: SceneRegistry.RegistrationError.duplicateModule("Note")) {
            try fixtures.registry.register(NoteConfigurator.module(named: "Note", log: fixtures.log))
        }
        #expect(throws: SceneRegistry.RegistrationError.invalidModuleName("my module")) {
            try fixtures.registry.register(NoteConfigurator.module(named: "my module", log: fixtures.log))
        }
        #expect(fixtures.registry.moduleNames == ["Broken", "Note", "Other"])
        #expect(fixtures.registry.routes(ofModule: "Note") == ["Explode", "Mismatch", "Open", "Present", "Replace", "Return"])
        #expect(fixtures.registry.routes(ofModule: "Nope") == nil)
    }

    @Test func theRegistryRefusesARouterThatDeclaresARouteTwice() {
        let registry = SceneRegistry()
        #expect(throws: SceneRegistry.RegistrationError.duplicateRoutes(module: "Twice", routes: ["Go"])) {
            try registry.register(SceneModule(name: "Twice") { _ in (OtherViewController(), TwiceRouter()) })
        }
        #expect(registry.moduleNames.isEmpty)
    }
}

@MainActor final class TwiceRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case go = "Go"
        case stay = "Stay"
    }

    let dataStore: Void = ()
    static let routes: RouteTable<TwiceRouter> = [
        .go: { _, _ in },
        .stay: { _, _ in },
        .go: { _, _ in },
    ]
}
