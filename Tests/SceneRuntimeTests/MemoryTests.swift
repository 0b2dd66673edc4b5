import SceneRuntime
import SceneTesting
import Testing

@Suite @MainActor struct MemoryTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    /// Tracks a note scene and every one of its parts, the Presenter included.
    private func track(_ scene: Scene?, in leaks: LeakTracker) throws {
        let scene = try #require(scene)
        leaks.trackParts(of: scene, named: "\(scene.id)#\(leaks.count)")
        let viewController = try #require(scene.viewController as? NoteViewController)
        leaks.track(viewController.interactor?.presenter, named: "\(scene.id).presenter")
    }

    @Test func everyPoppedSceneAndEachOfItsPartsIsDeallocated() throws {
        let navigator = try fixtures.navigator()
        let leaks = LeakTracker()
        for round in 0..<50 {
            try navigator.performSegue("Open")
            try track(navigator.topScene, in: leaks)
            try navigator.performSegue("Open")
            try track(navigator.topScene, in: leaks)
            try navigator.performSegue("Present")
            try track(navigator.topScene, in: leaks)
            switch round % 3 {
            case 0: try navigator.popToRoot()
            case 1:
                try navigator.dismiss()
                try navigator.pop(to: "List")
            default: try navigator.performSegue("Return")
            }
            #expect(navigator.ids == ["List"])
        }
        #expect(leaks.count == 50 * 3 * 5)
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive.prefix(5))")
    }

    @Test func replacingTheRootDeallocatesTheWholeOldStack() throws {
        let navigator = try fixtures.navigator()
        let leaks = LeakTracker()
        try track(navigator.topScene, in: leaks)
        try navigator.performSegue("Open")
        try track(navigator.topScene, in: leaks)
        try navigator.replaceRoot(with: "Home")
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive)")
    }

    @Test func aDestinationBuiltForAFailedSegueIsDeallocated() throws {
        let navigator = try fixtures.navigator()
        let leaks = LeakTracker()
        fixtures.hooks.onLoad = { _ in Issue.record("a scene of a failed segue must never load") }
        fixtures.hooks.onBuild = { viewController in
            leaks.track(viewController, named: "destination")
            leaks.track(viewController.interactor, named: "destination.interactor")
            leaks.track(viewController.router, named: "destination.router")
        }
        // The route throws after the destination was built; nothing may keep it.
        #expect(throws: FixtureError.routeExploded) { try navigator.performSegue("Explode") }
        #expect(leaks.count == 3, "the destination was built")
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive)")
    }

    /// 100,000 pushes, then back to the root: no recursion deep enough to overflow the stack on
    /// the way up or down (in lifecycle calls, routing or deallocation), and every scene freed.
    @Test(arguments: ["popToRoot", "unwind"])
    func aHundredThousandPushesAreUnwoundAndFreed(way: String) throws {
        let depth = 100_000
        let navigator = try fixtures.navigator()
        let leaks = LeakTracker()
        try navigator.performSegue("Open")
        for _ in 1..<depth {
            try navigator.performSegue("Open")
            leaks.trackParts(of: try #require(navigator.topScene))
        }
        #expect(navigator.stack.count == depth + 1)
        #expect(leaks.count == (depth - 1) * 4)
        if way == "popToRoot" { try navigator.popToRoot() } else { try navigator.performSegue("Return") }
        #expect(navigator.ids == ["List"])
        #expect(leaks.alive.isEmpty, "\(leaks.alive.count) scenes still alive")
    }

    @Test func theNavigatorItselfIsFreedWithItsScenes() throws {
        let leaks = LeakTracker()
        do {
            let navigator = try fixtures.navigator()
            try navigator.performSegue("Open")
            leaks.track(navigator, named: "navigator")
            try track(navigator.topScene, in: leaks)
        }
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive)")
    }
}
