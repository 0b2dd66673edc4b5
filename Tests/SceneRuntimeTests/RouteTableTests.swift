import SceneRuntime
import SceneTesting
import Testing

/// A Router's closed set of segue identifiers: the typed path a scene takes, the by-name path the
/// shell takes, and the tables behind them.
@Suite @MainActor struct RouteTableTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// A segue between the first scene and itself, to call routes with.
    private func segue(_ navigator: Navigator) throws -> Segue {
        let scene = try #require(navigator.topScene)
        return Segue(
            descriptor: SegueDescriptor(id: "Go", source: scene.id, destination: scene.id, style: .push),
            source: scene, destination: scene)
    }

    private func context(_ navigator: Navigator) throws -> SceneContext {
        try #require(navigator.topScene?.viewController as? NoteViewController).context
    }

    @Test func aTypedSegueReachesItsRouteAndPassesDataForward() throws {
        let navigator = try fixtures.navigator()
        try #require(try navigator.topScene?.dataStore(as: (any NoteDataStore).self)).note = "typed"
        try context(navigator).performSegue(NoteRouter.SegueIdentifier.open)
        #expect(navigator.ids == ["List", "Detail"])
        #expect(navigator.topNote == "typed")
    }

    @Test func aTypedUnwindPassesDataBack() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try #require(try navigator.topScene?.dataStore(as: (any NoteDataStore).self)).note = "back"
        try context(navigator).performSegue(NoteRouter.SegueIdentifier.unwind)
        #expect(navigator.ids == ["List"])
        #expect(navigator.topNote == "returned: back")
    }

    @Test func aTypedRouteThatThrowsLeavesTheStackAsItWas() throws {
        let navigator = try fixtures.navigator()
        #expect(throws: FixtureError.routeExploded) {
            try context(navigator).performSegue(NoteRouter.SegueIdentifier.explode)
        }
        #expect(navigator.ids == ["List"])
    }

    @Test func anIdentifierOfAnotherRoutersSetIsTakenByItsName() throws {
        let navigator = try fixtures.navigator()
        try #require(try navigator.topScene?.dataStore(as: (any NoteDataStore).self)).note = "by name"
        try context(navigator).performSegue(ForeignSegue.open)
        #expect(navigator.topNote == "by name")
        #expect(
            throws: RoutingError.unknownSegue(
                "Nowhere", scene: "Detail", available: ["Open", "Present", "Return"], suggestion: nil)
        ) {
            try context(navigator).performSegue(ForeignSegue.nowhere)
        }
    }

    @Test func aTableRunsTheRouteOfATypedIdentifierAndOfItsName() throws {
        let segue = try segue(fixtures.navigator())
        let router = CountingRouter()
        let table = CountingRouter.routes
        #expect(try table.run(.first, router: router, segue: segue))
        #expect(try table.run(.third, router: router, segue: segue))
        #expect(try !table.run(.second, router: router, segue: segue), "no route registered")
        #expect(router.calls == ["first", "third"])
        #expect(try table.run(named: "Third", router: router, segue: segue))
        #expect(try !table.run(named: "Second", router: router, segue: segue))
        #expect(try !table.run(named: "Fourth", router: router, segue: segue))
        #expect(router.calls == ["first", "third", "third"])
    }

    @Test func aLargeSetIsFoundByPositionAndByName() throws {
        let segue = try segue(fixtures.navigator())
        let router = ManyRouter()
        for identifier in ManyRouter.SegueIdentifier.allCases {
            #expect(try ManyRouter.routes.run(identifier, router: router, segue: segue))
            #expect(try ManyRouter.routes.run(named: identifier.rawValue, router: router, segue: segue))
        }
        let names = ManyRouter.SegueIdentifier.allCases.map(\.rawValue)
        #expect(router.calls == names.flatMap { [$0, $0] })
        #expect(try !ManyRouter.routes.run(named: "S99", router: router, segue: segue))
    }

    @Test func anIdentifierSetThatIsNotAPlainEnumIsSearched() throws {
        let segue = try segue(fixtures.navigator())
        let router = SearchedRouter()
        #expect(try SearchedRouter.routes.run(SearchedSegue(rawValue: "B"), router: router, segue: segue))
        #expect(try SearchedRouter.routes.run(named: "A", router: router, segue: segue))
        #expect(try !SearchedRouter.routes.run(SearchedSegue(rawValue: "C"), router: router, segue: segue))
        #expect(router.calls == ["B", "A"])
    }

    @Test func aTableRoutingEverySegueRunsForAnyIdentifier() throws {
        let segue = try segue(fixtures.navigator())
        let router = CountingRouter()
        let table = RouteTable<CountingRouter>(routingEverySegue: { router, _ in router.calls.append("any") })
        #expect(try table.run(.second, router: router, segue: segue))
        #expect(try table.run(named: "Anything", router: router, segue: segue))
        #expect(router.calls == ["any", "any"])
    }

    @Test func aRouterWithoutSeguesDeclaresNothingAndRegistersNoRoutes() {
        #expect(NoSegues.allCases.isEmpty)
        #expect(NoSegues(rawValue: "Open") == nil)
        #expect(fixtures.registry.routes(ofModule: "Other") == [])
    }

    @Test func theRegistryListsTheRoutesOfATypedTable() throws {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Counting") { _ in (OtherViewController(), CountingRouter()) })
        #expect(registry.routes(ofModule: "Counting") == ["First", "Third"])
    }
}

/// The identifiers of another router, spelt like some of NoteRouter's.
enum ForeignSegue: String, SceneSegueIdentifier {
    case open = "Open"
    case nowhere = "Nowhere"
}

/// Three identifiers, two with a route; each route records its call.
@MainActor final class CountingRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case first = "First"
        case second = "Second"
        case third = "Third"
    }

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<CountingRouter> = [
        .first: { router, _ in router.calls.append("first") },
        .third: { router, _ in router.calls.append("third") },
    ]
}

/// More identifiers than are compared one by one: names are looked up in a dictionary.
@MainActor final class ManyRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case s0 = "S0"
        case s1 = "S1"
        case s2 = "S2"
        case s3 = "S3"
        case s4 = "S4"
        case s5 = "S5"
        case s6 = "S6"
        case s7 = "S7"
        case s8 = "S8"
        case s9 = "S9"
        case s10 = "S10"
        case s11 = "S11"
    }

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<ManyRouter> = [
        .s0: { router, _ in router.calls.append("S0") },
        .s1: { router, _ in router.calls.append("S1") },
        .s2: { router, _ in router.calls.append("S2") },
        .s3: { router, _ in router.calls.append("S3") },
        .s4: { router, _ in router.calls.append("S4") },
        .s5: { router, _ in router.calls.append("S5") },
        .s6: { router, _ in router.calls.append("S6") },
        .s7: { router, _ in router.calls.append("S7") },
        .s8: { router, _ in router.calls.append("S8") },
        .s9: { router, _ in router.calls.append("S9") },
        .s10: { router, _ in router.calls.append("S10") },
        .s11: { router, _ in router.calls.append("S11") },
    ]
}

/// A set of identifiers that is a struct, not an enum: its position is searched, not read.
struct SearchedSegue: SceneSegueIdentifier {
    let rawValue: String

    static let allCases = [SearchedSegue(rawValue: "A"), SearchedSegue(rawValue: "B")]
}

@MainActor final class SearchedRouter: SceneRouter {
    typealias SegueIdentifier = SearchedSegue

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<SearchedRouter> = [
        SearchedSegue(rawValue: "A"): { router, _ in router.calls.append("A") },
        SearchedSegue(rawValue: "B"): { router, _ in router.calls.append("B") },
    ]
}
