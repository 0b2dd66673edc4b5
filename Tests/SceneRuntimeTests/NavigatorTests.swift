import SceneRuntime
import SceneTesting
import Testing

@Suite @MainActor struct NavigatorTests {
    let fixtures: Fixtures

    init() throws {
        fixtures = try Fixtures()
    }

    private func entries(_ list: String...) -> [LifecycleLog.Entry] {
        list.map { text in
            let parts = text.split(separator: ".")
            return LifecycleLog.Entry(String(parts[0]), LifecycleEvent(rawValue: String(parts[1]))!)
        }
    }

    @Test func startShowsTheInitialSceneAsRoot() throws {
        let navigator = Navigator(storyboard: try fixtures.storyboard(Fixtures.flow), registry: fixtures.registry)
        #expect(navigator.stack.isEmpty)
        try navigator.start()
        #expect(navigator.ids == ["List"])
        #expect(navigator.topScene?.presentation == .root)
        #expect(navigator.topScene?.title == "List")
        #expect(fixtures.log.drain() == entries("List.didLoad", "List.willAppear", "List.didAppear"))
    }

    @Test func pushSendsLifecycleEventsInUIKitOrder() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail"])
        #expect(navigator.topScene?.presentation == .push)
        #expect(
            fixtures.log.drain()
                == entries(
                    "Detail.didLoad", "List.willDisappear", "Detail.willAppear", "List.didDisappear", "Detail.didAppear"))
    }

    @Test func backPopsTheTopSceneInUIKitOrder() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        _ = fixtures.log.drain()
        try navigator.back()
        #expect(navigator.ids == ["List"])
        #expect(
            fixtures.log.drain()
                == entries("Detail.willDisappear", "List.willAppear", "Detail.didDisappear", "List.didAppear"))
    }

    @Test func backAtTheRootIsAnError() throws {
        let navigator = try fixtures.navigator()
        #expect(throws: NavigationError.atRoot("List")) { try navigator.back() }
        #expect(navigator.ids == ["List"])
        #expect(fixtures.log.entries.isEmpty)
    }

    @Test func modalPresentationAndDismissRemoveEverythingAboveThePresentingScene() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        #expect(navigator.topScene?.presentation == .modal)
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail", "Form", "Detail"])
        _ = fixtures.log.drain()
        try navigator.dismiss()
        #expect(navigator.ids == ["List", "Detail"])
        // Only the visible scene disappears; the modal Form below it was not visible.
        #expect(
            fixtures.log.drain()
                == entries("Detail.willDisappear", "Detail.willAppear", "Detail.didDisappear", "Detail.didAppear"))
        #expect(throws: NavigationError.nothingPresented("Detail")) { try navigator.dismiss() }
    }

    @Test func popToRootKeepsOnlyTheRoot() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        _ = fixtures.log.drain()
        try navigator.popToRoot()
        #expect(navigator.ids == ["List"])
        #expect(fixtures.log.drain() == entries("Form.willDisappear", "List.willAppear", "Form.didDisappear", "List.didAppear"))
        try navigator.popToRoot()
        #expect(fixtures.log.entries.isEmpty, "at the root, pop to root does nothing")
    }

    @Test func popToANamedSceneStopsAtItsTopmostInstance() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        try navigator.pop(to: "Detail")
        #expect(navigator.ids == ["List", "Detail", "Detail"])
        #expect(
            throws: NavigationError.sceneNotOnStack("Form", stack: ["List", "Detail", "Detail"], suggestion: nil)
        ) { try navigator.pop(to: "Form") }
        #expect(
            throws: NavigationError.sceneNotOnStack("Lsit", stack: ["List", "Detail", "Detail"], suggestion: "List")
        ) { try navigator.pop(to: "Lsit") }
        _ = fixtures.log.drain()
        try navigator.pop(to: "Detail")
        #expect(fixtures.log.entries.isEmpty, "popping to the top scene does nothing")
    }

    @Test func replaceSegueMakesTheDestinationTheOnlyScene() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        try navigator.pop(to: "List")
        _ = fixtures.log.drain()
        try navigator.performSegue("Replace")
        #expect(navigator.ids == ["Home"])
        #expect(navigator.topScene?.presentation == .root)
        #expect(
            fixtures.log.drain()
                == entries("Home.didLoad", "List.willDisappear", "Home.willAppear", "List.didDisappear", "Home.didAppear"))
        #expect(throws: NavigationError.atRoot("Home")) { try navigator.back() }
    }

    @Test func replaceRootBuildsANewRootWithoutASegue() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        _ = fixtures.log.drain()
        try navigator.replaceRoot(with: "Home")
        #expect(navigator.ids == ["Home"])
        #expect(
            fixtures.log.drain()
                == entries("Home.didLoad", "Detail.willDisappear", "Home.willAppear", "Detail.didDisappear", "Home.didAppear"))
        #expect(throws: NavigationError.unknownScene("Hme", suggestion: "Home")) { try navigator.replaceRoot(with: "Hme") }
        #expect(navigator.ids == ["Home"])
    }

    @Test func operationsBeforeStartAreErrors() throws {
        let navigator = Navigator(storyboard: try fixtures.storyboard(Fixtures.flow), registry: fixtures.registry)
        #expect(throws: NavigationError.notStarted) { try navigator.performSegue("Open") }
        #expect(throws: NavigationError.notStarted) { try navigator.back() }
        #expect(throws: NavigationError.notStarted) { try navigator.dismiss() }
        #expect(throws: NavigationError.notStarted) { try navigator.popToRoot() }
        #expect(throws: NavigationError.notStarted) { try navigator.pop(to: "List") }
    }

    @Test func aSceneCanPerformItsOwnSeguesThroughItsContext() throws {
        let navigator = try fixtures.navigator()
        let list = try #require(navigator.topScene?.viewController as? NoteViewController)
        try list.context.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail"])
        #expect(throws: NavigationError.notTopScene("List")) { try list.context.performSegue("Open") }
        #expect(throws: NavigationError.notTopScene("List")) { try list.context.dismiss() }
        try navigator.performSegue("Present")
        let form = try #require(navigator.topScene?.viewController as? NoteViewController)
        try form.context.dismiss()
        #expect(navigator.ids == ["List", "Detail"])
    }

    /// A coordinator in code moves through its scene's context as the shell would: back, to the
    /// root, to a scene on the stack; only the top scene may ask, and each move is checked.
    @Test func aSceneMovesBackAndPopsThroughItsContextAsTheShellWould() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        let detail = try #require(navigator.topScene?.viewController as? NoteViewController)
        try detail.context.back()
        #expect(navigator.ids == ["List"])
        #expect(throws: NavigationError.notTopScene("Detail")) { try detail.context.back() }
        let list = try #require(navigator.topScene?.viewController as? NoteViewController)
        #expect(throws: NavigationError.atRoot("List")) { try list.context.back() }

        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail", "Form", "Detail"])
        let top = try #require(navigator.topScene?.viewController as? NoteViewController)
        #expect(throws: NavigationError.self) { try top.context.pop(to: "Nowhere") }
        #expect(navigator.ids == ["List", "Detail", "Form", "Detail"], "a refused move changes nothing")
        try top.context.pop(to: "Form")
        #expect(navigator.ids == ["List", "Detail", "Form"])
        #expect(throws: NavigationError.notTopScene("Detail")) { try top.context.popToRoot() }
        let form = try #require(navigator.topScene?.viewController as? NoteViewController)
        try form.context.popToRoot()
        #expect(navigator.ids == ["List"])
    }

    @Test func navigatingDuringATransitionIsRefusedButViewDidAppearMayNavigate() throws {
        var refusal: (any Error)?
        fixtures.hooks.onLoad = { context in
            guard context.sceneID == "Detail" else { return }
            do { try context.performSegue("Open") } catch { refusal = error }
        }
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        #expect(refusal as? NavigationError == .transitionInProgress("segue 'Open'"))
        #expect(navigator.ids == ["List", "Detail"])

        fixtures.hooks.onLoad = nil
        var redirected = false
        fixtures.hooks.onAppear = { context in
            guard context.sceneID == "Form", !redirected else { return }
            redirected = true
            try? context.performSegue("Open")
        }
        try navigator.performSegue("Present")
        #expect(navigator.ids == ["List", "Detail", "Form", "Detail"])
    }

    @Test func sameSceneTwiceOnTheStackAreDistinctInstances() throws {
        let navigator = try fixtures.navigator()
        try navigator.performSegue("Open")
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail", "Detail"])
        #expect(navigator.stack[1] !== navigator.stack[2])
        #expect(navigator.stack[1].viewController !== navigator.stack[2].viewController)
    }
}
