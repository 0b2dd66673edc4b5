import SceneRuntime

/// `tabs-switch` and `tabs-restore`: what containers cost. Selecting a tab then a push and a pop
/// in it, beside the plain push and pop of `navigation-runtime`; and restoring a state whose tabs
/// container holds 4 stacks of 10 scenes, beside restoring one stack of 40 scenes. Both sides
/// use the same empty module and one observer (as the shell has), measured alternately in the
/// same run.
@MainActor enum Tabs {
    /// The tabs each of the container's stacks, and the scenes in each tab's stack.
    static let tabCount = 4
    static let tabDepth = 10

    /// A tabs container at the root, one tab per root scene `R0`…`R3`; each root and `B` push `B`.
    static var storyboard: String {
        let tabs = (0..<tabCount).map { #"{ "id": "T\#($0)", "title": "T\#($0)", "root": "R\#($0)" }"# }
        let roots = (0..<tabCount).map {
            #"{ "id": "R\#($0)", "module": "Empty", "title": "R\#($0)", "segues": [ { "id": "Go", "to": "B" } ] }"#
        }
        return """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "Main", "container": { "kind": "tabs", "tabs": [
                \(tabs.joined(separator: ",\n    ")) ] } },
              \(roots.joined(separator: ",\n  ")),
              { "id": "B", "module": "Empty", "title": "B", "segues": [ { "id": "Go", "to": "B" } ] } ] }
            """
    }

    /// A navigator on the storyboard above, observed as the shell observes it, started.
    static func navigator() throws -> Navigator {
        let registry = SceneRegistry()
        try registry.register(
            SceneModule(name: "Empty") { _ in (RuntimePair.EmptyViewController(), RuntimePair.EmptyRouter()) }
        )
        let loaded = try registry.loadStoryboard(from: Array(storyboard.utf8), file: "bench-tabs.json")
        let navigator = Navigator(storyboard: loaded, registry: registry)
        navigator.addObserver { blackHole($0) }
        try navigator.start()
        return navigator
    }

    /// The container with every tab's stack `tabDepth` scenes deep, the first tab selected.
    static var deepTabs: NavigationState {
        let stacks = (0..<tabCount).map { tab in
            [NavigationState.Entry(sceneID: "R\(tab)", presentation: .root)]
                + Array(
                    repeating: NavigationState.Entry(sceneID: "B", presentation: .push), count: tabDepth - 1)
        }
        return NavigationState(stack: [
            NavigationState.Entry(
                sceneID: "Main", presentation: .root,
                container: NavigationState.Container(selected: 0, stacks: stacks))
        ])
    }

    /// One stack as many scenes deep as the tabs hold together, on `navigation-runtime`'s storyboard.
    static var deepStack: NavigationState {
        NavigationState(
            stack: [NavigationState.Entry(sceneID: "A", presentation: .root)]
                + Array(
                    repeating: NavigationState.Entry(sceneID: "B", presentation: .push),
                    count: tabCount * tabDepth - 1))
    }

    /// What a benchmark found wrong with the navigator it drives.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// `--profile tabs N`: only `N` tab switches, each followed by a push and a pop in the tab.
    static func profile(pairs: Int) throws {
        let tabs = try navigator()
        for pair in 0..<pairs {
            try tabs.selectTab(pair % 2 == 0 ? "T1" : "T0")
            try tabs.performSegue("Go")
            try tabs.back()
        }
    }

    static func run(quick: Bool) throws -> [Figure] {
        try [switching(quick: quick), restoring(quick: quick)]
    }

    /// A tab selected (the other of two, so that each is a switch), then a push and a pop in it,
    /// beside a push and a pop on a stack without a container.
    static func switching(quick: Bool) throws -> Figure {
        let tabs = try navigator()
        let plain = try RuntimePair.navigator()
        var tab = 0
        func tabPair() throws {
            tab = 1 - tab
            try tabs.selectTab(tab == 0 ? "T0" : "T1")
            try tabs.performSegue("Go")
            try tabs.back()
        }
        func inTabPair() throws {
            try tabs.performSegue("Go")
            try tabs.back()
        }
        func plainPair() throws {
            try plain.performSegue("Go")
            try plain.back()
        }
        let iterations = quick ? 20_000 : 200_000
        for _ in 0..<iterations / 10 {
            try tabPair()
            try plainPair()
        }
        guard tabs.state.path.map(\.sceneID) == ["Main", tab == 0 ? "R0" : "R1"] else {
            throw Mismatch(
                description: "the tabs' stack is \(tabs.state.path.map(\.sceneID)) after the warm-up")
        }
        var tabNS = Double.infinity
        var inTabNS = Double.infinity
        var plainNS = Double.infinity
        // Alternating, so that all see the same machine; the best of 5 each. A push and a pop in
        // a tab without selecting one tells the tab switch's share from the stack's.
        for _ in 0..<5 {
            tabNS = min(
                tabNS, Double(try time { for _ in 0..<iterations { try tabPair() } }) / Double(iterations))
            inTabNS = min(
                inTabNS, Double(try time { for _ in 0..<iterations { try inTabPair() } }) / Double(iterations)
            )
            plainNS = min(
                plainNS, Double(try time { for _ in 0..<iterations { try plainPair() } }) / Double(iterations)
            )
        }
        return Figure(
            name: "tabs-switch", value: tabNS, unit: "ns/select+push+pop",
            extra: [
                ("push_pop_in_tab_ns", inTabNS), ("push_pop_in_tab_ratio", inTabNS / plainNS),
                ("iterations", iterations),
            ]
        ).anchored("push + pop without tabs", plainNS, ratio: .atMost(1.2))
    }

    /// `restore` of 4 tabs × 10 scenes beside `restore` of one 40-scene stack.
    static func restoring(quick: Bool) throws -> Figure {
        let tabs = try navigator()
        let plain = try RuntimePair.navigator()
        let tabsState = deepTabs
        let plainState = deepStack
        try tabs.restore(state: tabsState)
        try plain.restore(state: plainState)
        guard tabs.state == tabsState, tabs.stack.first?.tabs.map(\.count) == [10, 10, 10, 10] else {
            throw Mismatch(description: "the restored tabs are not the state given: \(tabs.state)")
        }
        guard plain.state == plainState else {
            throw Mismatch(description: "the restored stack is not the state given: \(plain.state)")
        }
        let iterations = quick ? 300 : 3_000
        for _ in 0..<iterations / 10 {
            try tabs.restore(state: tabsState)
            try plain.restore(state: plainState)
        }
        var tabsNS = Double.infinity
        var plainNS = Double.infinity
        for _ in 0..<5 {
            tabsNS = min(
                tabsNS,
                Double(try time { for _ in 0..<iterations { try tabs.restore(state: tabsState) } })
                    / Double(iterations))
            plainNS = min(
                plainNS,
                Double(try time { for _ in 0..<iterations { try plain.restore(state: plainState) } })
                    / Double(iterations))
        }
        return Figure(
            name: "tabs-restore", value: tabsNS / 1000, unit: "us/restore",
            extra: [
                ("scenes", tabsState.sceneCount), ("anchor_scenes", plainState.sceneCount),
                ("iterations", iterations),
            ]
        ).anchored("restore of a \(plainState.sceneCount)-scene stack", plainNS / 1000, ratio: .atMost(1.5))
    }
}
