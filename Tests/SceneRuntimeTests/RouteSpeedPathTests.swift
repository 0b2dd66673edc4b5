import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// The route table's speed paths against its plain path, on generated identifiers and names: a
/// typed identifier's route is found by its enum tag and a name is compared with the few names of
/// its length, where the plain path looks the name up in a dictionary of the registered routes.
@Suite @MainActor struct RouteSpeedPathTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// A segue between the first scene and itself, to call routes with.
    private func segue() throws -> Segue {
        let navigator = try fixtures.navigator()
        let scene = try #require(navigator.topScene)
        return Segue(
            descriptor: SegueDescriptor(id: "Go", source: scene.id, destination: scene.id, style: .push),
            source: scene, destination: scene)
    }

    /// Names near `names`: each name, its other Unicode normalisation, with a scalar more or
    /// less, with K spelt as the KELVIN SIGN, and random text of a small alphabet.
    private func names(near names: [String], using generator: inout SeededGenerator) -> [String] {
        let alphabet: [Unicode.Scalar] = [
            "a", "C", "é", "e", "\u{301}", "Ω", "日", "本", "ë", "S", "1", " ", "K", "\u{212A}",
        ]
        var result: [String] = []
        for _ in 0..<400 {
            guard var name = names.randomElement(using: &generator) else { return result }
            switch Int.random(in: 0..<7, using: &generator) {
            case 0: break
            case 1: name = name.decomposedStringWithCanonicalMapping
            case 2: name = name.precomposedStringWithCanonicalMapping
            case 3: name.unicodeScalars.append(alphabet.randomElement(using: &generator) ?? "a")
            case 4: name = String(name.unicodeScalars.dropLast())
            // KELVIN SIGN, whose canonical decomposition is the letter K: the same name to `==`.
            case 5: name = name.replacingOccurrences(of: "K", with: "\u{212A}")
            default:
                var text = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 0...5, using: &generator) {
                    text.append(alphabet.randomElement(using: &generator) ?? "a")
                }
                name = String(text)
            }
            result.append(name)
        }
        return result
    }

    /// Checks that `table` runs, for every generated identifier and name, the route the plain path
    /// finds: the route registered under that name in a dictionary, if any. Every route of these
    /// routers records its identifier's name.
    private func compare<Router: SceneRouter>(
        _ table: RouteTable<Router>, router: Router, calls: () -> [String], seed: UInt64
    ) throws {
        let segue = try segue()
        var generator = SeededGenerator(state: seed)
        let all = Array(Router.SegueIdentifier.allCases)
        let plain = Dictionary(table.identifiers.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        for _ in 0..<400 {
            let identifier = try #require(all.randomElement(using: &generator))
            let before = calls().count
            let ran = try table.run(identifier, router: router, segue: segue)
            #expect(ran == (plain[identifier.rawValue] != nil), "typed \(identifier.rawValue)")
            #expect(calls().dropFirst(before) == (ran ? [identifier.rawValue] : []))
            // As a scene performs it: the navigator's path, by tag with the name beside it.
            let route = table.storage.route(RouteStorage.Key(identifier), named: identifier.rawValue)
            #expect((route != nil) == ran, "navigator's path for \(identifier.rawValue)")
        }
        for name in names(near: all.map(\.rawValue), using: &generator) {
            let before = calls().count
            let ran = try table.run(named: name, router: router, segue: segue)
            let expected = plain[name]
            #expect(ran == (expected != nil), "by name \(name.unicodeScalars.map(\.value))")
            #expect(calls().dropFirst(before) == (expected.map { [$0] } ?? []))
        }
    }

    @Test func aTaggedSetFindsWhatADictionaryFinds() throws {
        let router = AccentedRouter()
        try compare(AccentedRouter.routes, router: router, calls: { router.calls }, seed: 1)
        #expect(AccentedRouter.routes.storage.positionsAreTags)
    }

    @Test func aSetWhoseTagsAreNotItsPositionsFindsWhatADictionaryFinds() throws {
        let router = ReorderedRouter()
        try compare(ReorderedRouter.routes, router: router, calls: { router.calls }, seed: 2)
        #expect(!ReorderedRouter.routes.storage.positionsAreTags)
    }

    @Test func aSetOfOneFindsWhatADictionaryFinds() throws {
        let router = SingleRouter()
        try compare(SingleRouter.routes, router: router, calls: { router.calls }, seed: 3)
        #expect(MemoryLayout<SingleRouter.SegueIdentifier>.size == 0)
    }

    @Test func aLargeSetFindsWhatADictionaryFinds() throws {
        let router = ManyRouter()
        try compare(ManyRouter.routes, router: router, calls: { router.calls }, seed: 4)
    }
}

/// Names with accents and other scripts, some of one length in UTF-8, one without a route.
@MainActor final class AccentedRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case cafe = "Café"
        case resume = "Résumé"
        case omega = "Ωmega"
        case japan = "日本"
        case go = "Go"
        case ok = "Ok"
        case zoe = "Zoë"
        case kelvin = "Kelvin"
    }

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<AccentedRouter> = [
        .cafe: { router, _ in router.calls.append("Café") },
        .resume: { router, _ in router.calls.append("Résumé") },
        .omega: { router, _ in router.calls.append("Ωmega") },
        .japan: { router, _ in router.calls.append("日本") },
        .go: { router, _ in router.calls.append("Go") },
        .zoe: { router, _ in router.calls.append("Zoë") },
        .kelvin: { router, _ in router.calls.append("Kelvin") },
    ]
}

/// A set whose `allCases` is not in declaration order, so its tags are not positions.
@MainActor final class ReorderedRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case north = "North"
        case south = "South"
        case east = "East"
        case west = "Wëst"

        static let allCases: [SegueIdentifier] = [.west, .east, .south, .north]
    }

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<ReorderedRouter> = [
        .north: { router, _ in router.calls.append("North") },
        .east: { router, _ in router.calls.append("East") },
        .west: { router, _ in router.calls.append("Wëst") },
    ]
}

/// A set of one identifier, which takes no bytes.
@MainActor final class SingleRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case only = "Only"
    }

    let dataStore: Void = ()
    var calls: [String] = []

    static let routes: RouteTable<SingleRouter> = [
        .only: { router, _ in router.calls.append("Only") }
    ]
}
