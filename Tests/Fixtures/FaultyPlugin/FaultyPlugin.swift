import Glibc
import SceneRuntime

// A scene plugin with planted faults, for the tests of `scenes explore`: built by `swift test` as
// libFaultyPlugin.so. From Start a person can reach a scene whose action traps on 0 (Crashy), a
// scene that is never freed (Leaky), a segue whose route throws (Broken), and a scene with no way
// on or back (Stuck, which replaces the root), and a scene whose screen holds an escape sequence
// (Garbled). hang.json starts at a scene whose action never returns (Hangy), noisy.json at one whose
// actions write past the runtime and start processes (Noisy, in NoisyScenes.swift).

/// The error the Broken route throws: not a refusal worded for the person.
struct PlantedRouteFailure: Error {}

@MainActor final class FaultyStartViewController: SceneViewController {
    var screen: Screen { Screen([.text("Where to?")]) }
}

@MainActor final class FaultyStartRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case crash = "Crash"
        case leak = "Leak"
        case broken = "Broken"
        case stuck = "Stuck"
        case garble = "Garble"
    }

    var dataStore: FaultyStartViewController?

    static let routes: RouteTable<FaultyStartRouter> = [
        .crash: { _, _ in },
        .leak: { _, _ in },
        .broken: { _, _ in throw PlantedRouteFailure() },
        .stuck: { _, _ in },
        .garble: { _, _ in },
    ]
}

@MainActor final class CrashyViewController: SceneViewController {
    var result = 0

    static let actions: ActionTable<CrashyViewController> = [
        SceneAction("divide", arguments: "NUMBER", kinds: [.integer(-5...5)], summary: "divide 100 by NUMBER") {
            viewController, arguments in
            let number = try arguments.integer(0, name: "NUMBER", in: -5...5)
            // Planted: 0 is within the declared range and traps.
            viewController.result = 100 / number
        }
    ]

    var screen: Screen { Screen([.text("Result: \(result)")]) }
}

@MainActor final class LeakyViewController: SceneViewController {
    /// Planted: a strong reference back to the router, which holds this view controller strongly.
    var router: LeakyRouter?
}

@MainActor final class LeakyRouter: SceneRouter {
    var dataStore: LeakyViewController?
    static let routes: RouteTable<LeakyRouter> = [:]
}

@MainActor final class HangyViewController: SceneViewController {
    static let actions: ActionTable<HangyViewController> = [
        SceneAction("wait", summary: "wait for an answer that never comes") { _, arguments in
            try arguments.expectAtMost(0)
            // Planted: the action never returns.
            while true { sleep(3_600) }
        }
    ]

    var screen: Screen { Screen([.text("Waiting.")]) }
}

@MainActor final class GarbledViewController: SceneViewController {
    /// Planted: a scene that writes an escape sequence (one that sets a terminal's title) of its own.
    var screen: Screen { Screen([.text("Status: \u{1B}]0;pwned\u{07}ok")]) }
}

@MainActor final class PlainViewController: SceneViewController {}

@MainActor final class PlainRouter: SceneRouter {
    var dataStore: PlainViewController?
    static let routes: RouteTable<PlainRouter> = [:]
}

enum FaultyModules {
    static let start = SceneModule(name: "FaultyStart") { _ in
        let viewController = FaultyStartViewController()
        let router = FaultyStartRouter()
        router.dataStore = viewController
        return (viewController, router)
    }
    static let crashy = SceneModule(name: "Crashy") { _ in
        let viewController = CrashyViewController()
        let router = PlainRouter()
        return (viewController, router)
    }
    static let leaky = SceneModule(name: "Leaky") { _ in
        let viewController = LeakyViewController()
        let router = LeakyRouter()
        viewController.router = router
        router.dataStore = viewController
        return (viewController, router)
    }
    static let plain = SceneModule(name: "Plain") { _ in (PlainViewController(), PlainRouter()) }
    static let hangy = SceneModule(name: "Hangy") { _ in (HangyViewController(), PlainRouter()) }
    static let garbled = SceneModule(name: "Garbled") { _ in (GarbledViewController(), PlainRouter()) }
}

@_cdecl("sceneruntime_plugin")
public func sceneRuntimePlugin() -> UnsafeMutableRawPointer {
    ScenePlugin(
        modules: [
            FaultyModules.start, FaultyModules.crashy, FaultyModules.leaky, FaultyModules.plain, FaultyModules.hangy,
            FaultyModules.garbled, InboxModules.inbox,
            InboxModules.message, NoisyModules.noisy, StaleModules.tally,
        ]
    )
    .exported()
}
