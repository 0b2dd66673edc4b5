import Observation
import SceneRuntime
import SceneTesting
import Testing

/// What a scene shows now: the runtime follows the observable state its screen and title read
/// and tells the navigator's screen observers once per change; a scene may give its title at run
/// time; and it says which of its actions and segues apply now, which the runtime enforces.
@Suite @MainActor struct SceneObservationTests {
    /// A view model a presenter publishes.
    @MainActor @Observable final class Light {
        var isOn = false
        var name = ""
    }

    /// A View that reads the observable view model, with no tracking code of its own.
    @MainActor final class LightView: SceneViewController {
        let light: Light
        let context: SceneContext

        init(light: Light, context: SceneContext) {
            self.light = light
            self.context = context
        }

        static let actions: ActionTable<LightView> = [
            SceneAction("on", summary: "switch on") { view, _ in view.light.isOn = true },
            SceneAction("off", summary: "switch off") { view, _ in view.light.isOn = false },
            SceneAction("leave", summary: "go out by the scene's own decision") { view, _ in
                try view.context.performSegue("Out")
            },
        ]

        var screen: Screen { Screen([.text(light.isOn ? "on" : "off")]) }
        var navigationTitle: String? { light.name }

        func availability(ofAction name: String) -> ActionAvailability {
            switch name {
            case "on": light.isOn ? .unavailable(reason: "it is on already") : .available
            case "off": light.isOn ? .available : .unavailable(reason: nil)
            default: .available
            }
        }

        func availability(ofSegue identifier: String) -> ActionAvailability {
            identifier == "Out" && light.isOn ? .unavailable(reason: "switch the light off before leaving") : .available
        }
    }

    static let storyboard = """
        { "version": 2, "initial": "Room", "scenes": [
          { "id": "Room", "module": "Light", "title": "Room", "segues": [ { "id": "Out", "to": "Hall" } ] },
          { "id": "Hall", "module": "Light", "title": "Hall" } ] }
        """

    /// The lights each scene built, in order.
    final class Built {
        var lights: [Light] = []
    }

    /// Counts what the screen observers are told.
    final class Told {
        var scenes: [String] = []
    }

    let built = Built()

    private func harness() throws -> NavigatorHarness {
        let built = self.built
        let module = SceneModule(name: "Light") { context in
            let light = Light()
            built.lights.append(light)
            return (LightView(light: light, context: context), StandInPassThroughRouter())
        }
        let harness = try NavigatorHarness(storyboard: Self.storyboard, modules: [module])
        try harness.start()
        return harness
    }

    private func observe(_ navigator: Navigator) -> Told {
        let told = Told()
        navigator.addScreenObserver { scene in told.scenes.append(scene.id) }
        return told
    }

    /// Lets the main actor run what is queued for it.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    // MARK: Following observable state

    @Test func aChangeOfWhatTheScreenReadIsToldOnceAfterTheChange() async throws {
        // Given
        let harness = try harness()
        let told = observe(harness.navigator)
        let room = try #require(harness.navigator.topScene)
        #expect(room.screen == Screen([.text("off")]))
        // When: two changes before the screen is read again
        built.lights[0].isOn = true
        built.lights[0].isOn = false
        built.lights[0].isOn = true
        #expect(told.scenes.isEmpty, "told on the main actor after the change, not inside it")
        await settle()
        // Then
        #expect(told.scenes == ["Room"])
        #expect(room.screen == Screen([.text("on")]))
    }

    @Test func everyChangeAfterTheScreenWasReadAgainIsTold() async throws {
        let harness = try harness()
        let told = observe(harness.navigator)
        let room = try #require(harness.navigator.topScene)
        for round in 1...3 {
            _ = room.screen
            built.lights[0].isOn.toggle()
            await settle()
            #expect(told.scenes.count == round)
        }
    }

    @Test func aChangeOfWhatTheTitleReadIsToldAndShown() async throws {
        let harness = try harness()
        let told = observe(harness.navigator)
        let room = try #require(harness.navigator.topScene)
        #expect(room.currentTitle == "Room", "an empty title keeps the storyboard's")
        built.lights[0].name = "Kitchen"
        await settle()
        #expect(told.scenes == ["Room"])
        #expect(room.currentTitle == "Kitchen")
        #expect(room.title == "Room", "the storyboard's title stays")
        built.lights[0].name = "  "
        #expect(room.currentTitle == "Room", "blanks keep the storyboard's")
    }

    @Test func stateNobodyReadIsNotToldAndARemovedObserverHearsNothing() async throws {
        let harness = try harness()
        let told = Told()
        let observation = harness.navigator.addScreenObserver { scene in told.scenes.append(scene.id) }
        // Not read yet: nothing is followed
        built.lights[0].isOn = true
        await settle()
        #expect(told.scenes.isEmpty)
        _ = harness.navigator.topScene?.screen
        harness.navigator.removeScreenObserver(observation)
        built.lights[0].isOn = false
        await settle()
        #expect(told.scenes.isEmpty)
    }

    @Test func aScreenObserversTokenNeverStopsANavigationObserver() throws {
        let harness = try harness()
        let events = Told()
        harness.navigator.addObserver { event in events.scenes.append(event.destination ?? "") }
        let screens = harness.navigator.addScreenObserver { _ in }
        harness.navigator.removeObserver(screens)
        try harness.navigator.performSegue("Out")
        #expect(events.scenes == ["Hall"])
    }

    @Test func aSceneOffTheStackIsNotToldAndIsDeallocated() async throws {
        let harness = try harness()
        let told = observe(harness.navigator)
        try harness.navigator.performSegue("Out")
        let leaks = LeakTracker()
        do {
            let hall = try #require(harness.navigator.topScene)
            _ = hall.screen
            _ = hall.currentTitle
            leaks.trackParts(of: hall)
        }
        try harness.navigator.back()
        built.lights[1].isOn = true
        await settle()
        #expect(told.scenes.isEmpty)
        #expect(leaks.alive.isEmpty, "still alive: \(leaks.alive)")
    }

    @Test func aChangeInThePaneBesideTheFocusedOneIsTold() async throws {
        // Given: a split whose right pane is shown beside the focused left one
        let built = self.built
        let module = SceneModule(name: "Light") { context in
            let light = Light()
            built.lights.append(light)
            return (LightView(light: light, context: context), StandInPassThroughRouter())
        }
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Desk", "scenes": [
                  { "id": "Desk", "title": "Desk", "container": { "kind": "split", "panes": [
                      { "root": "Left" }, { "root": "Right" } ] } },
                  { "id": "Left", "module": "Light", "title": "Left" },
                  { "id": "Right", "module": "Light", "title": "Right" } ] }
                """,
            modules: [module])
        try harness.start()
        let told = observe(harness.navigator)
        let split = harness.navigator.containerPositions.last ?? -1
        let right = try #require(harness.navigator.shownStack(ofTab: 1, ofContainerAt: split).last)
        #expect(right.id == "Right" && right !== harness.navigator.topScene)
        _ = right.screen
        // When
        try #require(right.viewController as? LightView).light.isOn = true
        await settle()
        // Then
        #expect(told.scenes == ["Right"])
    }

    /// A View that shows observable state only once an action flipped a plain flag.
    @MainActor final class LateView: SceneViewController {
        let light = Light()
        var showsLight = false

        static let actions: ActionTable<LateView> = [
            SceneAction("show", summary: "show the light") { view, _ in view.showsLight = true }
        ]

        var screen: Screen { Screen(showsLight ? [.text(light.isOn ? "on" : "off")] : []) }
    }

    @Test func stateTheScreenReadsOnlyAfterAnActionIsFollowedToo() async throws {
        // Given: a screen that read no observable state at first
        let view = LateView()
        let harness = try NavigatorHarness(showing: view)
        let told = observe(harness.navigator)
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.screen == Screen())
        // When: an action makes it read the light, which then changes
        try harness.perform("show")
        #expect(scene.screen == Screen([.text("off")]))
        view.light.isOn = true
        await settle()
        // Then
        #expect(told.scenes == ["Scene"])
    }

    // MARK: What applies now

    @Test func onlyTheActionsAndSeguesThatApplyAreAvailable() throws {
        let harness = try harness()
        let room = try #require(harness.navigator.topScene)
        #expect(room.actions.map(\.name) == ["on", "off", "leave"])
        #expect(room.availableActions.map(\.name) == ["on", "leave"])
        #expect(room.availableSegues.map(\.id) == ["Out"])
        try room.perform(action: "on")
        #expect(room.availableActions.map(\.name) == ["off", "leave"])
        #expect(room.availableSegues.isEmpty)
        #expect(room.availability(ofSegue: "Out") == .unavailable(reason: "switch the light off before leaving"))
    }

    @Test func anActionThatDoesNotApplyIsRefusedWithTheScenesReasonOrTheRuntimes() throws {
        let harness = try harness()
        let room = try #require(harness.navigator.topScene)
        #expect(throws: ActionError.unavailable(action: "off", reason: "scene 'Room' does not offer it now")) {
            try room.perform(action: "off")
        }
        try room.perform(action: "on")
        #expect(throws: ActionError.unavailable(action: "on", reason: "it is on already")) {
            try room.perform(action: "on")
        }
        #expect(built.lights[0].isOn)
    }

    @Test func aSegueThatDoesNotApplyIsRefusedToAPersonButTheScenesOwnIsItsDecision() throws {
        let harness = try harness()
        let room = try #require(harness.navigator.topScene)
        try room.perform(action: "on")
        #expect(
            throws: NavigationError.segueUnavailable(
                segue: "Out", scene: "Room", reason: "switch the light off before leaving")
        ) { try harness.navigator.takeSegue("Out") }
        #expect(harness.stackIDs == ["Room"])
        #expect(
            "\(NavigationError.segueUnavailable(segue: "Out", scene: "Room", reason: "switch the light off"))"
                == "segue 'Out' of scene 'Room' does not apply now: switch the light off")
        try room.perform(action: "leave")
        #expect(harness.stackIDs == ["Room", "Hall"])
    }
}
