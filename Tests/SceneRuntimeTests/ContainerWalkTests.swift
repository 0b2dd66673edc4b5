import SceneTesting
import Testing

@testable import SceneRuntime

/// What observers see is kept in step with the stack at the cost of what changed (the followed
/// stack), and a container keeps its tabs' entries until their stacks change, taking them again
/// when a tab switch puts back the scenes it took out. On walks of random navigations through
/// tabs, a split in a tab, modals, inputs that unwinds change, restores and reloads, every event's
/// stack and container path, and the navigator's entries, are those made from the scenes directly.
@Suite @MainActor struct ContainerWalkTests {
    /// A scene's inputs and the output an unwind passes back.
    @MainActor final class WalkStore {
        var result: Int?
        var given = 0
    }

    @MainActor final class WalkRouter: SceneRouter {
        let dataStore = WalkStore()
    }

    static let module = SceneModule(
        name: "Walk",
        contract: {
            SceneContract<WalkStore>(
                inputs: [SceneInput("result", \.result), SceneInput("given", \.given, default: 0)],
                outputs: [SceneOutput("result", \.result)])
        },
        build: { _ in (StandInViewController(), WalkRouter()) })

    /// Tabs A and B, each a root and a scene above it that pushes itself and unwinds to the
    /// root; tab C a split whose panes are such roots. A's root pushes into B, and presents a
    /// modal over the container or over its tab only. `pruned`: pane L's upper scene no longer
    /// pushes itself, so that a reload takes from it what stands above the first.
    static func storyboard(pruned: Bool = false) -> String {
        """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
              { "id": "A", "root": "RootA" }, { "id": "B", "root": "RootB" }, { "id": "C", "root": "Desk" } ] } },
          { "id": "Desk", "title": "Desk", "container": { "kind": "split", "panes": [
              { "root": "RootL" }, { "root": "RootR" } ] } },
        \(["A", "B", "L", "R"].map { tab($0, pruned: pruned && $0 == "L") }.joined(separator: ",\n"))
          ] }
        """
    }

    /// The root and the scene above it of tab (or pane) `name`.
    static func tab(_ name: String, pruned: Bool) -> String {
        let more =
            name == "A"
            ? #", { "id": "Cross", "to": "UpB", "tab": "B", "pass": { "given": { "value": 5 } } }"#
                + #", { "id": "Cover", "to": "UpA", "style": "modal" }"#
                + #", { "id": "Peek", "to": "UpA", "style": "modal", "covers": "tab" }"#
            : ""
        let again = pruned ? "" : #"{ "id": "Up", "to": "Up\#(name)", "pass": { "given": { "from": "result" } } },"#
        return """
              { "id": "Root\(name)", "module": "Walk", "title": "Root\(name)", "segues": [
                  { "id": "Up", "to": "Up\(name)", "pass": { "given": { "value": 1 } } }\(more) ] },
              { "id": "Up\(name)", "module": "Walk", "title": "Up\(name)", "segues": [ \(again)
                  { "id": "Return", "to": "Root\(name)", "style": "unwind", "pass": { "result": { "from": "result" } } } ] }
            """
    }

    /// A scene as an entry made from the scene itself, its container's tabs from their scenes.
    /// A scene as an entry made from the scenes, a container's with every tab's stack; on the
    /// stack (`onStack`), with its selected tab's empty, since its scenes follow it there.
    static func plainEntry(_ scene: Scene, onStack: Bool) -> NavigationState.Entry {
        var entry = NavigationState.Entry(sceneID: scene.id, presentation: scene.presentation, inputs: scene.inputs)
        if let node = scene.container {
            entry.container = NavigationState.Container(
                selected: node.selected,
                stacks: node.stacks.enumerated().map { tab, scenes in
                    onStack && tab == node.selected ? [] : scenes.map { plainEntry($0, onStack: false) }
                })
        }
        return entry
    }

    /// The root stack made from the scenes: the stack up to its first container, every tab's
    /// stack in it.
    static func plainTree(_ stack: [Scene]) -> [NavigationState.Entry] {
        let end = stack.firstIndex { $0.container != nil }.map { $0 + 1 } ?? stack.count
        return stack.prefix(end).map { plainEntry($0, onStack: false) }
    }

    /// The containers on the stack and their selected tabs, made from the scenes.
    static func plainContainerPath(_ stack: [Scene]) -> [String] {
        stack.compactMap { scene in
            scene.container.map { scene.id + "/" + $0.descriptor.stacks[$0.selected].id }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyEventOfARandomWalkGivesTheStackMadeFromItsScenes(seed: UInt64) throws {
        let harness = try NavigatorHarness(storyboard: Self.storyboard(), modules: [Self.module])
        let storyboards = try [true, false].map {
            try harness.registry.loadStoryboard(from: Array(Self.storyboard(pruned: $0).utf8), file: "storyboard")
        }
        let recorder = NavigationRecorder(harness)
        try harness.start()
        let navigator = harness.navigator
        var walk = SeededGenerator(state: seed)
        var saved: [NavigationState] = []
        let tabs = ["A", "B", "C", "primary", "secondary"]
        let segues = ["Up", "Up", "Up", "Return", "Cross", "Cover", "Peek"]
        var taken = 0
        var restored = 0
        for step in 0..<400 {
            switch walk.next(below: 13) {
            case 0, 1, 2: try? navigator.selectTab(tabs[walk.next(below: tabs.count)])
            case 3, 4, 5:
                if let store = try? harness.topDataStore(as: WalkStore.self) {
                    store.result = walk.next(below: 3) == 0 ? nil : walk.next(below: 100)
                }
                try? navigator.performSegue(segues[walk.next(below: segues.count)])
            case 6, 7: try? navigator.back()
            case 8: try? navigator.dismiss()
            case 9: try? navigator.popToRoot()
            case 10: saved.append(navigator.state)
            case 11: try navigator.replaceStoryboard(storyboards[step % 2], force: true)
            default:
                // A state saved before a reload may no longer be reachable: refused then.
                if let state = saved.randomElement(using: &walk), (try? navigator.restore(state: state)) != nil {
                    restored += 1
                }
            }
            let event = try #require(recorder.events.last)
            let entries = navigator.stack.map { Self.plainEntry($0, onStack: true) }
            #expect(event.stack == entries, "step \(step)")
            #expect(navigator.state.path == entries, "step \(step)")
            #expect(
                navigator.isPresentingModally == navigator.stack.contains { $0.presentation == .modal },
                "step \(step)")
            // The value the navigator makes from its tree is the tree made from the scenes.
            #expect(navigator.state.stack == Self.plainTree(navigator.stack), "step \(step)")
            #expect(event.state == navigator.state, "step \(step)")
            #expect(event.location.map(\.description) == Self.plainContainerPath(navigator.stack), "step \(step)")
            if event.kind == .selectTab && event.succeeded { taken += 1 }
        }
        #expect(taken > 20, "the walk switched tabs")
        #expect(restored > 3, "the walk restored states")
        let states = Set(saved.map { "\($0.stack.count) \($0.path.map(\.sceneID))" })
        #expect(states.count > 3, "the walk went to different places")
    }
}
