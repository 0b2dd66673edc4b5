import SceneRuntime
import SceneTesting
import Testing

/// The leave check: every way out asks every scene it would take off the stack, top first; a
/// refusal leaves the stack as it was, and `force` leaves anyway.
@Suite @MainActor struct LeaveCheckTests {
    /// A way out of the stack Start > Middle >> Top, and what it leaves.
    enum Way: String, CaseIterable, CustomTestStringConvertible {
        case back, dismiss, popToRoot, popTo, replaceSegue, unwindSegue, replaceRoot, reload, restore

        var testDescription: String { rawValue }

        /// The scenes it takes off the stack, top first.
        var leaves: [String] {
            switch self {
            case .back, .dismiss: ["Top"]
            case .popToRoot, .popTo, .unwindSegue, .reload: ["Top", "Middle"]
            case .replaceSegue, .replaceRoot, .restore: ["Top", "Middle", "Start"]
            }
        }

        /// The request the scenes are told about.
        var request: LeaveRequest {
            switch self {
            case .back: LeaveRequest(kind: .back, destination: "Middle")
            case .dismiss: LeaveRequest(kind: .dismiss, destination: "Middle")
            case .popToRoot: LeaveRequest(kind: .popToRoot, destination: "Start")
            case .popTo: LeaveRequest(kind: .popTo, destination: "Start")
            case .replaceSegue: LeaveRequest(kind: .replace, destination: "Start", segue: "Swap")
            case .unwindSegue: LeaveRequest(kind: .unwind, destination: "Start", segue: "Return")
            case .replaceRoot: LeaveRequest(kind: .replaceRoot, destination: "Start")
            case .reload: LeaveRequest(kind: .reload, destination: "Start")
            case .restore: LeaveRequest(kind: .restore, destination: "Start")
            }
        }

        @MainActor func perform(on harness: NavigatorHarness, force: Bool) throws {
            let navigator = harness.navigator
            switch self {
            case .back: try navigator.back(force: force)
            case .dismiss: try navigator.dismiss(force: force)
            case .popToRoot: try navigator.popToRoot(force: force)
            case .popTo: try navigator.pop(to: "Start", force: force)
            case .replaceSegue: try navigator.performSegue("Swap", force: force)
            case .unwindSegue: try navigator.performSegue("Return", force: force)
            case .replaceRoot: try navigator.replaceRoot(with: "Start", force: force)
            case .reload:
                let storyboard = try harness.registry.loadStoryboard(
                    from: Array(DraftScene.startOnly.utf8), file: "scenes.json")
                try navigator.replaceStoryboard(storyboard, force: force)
            case .restore: try navigator.restore([NavigationState.Entry(sceneID: "Start", presentation: .root)], force: force)
            }
        }
    }

    /// Start > Middle >> Top.
    private func harness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(storyboard: DraftScene.storyboard, modules: [DraftScene.module])
        try harness.start()
        try harness.navigator.performSegue("Open")
        try harness.navigator.performSegue("Present")
        return harness
    }

    private func draft(_ harness: NavigatorHarness, _ id: String) throws -> DraftViewController {
        let scene = try #require(harness.navigator.stack.last { $0.id == id })
        return try #require(scene.viewController as? DraftViewController)
    }

    private func after(_ way: Way) -> [String] {
        way == .back || way == .dismiss ? ["Start", "Middle"] : ["Start"]
    }

    @Test(arguments: Way.allCases)
    func aSceneItWouldLeaveRefusesItAndTheStackStays(way: Way) throws {
        // Given the lowest scene the way leaves, not only the top, asks to stay
        let harness = try harness()
        let dirty = try #require(way.leaves.last)
        try draft(harness, dirty).reason = "Discard the draft?"
        let before = harness.navigator.stack.map(ObjectIdentifier.init)
        let events = try harness.navigator.stack.map { try draft(harness, $0.id).events }
        let built = DraftViewController.built
        // When / Then
        #expect(
            throws: NavigationError.leaveRefused(
                scene: dirty, reason: "Discard the draft?", destination: way.request.destination)
        ) { try way.perform(on: harness, force: false) }
        #expect(harness.navigator.stack.map(ObjectIdentifier.init) == before)
        #expect(try harness.navigator.stack.map { try draft(harness, $0.id).events } == events, "no lifecycle event")
        #expect(DraftViewController.built == built, "nothing was built")
        #expect(try draft(harness, dirty).asked == [way.request], "the scene is told where the navigation goes")
        #expect(harness.navigator.isPresentingModally)
    }

    @Test(arguments: Way.allCases)
    func theForcedFormLeavesWithoutAsking(way: Way) throws {
        // Given every scene asks to stay
        let harness = try harness()
        let drafts = try ["Start", "Middle", "Top"].map { try draft(harness, $0) }
        for draft in drafts { draft.reason = "Discard the draft?" }
        // When
        try way.perform(on: harness, force: true)
        // Then
        #expect(harness.stackIDs == after(way))
        #expect(drafts.allSatisfy { $0.asked.isEmpty })
    }

    @Test(arguments: Way.allCases)
    func scenesThatMayBeLeftAreAskedTopFirstAndLeft(way: Way) throws {
        let harness = try harness()
        let drafts = try ["Start", "Middle", "Top"].map { try draft(harness, $0) }
        try way.perform(on: harness, force: false)
        #expect(harness.stackIDs == after(way))
        for (id, draft) in zip(["Start", "Middle", "Top"], drafts) {
            #expect(draft.asked == (way.leaves.contains(id) ? [way.request] : []), "\(id)")
        }
    }

    @Test func theTopmostSceneThatRefusesIsNamed() throws {
        let harness = try harness()
        try draft(harness, "Middle").reason = "Middle's reason"
        try draft(harness, "Top").reason = "Top's reason"
        #expect(throws: NavigationError.leaveRefused(scene: "Top", reason: "Top's reason", destination: "Start")) {
            try harness.navigator.popToRoot()
        }
    }

    @Test func aSceneThatStaysIsNotAskedByANavigationThatKeepsIt() throws {
        let harness = try harness()
        try draft(harness, "Middle").reason = "Discard the draft?"
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Start", "Middle"])
        #expect(try draft(harness, "Middle").asked.isEmpty)
        try harness.navigator.performSegue("Present")
        #expect(harness.stackIDs == ["Start", "Middle", "Top"], "pushing or presenting leaves nothing")
    }

    @Test func quittingAsksTheWholeStack() throws {
        let harness = try harness()
        try harness.navigator.checkQuit()
        try draft(harness, "Start").reason = "Sure?"
        #expect(throws: NavigationError.leaveRefused(scene: "Start", reason: "Sure?", destination: nil)) {
            try harness.navigator.checkQuit()
        }
        let quit = LeaveRequest(kind: .quit, destination: nil)
        #expect(try draft(harness, "Top").asked == [quit, quit], "asked each time, top first")
        #expect(harness.stackIDs == ["Start", "Middle", "Top"])
    }

    @Test func aScenesOwnSegueDoesNotAskItButAsksTheOthersItLeaves() throws {
        // Given Top asks to stay and unwinds by itself
        let harness = try harness()
        let top = try draft(harness, "Top")
        top.reason = "Discard the draft?"
        try draft(harness, "Middle").reason = "Middle's reason"
        // When Middle refuses, Top's own unwind fails
        #expect(throws: NavigationError.leaveRefused(scene: "Middle", reason: "Middle's reason", destination: "Start")) {
            try top.context.performSegue("Return")
        }
        #expect(harness.stackIDs == ["Start", "Middle", "Top"])
        // When Middle may be left, Top's own unwind and dismiss go through without asking Top
        try draft(harness, "Middle").reason = nil
        try top.context.dismiss()
        #expect(harness.stackIDs == ["Start", "Middle"])
        #expect(top.asked.isEmpty)
        let middle = try draft(harness, "Middle")
        middle.reason = "Discard the draft?"
        try middle.context.performSegue("Swap")
        #expect(harness.stackIDs == ["Start"])
        #expect(middle.asked.map(\.kind) == [.unwind], "asked by Top's unwind, not by its own replace")
    }

    @Test func aScenesOwnBackAndPopsDoNotAskItButAskTheOthersTheyLeave() throws {
        // Given Top and Middle both ask to stay
        let harness = try harness()
        let top = try draft(harness, "Top")
        top.reason = "Discard the draft?"
        let middle = try draft(harness, "Middle")
        middle.reason = "Middle's reason"
        // When Top pops to the root, Middle refuses and nothing moves
        #expect(throws: NavigationError.leaveRefused(scene: "Middle", reason: "Middle's reason", destination: "Start")) {
            try top.context.popToRoot()
        }
        #expect(throws: NavigationError.leaveRefused(scene: "Middle", reason: "Middle's reason", destination: "Start")) {
            try top.context.pop(to: "Start")
        }
        #expect(harness.stackIDs == ["Start", "Middle", "Top"])
        // Top's own back leaves only Top, which decided to: it is not asked
        try top.context.back()
        #expect(harness.stackIDs == ["Start", "Middle"])
        #expect(top.asked.isEmpty)
        try middle.context.popToRoot()
        #expect(harness.stackIDs == ["Start"])
        #expect(middle.asked.map(\.kind) == [.popToRoot, .popTo], "asked by Top's moves, not by its own")
    }

    @Test func theRefusalIsWorded() {
        #expect(
            NavigationError.leaveRefused(scene: "AddContact", reason: "Discard the new contact Ada?", destination: "X")
                .description == "scene 'AddContact' asks not to be left: Discard the new contact Ada?")
        #expect(
            NavigationError.leaveRefused(scene: "AddContact", reason: "", destination: nil).description
                == "scene 'AddContact' asks not to be left")
    }
}
