import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// Containers: tabs declared in the storyboard, checked when it loads, and the navigator's
/// operations on a stack that holds one (selecting a tab, back at a tab's root, a segue into
/// another tab, a modal over the tabs, restoring a stack through a container).
@Suite @MainActor struct ContainerTests {
    static func storyboard(back: String = "stay", initial: String = "Main") -> String {
        """
        { "version": 2, "initial": "\(initial)", "scenes": [
          { "id": "Start", "module": "Leaf", "title": "Start", "segues": [ { "id": "Open", "to": "Main" } ] },
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "back": "\(back)", "tabs": [
              { "id": "Contacts", "title": "People", "root": "List" },
              { "id": "Notes", "title": "Notes", "root": "Notes" } ] } },
          { "id": "List", "module": "Leaf", "title": "List", "segues": [
              { "id": "Show", "to": "Detail" }, { "id": "Ask", "to": "Question", "style": "modal" },
              { "id": "Peek", "to": "Question", "style": "modal", "covers": "tab" } ] },
          { "id": "Detail", "module": "Leaf", "title": "Detail", "segues": [
              { "id": "Jot", "to": "Note", "tab": "Notes" } ] },
          { "id": "Question", "module": "Leaf", "title": "Question" },
          { "id": "Notes", "module": "Leaf", "title": "Notes", "segues": [ { "id": "Write", "to": "Note" } ] },
          { "id": "Note", "module": "Leaf", "title": "Note" } ] }
        """
    }

    private func harness(back: String = "stay", initial: String = "Main") throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard(back: back, initial: initial),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        try harness.start()
        return harness
    }

    @Test func theInitialContainerShowsItsSelectedTabsRoot() throws {
        let harness = try harness()
        #expect(harness.stackIDs == ["Main", "List"])
        #expect(harness.navigator.containerPositions == [0])
        let main = try #require(harness.navigator.firstContainer)
        #expect(main.id == "Main" && main.selectedTab == 0)
        #expect(harness.navigator.firstContainerTabs == [["List"], []], "a tab never shown is not built")
        #expect(harness.navigator.stackStart == 1)
    }

    @Test func selectingATabKeepsEveryTabsStack() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        let detail = try #require(harness.navigator.topScene)
        try harness.navigator.selectTab("Notes")
        #expect(harness.stackIDs == ["Main", "Notes"])
        try harness.navigator.performSegue("Write")
        try harness.navigator.selectTab("contacts")
        #expect(harness.stackIDs == ["Main", "List", "Detail"])
        #expect(harness.navigator.topScene === detail)
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], ["Notes", "Note"]])
        let viewController = try #require(detail.viewController as? StandInViewController)
        #expect(viewController.events.suffix(4) == [.willDisappear, .didDisappear, .willAppear, .didAppear])
    }

    @Test func anUnknownTabIsRefusedNamingTheTabs() throws {
        let harness = try harness()
        #expect(throws: NavigationError.unknownTab("Note", tabs: ["Contacts", "Notes"], suggestion: "Notes")) {
            try harness.navigator.selectTab("Note")
        }
        let flat = try NavigatorHarness(
            storyboard: Self.storyboard(initial: "Start"),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        try flat.start()
        #expect(throws: NavigationError.noTabs("Start")) { try flat.navigator.selectTab("Notes") }
    }

    @Test func backAndRootStopAtATabsRootWhenItsContainerSaysStay() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.popToRoot()
        #expect(harness.stackIDs == ["Main", "List"])
        #expect(throws: NavigationError.atRoot("List")) { try harness.navigator.back() }
        #expect(!harness.navigator.canLeaveTabRoot)
    }

    @Test func backAtATabsRootSelectsTheFirstTabWhenItsContainerSaysSo() throws {
        let harness = try harness(back: "firstTab")
        try harness.navigator.selectTab("Notes")
        #expect(harness.navigator.canLeaveTabRoot)
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Main", "List"])
        #expect(throws: NavigationError.atRoot("List")) { try harness.navigator.back() }
    }

    @Test func backAtATabsRootLeavesTheContainerWhenItsContainerSaysSo() throws {
        let harness = try harness(back: "leave", initial: "Start")
        try harness.navigator.performSegue("Open")
        #expect(harness.stackIDs == ["Start", "Main", "List"])
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Start"])
        #expect(harness.navigator.containerPositions.isEmpty)
    }

    @Test func aSegueIntoAnotherTabPushesThereAndKeepsTheTabItLeft() throws {
        let harness = try harness()
        let recorder = NavigationRecorder(harness)
        try harness.navigator.performSegue("Show")
        try harness.navigator.performSegue("Jot")
        #expect(harness.stackIDs == ["Main", "Notes", "Note"])
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], ["Notes", "Note"]])
        let jot = try #require(recorder.events.last)
        #expect(jot.tab == "Notes" && jot.popped.isEmpty && jot.stackIDs == ["Main", "Notes", "Note"])
    }

    /// Popping to a container whose selected tab's root is itself a container (a split in a tab,
    /// as in the demo) lands on the root of the pane shown, by id, by position and forced: it
    /// trapped (`popto Main` in the demo), landing on the inner container.
    @Test func poppingToAContainerHoldingAContainerLandsOnThePaneShown() throws {
        let storyboard = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "Split", "root": "Split" }, { "id": "Other", "root": "Leaf" } ] } },
              { "id": "Split", "title": "Split", "container": { "kind": "split", "panes": [
                  { "id": "Left", "root": "List" }, { "id": "Right", "root": "Leaf" } ] } },
              { "id": "List", "module": "Leaf", "title": "List", "segues": [ { "id": "Show", "to": "Detail" } ] },
              { "id": "Detail", "module": "Leaf", "title": "Detail" },
              { "id": "Leaf", "module": "Leaf", "title": "Leaf" } ] }
            """
        for pop in [
            { (navigator: Navigator) in try navigator.pop(to: "Main") },
            { (navigator: Navigator) in try navigator.pop(toStackIndex: 0) },
            { (navigator: Navigator) in try navigator.pop(toStackIndex: 0, force: true) },
            { (navigator: Navigator) in try navigator.pop(to: "Split") },
        ] {
            let harness = try NavigatorHarness(
                storyboard: storyboard, modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
            try harness.start()
            try harness.navigator.performSegue("Show")
            #expect(harness.stackIDs == ["Main", "Split", "List", "Detail"])
            try pop(harness.navigator)
            #expect(harness.stackIDs == ["Main", "Split", "List"])
            try pop(harness.navigator)
            #expect(harness.stackIDs == ["Main", "Split", "List"], "at the pane's root, nothing more to pop")
        }
    }

    @Test func aTabSwitchIsAnEventThatRemovesNothing() throws {
        let harness = try harness()
        let recorder = NavigationRecorder(harness)
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        let event = try #require(recorder.events.last)
        #expect(event.kind == .selectTab && event.tab == "Notes" && event.popped.isEmpty)
        #expect(event.source == "Detail" && event.destination == "Notes")
        #expect(event.description == "selectTab tab Notes: Detail -> Notes in Main/Notes; stack Main, Notes")
        #expect(event.location == [NavigationState.TabLocation(container: "Main", tab: "Notes")])
        #expect(event.jsonLine().contains(#""tab":"Notes","in":["Main/Notes"]"#))
    }

    @Test func aModalInATabCoversTheContainer() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Ask")
        #expect(throws: NavigationError.tabsCovered(container: "Main", by: "Question")) {
            try harness.navigator.selectTab("Notes")
        }
        try harness.navigator.dismiss()
        try harness.navigator.selectTab("Notes")
        #expect(harness.stackIDs == ["Main", "Notes"])
    }

    @Test func aModalThatCoversOnlyItsTabLetsOtherTabsBeSelected() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Peek")
        #expect(harness.navigator.coveringScene(ofContainerAt: harness.navigator.containerPositions.first ?? -1)?.id == nil)
        try harness.navigator.selectTab("Notes")
        #expect(harness.stackIDs == ["Main", "Notes"])
        try harness.navigator.selectTab("Contacts")
        #expect(harness.stackIDs == ["Main", "List", "Question"])
        try harness.navigator.dismiss()
        try harness.navigator.performSegue("Ask")
        #expect(harness.navigator.coveringScene(ofContainerAt: harness.navigator.containerPositions.first ?? -1)?.id == "Question")
    }

    @Test func aModalCoveringOnlyItsTabStillDoesWhenALinkAStateOrAResumeBuildsIt() throws {
        let json = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "One", "root": "List" }, { "id": "Two", "root": "Notes" } ] } },
              { "id": "List", "module": "Leaf", "title": "List", "segues": [
                  { "id": "Peek", "to": "Question", "style": "modal", "covers": "tab" } ] },
              { "id": "Question", "module": "Leaf", "title": "Question" },
              { "id": "Notes", "module": "Leaf", "title": "Notes" } ] }
            """
        func started() throws -> NavigatorHarness {
            let harness = try NavigatorHarness(
                storyboard: json, modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
            try harness.start()
            return harness
        }
        let original = try started()
        try original.navigator.performSegue("Peek")
        let state = original.navigator.state
        let shownLink = try #require(original.navigator.link)
        try original.navigator.selectTab("Two")
        let hiddenLink = try #require(original.navigator.link)
        #expect(hiddenLink.description == "Notes%Main@One/List+Question")

        let restored = try started()
        try restored.navigator.restore(state: state)
        #expect(restored.navigator.coveringScene(ofContainerAt: restored.navigator.containerPositions.first ?? -1)?.id == nil)
        try restored.navigator.selectTab("Two")
        #expect(restored.stackIDs == ["Main", "Notes"])

        let linked = try started()
        try linked.navigator.go(to: shownLink)
        #expect(linked.stackIDs == ["Main", "List", "Question"])
        #expect(linked.navigator.coveringScene(ofContainerAt: linked.navigator.containerPositions.first ?? -1)?.id == nil)
        try linked.navigator.go(to: hiddenLink)
        try linked.navigator.selectTab("One")
        #expect(linked.stackIDs == ["Main", "List", "Question"])
        #expect(linked.navigator.coveringScene(ofContainerAt: linked.navigator.containerPositions.first ?? -1)?.id == nil)
        try linked.navigator.selectTab("Two")
        #expect(linked.stackIDs == ["Main", "Notes"])
    }

    @Test func coversIsOnlyForAModalSegue() {
        let json = """
            { "version": 2, "initial": "A", "scenes": [
              { "id": "A", "module": "Leaf", "title": "A", "segues": [ { "id": "Go", "to": "B", "covers": "tab" } ] },
              { "id": "B", "module": "Leaf", "title": "B" } ] }
            """
        #expect(
            problems(json) == [
                #"scenes[0].segues[0].covers: only a modal segue covers something; "covers" is for a segue with "style": "modal""#
            ])
    }

    @Test func aRestoredStackSelectsTheTabItsNextSceneStarts() throws {
        let harness = try harness()
        try harness.navigator.restore([
            NavigationState.Entry(sceneID: "Main", presentation: .root), NavigationState.Entry(sceneID: "Notes", presentation: .push),
            NavigationState.Entry(sceneID: "Note", presentation: .push),
        ])
        #expect(harness.stackIDs == ["Main", "Notes", "Note"])
        #expect(harness.navigator.firstContainer?.selectedTab == 1)
        #expect(harness.navigator.firstContainerTabs == [["List"], ["Notes", "Note"]])
        #expect(throws: NavigationError.notATabRoot("Detail", container: "Main", roots: ["List", "Notes"])) {
            try harness.navigator.restore([
                NavigationState.Entry(sceneID: "Main", presentation: .root), NavigationState.Entry(sceneID: "Detail", presentation: .push),
            ])
        }
        #expect(harness.stackIDs == ["Main", "Notes", "Note"])
    }

    @Test func theStateHoldsEveryTabsStackAndRestoresIt() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        let state = harness.navigator.state
        let main = try #require(state.stack.first)
        #expect(state.stack.count == 1 && main.sceneID == "Main")
        #expect(main.container?.selected == 1)
        #expect(main.container?.stacks.map { $0.map(\.sceneID) } == [["List", "Detail"], ["Notes", "Note"]])
        #expect(state.path.map(\.sceneID) == ["Main", "Notes", "Note"])
        #expect(NavigationState(path: state.path) == state)
        #expect(state.sceneCount == 5)

        let other = try self.harness()
        try other.navigator.restore(state: state)
        #expect(other.stackIDs == ["Main", "Notes", "Note"])
        #expect(other.navigator.state == state)
        try other.navigator.selectTab("Contacts")
        #expect(other.stackIDs == ["Main", "List", "Detail"])
    }

    @Test func theStateEncodesAndDecodesAsItWas() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        var state = harness.navigator.state
        state.stack[0].inputs = ["when": .date(Date(timeIntervalSince1970: 1_700_000_000)), "price": .decimal(Decimal(string: "0.1") ?? 0)]
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
        #expect(try JSONDecoder().decode(String.self, from: data) == state.json, "the state's one JSON form")
        let wrong = try JSONEncoder().encode(
            #"{"version": 2, "stack": [{"scene": "Main", "presentation": "root", "inputs": {}, "container": {"selected": 4, "stacks": [[]]}}]}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: wrong) }
    }

    @Test func aStateThatDoesNotFitTheContainerIsRefusedAndChangesNothing() throws {
        let harness = try harness()
        let wrongCount = NavigationState(stack: [
            NavigationState.Entry(sceneID: "Main", presentation: .root, container: NavigationState.Container(selected: 0, stacks: [[]]))
        ])
        #expect(throws: NavigationError.tabsChanged("Main", declared: 2, found: 1)) {
            try harness.navigator.restore(state: wrongCount)
        }
        let wrongSelection = NavigationState(stack: [
            NavigationState.Entry(sceneID: "Main", presentation: .root, container: NavigationState.Container(selected: 7, stacks: [[], []]))
        ])
        #expect(throws: NavigationError.self) { try harness.navigator.restore(state: wrongSelection) }
        #expect(throws: NavigationError.self) { try harness.navigator.restore(wrongSelection.stack) }
        let wrongRoot = NavigationState(stack: [
            NavigationState.Entry(
                sceneID: "Main", presentation: .root,
                container: NavigationState.Container(
                    selected: 0,
                    stacks: [
                        [NavigationState.Entry(sceneID: "List", presentation: .root)], [NavigationState.Entry(sceneID: "Note", presentation: .root)],
                    ]))
        ])
        #expect(throws: NavigationError.notATabRoot("Note", container: "Main", roots: ["List", "Notes"])) {
            try harness.navigator.restore(state: wrongRoot)
        }
        #expect(harness.stackIDs == ["Main", "List"])
    }

    @Test func undoingATabSwitchGivesBackEveryTabAsItWas() throws {
        let harness = try harness()
        let recorder = NavigationRecorder(harness)
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        // Back to the stack as it was after the tab switch: Notes selected, Contacts' Detail kept.
        try harness.navigator.restore(try #require(recorder.events.dropLast().last).stack)
        #expect(harness.stackIDs == ["Main", "Notes"])
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], ["Notes"]])
        // And before it: Contacts selected with Detail on top.
        try harness.navigator.restore(recorder.events[0].stack)
        #expect(harness.stackIDs == ["Main", "List", "Detail"])
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], []], "Notes was not shown yet")
    }

    @Test func aLinkEntersATabThroughItsContainer() throws {
        let harness = try harness()
        let entries = try harness.navigator.state(for: Link(parsing: "Note")).path
        #expect(entries.map(\.sceneID) == ["Main", "Notes", "Note"])
        #expect(entries.map(\.presentation) == [.root, .root, .push])
        try harness.navigator.go(to: Link(parsing: "Detail"))
        #expect(harness.stackIDs == ["Main", "List", "Detail"])
        #expect(harness.navigator.link?.description == "Detail")
        try harness.navigator.selectTab("Notes")
        #expect(harness.navigator.link?.description == "Notes%Main@Contacts/List/Detail")
        try harness.navigator.go(to: Link(parsing: "Main/Notes/Note"))
        #expect(harness.stackIDs == ["Main", "Notes", "Note"])
        #expect(harness.navigator.firstContainer?.selectedTab == 1)
        #expect(throws: Link.Refusal.self) { try harness.navigator.go(to: Link(parsing: "Main/Detail")) }
    }

    @Test func aResumedRecordRestoresEveryTab() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        let json = harness.navigator.state.json
        #expect(json.contains(#""container": {"selected": 1, "stacks": [[{"scene": "List""#))
        let record = try NavigationState(json: Array(json.utf8))
        #expect(record == harness.navigator.state)

        let resumed = try self.harness()
        let outcome = try resumed.navigator.resume(record)
        #expect(outcome == Navigator.ResumeOutcome(kept: 3, dropped: [], problem: nil))
        #expect(resumed.navigator.state == harness.navigator.state)
    }

    /// The record of Detail shown in the Contacts tab, then Notes selected, changed by `edit`, and
    /// what resuming it on a new harness gives.
    private func resumingEdited(_ edit: (inout NavigationState) -> Void) throws -> (NavigatorHarness, Navigator.ResumeOutcome) {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        var record = harness.navigator.state
        edit(&record)
        let resumed = try self.harness()
        return (resumed, try resumed.navigator.resume(record))
    }

    @Test func aResumedTabKeepsWhatStillFitsAndSaysWhatItDropped() throws {
        // The Contacts tab's Detail is renamed in the record: no segue reaches it now.
        let (resumed, outcome) = try resumingEdited { $0.stack[0].container?.stacks[0][1].sceneID = "Gone" }
        #expect(outcome.kept == 2 && outcome.dropped == ["Gone"])
        #expect(outcome.problem == .sceneRemoved("Gone"))
        #expect(resumed.navigator.firstContainerTabs == [["List"], ["Notes"]])
        #expect(resumed.stackIDs == ["Main", "Notes"])
    }

    /// A record whose container has another number of tabs than the storyboard now declares keeps
    /// the container and its shown stack, and says so without calling the container unbuildable.
    @Test func aResumedContainerWhoseTabsChangedSaysSoAndKeepsItsShownStack() throws {
        let (resumed, outcome) = try resumingEdited { $0.stack[0].container?.stacks.append([]) }
        #expect(outcome.kept == 2 && outcome.dropped == ["List", "Detail"])
        #expect(
            outcome.problem
                == .unreachable(
                    scene: "Main",
                    reason: "container 'Main' has 2 tabs, not 3; its other tabs start again at their roots"))
        #expect(resumed.stackIDs == ["Main", "Notes"])
    }

    /// A record that gives tabs to a scene that is not a container does not fit, as a link's
    /// `@TAB` after such a scene does not: that scene is dropped with what is above it.
    @Test func aRecordGivingTabsToASceneThatIsNotAContainerDropsIt() throws {
        let harness = try harness()
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        var record = harness.navigator.state
        #expect(record.path.map(\.sceneID) == ["Main", "Notes", "Note"])
        record.stack[0].container?.stacks[1][0].container = NavigationState.Container(selected: 0, stacks: [[]])
        let resumed = try self.harness()
        let outcome = try resumed.navigator.resume(record)
        #expect(outcome.dropped == ["Notes", "Note"])
        #expect(
            outcome.problem
                == .unreachable(scene: "Notes", reason: "scene 'Notes' is not a container, so it has no tabs to resume"))
    }

    @Test func aRecordNestingContainersTooDeepIsRefused() throws {
        var json = #"{"scene": "Main", "presentation": "root", "inputs": {}}"#
        for _ in 0..<5 {
            json =
                #"{"scene": "Main", "presentation": "root", "inputs": {}, "container": {"selected": 0, "stacks": [["#
                + json + "]]}}"
        }
        let error = #expect(throws: NavigationState.JSONError.self) {
            try NavigationState(json: Array(#"{"version": 2, "stack": [\#(json)]}"#.utf8))
        }
        #expect(error.map { "\($0)" }?.contains("nests containers more than 3 deep") == true)
    }

    @Test func aLinkGivesEveryTabsStackAndRebuildsTheSameState() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        let link = try #require(harness.navigator.link)
        #expect(link.description == "Note%Main@Contacts/List/Detail")
        #expect(try Link(parsing: link.description) == link)
        let other = try self.harness()
        try other.navigator.go(to: Link(parsing: link.description))
        #expect(other.navigator.state == harness.navigator.state)
        // A link that names one tab's stack leaves the other tabs at their roots.
        try other.navigator.go(to: Link(parsing: "Main@Notes"))
        #expect(other.stackIDs == ["Main", "Notes"])
        #expect(other.navigator.firstContainerTabs == [["List"], ["Notes"]])
    }

    @Test(arguments: [
        ("List%Main@Other/Notes", "container 'Main' has no tab 'Other'; its tabs: Contacts, Notes"),
        ("List%Start@Contacts/List", "container 'Start' is not on the link's stack"),
        ("List%Main@Contacts/List", "tab 'Contacts' of 'Main' is given twice"),
        ("Main@Notes%Main@Notes/Notes/Note", "tab 'Notes' of 'Main' is given twice"),
        ("Main%Main@Contacts/List/Detail", "tab 'Contacts' of 'Main' is given twice"),
        ("List@Notes", "scene 'List' is not a container, so '@' cannot name one of its tabs"),
        ("Main@Notes/List", "no segue of scene 'Main' pushes 'List'"),
        ("List%Main", "expected"),
    ])
    func aLinksTabsThatDoNotFitAreRefused(link: String, message: String) throws {
        let harness = try harness()
        do {
            try harness.navigator.go(to: Link(parsing: link))
            Issue.record("\(link) was followed")
        } catch let error as Link.Refusal {
            #expect(error.description.contains(message), "\(error.description)")
        }
        #expect(harness.stackIDs == ["Main", "List"])
    }

    @Test func aScenesContextSaysWhichContainerAndTabItIsIn() throws {
        let contexts = ContextLog()
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard(),
            modules: [
                SceneModule(name: "Leaf") { context in
                    contexts.contexts.append(context)
                    return (StandInViewController(), StandInPassThroughRouter())
                }
            ])
        try harness.start()
        let byScene = { (id: String) in contexts.contexts.last { $0.sceneID == id }?.location.map(\.description) }
        #expect(byScene("List") == ["Main/Contacts"])
        #expect(byScene("Notes") == nil, "a tab never shown is not built")
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.selectTab("Contacts")
        #expect(byScene("Detail") == ["Main/Contacts"])
        #expect(byScene("Notes") == ["Main/Notes"], "in a tab not shown")
    }

    /// What each stack of a container shows, for a split drawn side by side: the selected stack
    /// from the navigator's stack, another as it was left, through the container on its top.
    @Test func shownStacksGivesEveryStacksScenesThroughNestedContainers() throws {
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Main", "scenes": [
                  { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                      { "id": "A", "root": "Split" }, { "id": "B", "root": "Plain" } ] } },
                  { "id": "Split", "title": "Desk", "container": { "kind": "split", "panes": [
                      { "root": "Left" }, { "root": "Right" } ] } },
                  { "id": "Left", "module": "Leaf", "title": "Left", "segues": [ { "id": "Next", "to": "Deep" } ] },
                  { "id": "Right", "module": "Leaf", "title": "Right" },
                  { "id": "Deep", "module": "Leaf", "title": "Deep" },
                  { "id": "Plain", "module": "Leaf", "title": "Plain" } ] }
                """,
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        try harness.start()
        let navigator = harness.navigator
        let ids = { (position: Int) in
            (0..<2).map { navigator.shownStack(ofTab: $0, ofContainerAt: position).map(\.id) }
        }
        #expect(navigator.containerPositions == [0, 1])
        #expect(ids(0) == [["Split", "Left"], []], "a tab never shown is not built")
        #expect(ids(1) == [["Left"], ["Right"]], "a split builds both panes")
        try navigator.performSegue("Next")
        try navigator.selectTab("secondary")
        #expect(ids(1) == [["Left", "Deep"], ["Right"]])
        #expect(navigator.shownStack(ofTab: 1, ofContainerAt: 1).last === navigator.topScene)
        try navigator.selectTab("B")
        #expect(ids(0) == [["Split", "Right"], ["Plain"]])
        #expect(ids(1) == [[], []], "no container stands there now")
    }

    // MARK: Leaving and reloading

    static let drafts = """
        { "version": 2, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Draft", "title": "Start", "segues": [ { "id": "Open", "to": "Main" } ] },
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "back": "leave", "tabs": [
              { "id": "A", "root": "First" }, { "id": "B", "root": "Second" } ] } },
          { "id": "First", "module": "Draft", "title": "First", "segues": [ { "id": "Deeper", "to": "Deep" } ] },
          { "id": "Deep", "module": "Draft", "title": "Deep" },
          { "id": "Second", "module": "Draft", "title": "Second" } ] }
        """

    @Test func closingAContainerAsksEveryTabAndSelectingOneAsksNobody() throws {
        let harness = try NavigatorHarness(storyboard: Self.drafts, modules: [DraftScene.module])
        try harness.start()
        try harness.navigator.performSegue("Open")
        try harness.navigator.performSegue("Deeper")
        let deep = try #require(harness.navigator.topScene?.viewController as? DraftViewController)
        deep.reason = "the draft is not saved"
        try harness.navigator.selectTab("B")
        #expect(deep.asked.isEmpty, "selecting a tab removes nothing")
        #expect(throws: NavigationError.leaveRefused(scene: "Deep", reason: "the draft is not saved", destination: "Start")) {
            try harness.navigator.back()
        }
        #expect(harness.stackIDs == ["Start", "Main", "Second"])
        try harness.navigator.back(force: true)
        #expect(harness.stackIDs == ["Start"])
    }

    /// A tab renamed (its title, not its id or root) leaves the container as it was: a reload
    /// keeps every tab's stack and shows the new title; it dropped the whole container.
    @Test func aReloadThatRenamesATabKeepsEveryTabsStack() throws {
        let harness = try harness()
        try harness.navigator.performSegue("Show")
        try harness.navigator.selectTab("Notes")
        try harness.navigator.performSegue("Write")
        let renamed = Self.storyboard(back: "stay", initial: "Main").replacingOccurrences(
            of: #"{ "id": "Notes", "title": "Notes", "root": "Notes" }"#,
            with: #"{ "id": "Notes", "title": "Jottings", "root": "Notes" }"#)
        #expect(renamed != Self.storyboard(back: "stay", initial: "Main"))
        let changes = try harness.navigator.replaceStoryboard(
            try harness.registry.loadStoryboard(from: Array(renamed.utf8), file: "storyboard"))
        #expect(changes.changed == ["Main"])
        #expect(changes.poppedScenes.isEmpty, "\(changes)")
        #expect(harness.stackIDs == ["Main", "Notes", "Note"])
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], ["Notes", "Note"]])
        #expect(harness.navigator.firstContainer?.descriptor.container?.stacks.map(\.title) == ["People", "Jottings"])
    }

    /// A reload under which the selected tab may not be shown now (its guard no longer holds)
    /// shows the tab the container starts with, every other tab's stack kept, as a resumed
    /// stack does; it dropped every tab's stack and went back to the initial scene.
    @Test func aReloadWhoseSelectedTabIsGuardedNowShowsTheStartTabAndKeepsTheOthers() throws {
        let data = TemporaryDataDirectory()
        let storyboard = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "A", "root": "List" },
                  { "id": "B", "root": "Vault", "guards": [ { "condition": "open", "refuse": "Shut." } ] } ] } },
              { "id": "List", "module": "Leaf", "title": "List", "segues": [ { "id": "Show", "to": "Detail" } ] },
              { "id": "Detail", "module": "Leaf", "title": "Detail" },
              { "id": "Vault", "module": "Leaf", "title": "Vault", "segues": [ { "id": "In", "to": "Detail" } ] },
              { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
            """
        let harness = try guardsHarness(storyboard, data)
        try harness.navigator.performSegue("Show")
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.selectTab("B")
        try harness.navigator.performSegue("In")
        #expect(harness.stackIDs == ["Main", "Vault", "Detail"])
        try FileManager.default.removeItem(atPath: data.path + "/open")
        let changes = try harness.navigator.replaceStoryboard(
            try harness.registry.loadStoryboard(from: Array(storyboard.utf8), file: "storyboard"))
        #expect(changes.poppedScenes == ["Vault", "Detail"])
        #expect(harness.stackIDs == ["Main", "List", "Detail"], "the start tab, as it was")
        #expect(harness.navigator.firstContainerTabs == [["List", "Detail"], ["Vault"]])
    }

    @Test func aReloadTakesFromATabNotShownWhatTheStoryboardNoLongerReaches() throws {
        let harness = try NavigatorHarness(storyboard: Self.drafts, modules: [DraftScene.module])
        try harness.start()
        try harness.navigator.performSegue("Open")
        try harness.navigator.performSegue("Deeper")
        try harness.navigator.selectTab("B")
        let withoutDeep = Self.drafts.replacingOccurrences(
            of: #", "segues": [ { "id": "Deeper", "to": "Deep" } ] },"#, with: " },")
        let changes = try harness.navigator.replaceStoryboard(
            try harness.registry.loadStoryboard(from: Array(withoutDeep.utf8), file: "storyboard"))
        #expect(changes.poppedScenes.isEmpty, "the stack shown keeps its scenes")
        #expect(harness.stackIDs == ["Start", "Main", "Second"])
        #expect(harness.navigator.firstContainerTabs == [["First"], ["Second"]])
        // A container whose tabs changed is left, as a scene whose module changed is.
        let oneTab = Self.drafts.replacingOccurrences(of: #", { "id": "B", "root": "Second" }"#, with: "")
        try harness.navigator.replaceStoryboard(
            try harness.registry.loadStoryboard(from: Array(oneTab.utf8), file: "storyboard"))
        #expect(harness.stackIDs == ["Start"])
    }

    @Test func everyEventGivesTheStackAsItIsThroughTabSwitchesAndAReloadThatPrunesATab() throws {
        let harness = try NavigatorHarness(storyboard: Self.drafts, modules: [DraftScene.module])
        try harness.start()
        let recorder = NavigationRecorder(harness)
        try harness.navigator.performSegue("Open")
        try harness.navigator.performSegue("Deeper")
        for tab in ["B", "A", "B"] {
            try harness.navigator.selectTab(tab)
            #expect(recorder.events.last?.stack == harness.navigator.state.path)
        }
        let withoutDeep = Self.drafts.replacingOccurrences(
            of: #", "segues": [ { "id": "Deeper", "to": "Deep" } ] },"#, with: " },")
        try harness.navigator.replaceStoryboard(
            try harness.registry.loadStoryboard(from: Array(withoutDeep.utf8), file: "storyboard"))
        #expect(recorder.events.last?.kind == .reload)
        #expect(recorder.events.last?.stack == harness.navigator.state.path, "the pruned tab")
        try harness.navigator.selectTab("A")
        #expect(harness.stackIDs == ["Start", "Main", "First"])
        #expect(recorder.events.last?.stack == harness.navigator.state.path)
        #expect(recorder.events.last?.popped == [])
    }

    // MARK: Guards on tabs

    static let open = SceneCondition("open") { environment in
        FileManager.default.fileExists(atPath: environment.dataDirectory + "/open")
    }

    /// A started harness of `storyboard`, its scenes `Leaf` and `Gate` (which registers `open`),
    /// on `data`.
    private func guardsHarness(_ storyboard: String, _ data: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: storyboard,
            modules: [
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                StandInScene.moduleRoutingEverySegue(named: "Gate").adding(conditions: [Self.open]),
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        return harness
    }

    private func guardedHarness(_ data: TemporaryDataDirectory) throws -> NavigatorHarness {
        try guardsHarness(
            """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "Home", "root": "Home" },
                  { "id": "Vault", "root": "Vault", "guards": [ { "condition": "open", "refuse": "Shut." } ] },
                  { "id": "Safe", "root": "Safe", "guards": [ { "condition": "open", "redirect": "Gate" } ] } ] } },
              { "id": "Home", "module": "Leaf", "title": "Home", "segues": [ { "id": "Peek", "to": "Vault", "tab": "Vault" } ] },
              { "id": "Vault", "module": "Leaf", "title": "Vault" },
              { "id": "Safe", "module": "Leaf", "title": "Safe" },
              { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
            """, data)
    }

    @Test func aTabsGuardRefusesSelectingItByCommandBySegueAndByLink() throws {
        let data = TemporaryDataDirectory()
        let harness = try guardedHarness(data)
        let refusal = NavigationError.guardRefused(condition: "open", message: "Shut.")
        #expect(throws: refusal) { try harness.navigator.selectTab("Vault") }
        #expect(throws: refusal) { try harness.navigator.performSegue("Peek") }
        #expect(throws: refusal) { try harness.navigator.go(to: Link(parsing: "Main@Vault")) }
        #expect(harness.stackIDs == ["Main", "Home"])
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.selectTab("Vault")
        #expect(harness.stackIDs == ["Main", "Vault"])
    }

    @Test func aTabsGuardRedirectsAndSelectsTheTabOnceItHolds() throws {
        let data = TemporaryDataDirectory()
        let harness = try guardedHarness(data)
        try harness.navigator.selectTab("Safe")
        #expect(harness.stackIDs == ["Main", "Home", "Gate"])
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.dismiss()
        #expect(harness.stackIDs == ["Main", "Safe"])
    }

    @Test func aResumedSelectionOfATabWhoseGuardNoLongerHoldsFallsBackAndKeepsTheOtherTabs() throws {
        let data = TemporaryDataDirectory()
        let harness = try guardedHarness(data)
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.selectTab("Vault")
        let record = harness.navigator.state
        try FileManager.default.removeItem(atPath: data.path + "/open")
        let resumed = try guardedHarness(data)
        let outcome = try resumed.navigator.resume(record)
        #expect(outcome.kept == 1, "the container is kept")
        #expect(outcome.dropped == ["Vault"], "Safe, a tab's root kept though its guard fails, is not dropped")
        #expect(outcome.problem == .guardFailed(scene: "Vault", condition: "open"))
        #expect(resumed.stackIDs == ["Main", "Home"], "the tab selected at start is shown")
        #expect(
            resumed.navigator.firstContainerTabs == [["Home"], [], []],
            "Vault's tab starts again at its root, Safe's was never shown: neither is built")
    }

    /// Tabs whose root scenes carry the guards (a scene's `guards`, not the tab's): selecting the
    /// tab enters its scenes, as a link or a segue to them would.
    private func sceneGuardedHarness(_ data: TemporaryDataDirectory) throws -> NavigatorHarness {
        try guardsHarness(
            """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "Home", "root": "Home" }, { "id": "Vault", "root": "Vault" },
                  { "id": "Safe", "root": "Safe" }, { "id": "Panes", "root": "Panes" } ] } },
              { "id": "Home", "module": "Leaf", "title": "Home" },
              { "id": "Vault", "module": "Leaf", "title": "Vault",
                "guards": [ { "condition": "open", "refuse": "Shut." } ] },
              { "id": "Safe", "module": "Leaf", "title": "Safe",
                "guards": [ { "condition": "open", "redirect": "Gate" } ] },
              { "id": "Panes", "title": "Panes", "container": { "kind": "split", "panes": [
                  { "id": "Left", "root": "Home" }, { "id": "Right", "root": "Vault" } ] } },
              { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
            """, data)
    }

    @Test func aTabRootsSceneGuardRefusesSelectingTheTabAsItRefusesALink() throws {
        let data = TemporaryDataDirectory()
        let harness = try sceneGuardedHarness(data)
        let refusal = NavigationError.guardRefused(condition: "open", message: "Shut.")
        #expect(throws: refusal) { try harness.navigator.go(to: Link(parsing: "Main@Vault")) }
        #expect(throws: refusal) { try harness.navigator.selectTab("Vault") }
        #expect(harness.stackIDs == ["Main", "Home"])
        try harness.navigator.selectTab("Panes")
        #expect(throws: refusal) { try harness.navigator.selectTab("Right") }
        #expect(harness.stackIDs == ["Main", "Panes", "Home"])
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.selectTab("Right")
        #expect(harness.stackIDs == ["Main", "Panes", "Vault"])
        try harness.navigator.selectTab("Vault")
        #expect(harness.stackIDs == ["Main", "Vault"])
    }

    @Test func aSegueIntoATabWhoseRootsSceneGuardDoesNotHoldIsRefused() throws {
        let data = TemporaryDataDirectory()
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Main", "scenes": [
                  { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                      { "id": "Home", "root": "Home" }, { "id": "Vault", "root": "Vault" } ] } },
                  { "id": "Home", "module": "Leaf", "title": "Home", "segues": [
                      { "id": "Peek", "to": "Item", "tab": "Vault" },
                      { "id": "Swap", "to": "Item", "style": "replace", "tab": "Vault" } ] },
                  { "id": "Vault", "module": "Leaf", "title": "Vault",
                    "guards": [ { "condition": "open", "refuse": "Shut." } ] },
                  { "id": "Item", "module": "Leaf", "title": "Item" },
                  { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
                """,
            modules: [
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                StandInScene.moduleRoutingEverySegue(named: "Gate").adding(conditions: [Self.open]),
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        #expect(throws: NavigationError.guardRefused(condition: "open", message: "Shut.")) {
            try harness.navigator.performSegue("Peek")
        }
        #expect(harness.stackIDs == ["Main", "Home"])
        try harness.navigator.performSegue("Swap")
        #expect(harness.stackIDs == ["Main", "Item"], "a replace leaves nothing of the guarded scene")
    }

    @Test func aTabRootsSceneGuardRedirectsAndSelectsTheTabOnceItHolds() throws {
        let data = TemporaryDataDirectory()
        let harness = try sceneGuardedHarness(data)
        try harness.navigator.selectTab("Safe")
        #expect(harness.stackIDs == ["Main", "Home", "Gate"])
        _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
        try harness.navigator.dismiss()
        #expect(harness.stackIDs == ["Main", "Safe"])
    }

    // MARK: Checked when the storyboard loads

    private func problems(_ json: String) -> [String] {
        do {
            _ = try Storyboard(decoding: Array(json.utf8), file: "s.json")
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map { "\($0.path): \($0.problem.message)" }
        }
    }

    private func storyboard(container: String, extraScenes: String = "") -> String {
        """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": \(container) },
          { "id": "A", "module": "Leaf", "title": "A", "segues": [ { "id": "Go", "to": "B", "tab": "Two" },
              { "id": "Home", "to": "C", "style": "unwind" } ] },
          { "id": "B", "module": "Leaf", "title": "B" },
          { "id": "C", "module": "Leaf", "title": "C" }\(extraScenes) ] }
        """
    }

    @Test func aContainersMistakesAreReportedWithTheirPaths() {
        #expect(
            problems(storyboard(container: #"{ "kind": "tab", "tabs": [] }"#)).contains(
                "scenes[0].container.kind: unknown container kind 'tab'; did you mean 'tabs'?; expected one of tabs, split"
            ))
        #expect(
            problems(
                storyboard(
                    container:
                        #"{ "kind": "tabs", "selected": "Three", "tabs": [ { "id": "One", "root": "A" }, { "id": "One", "root": "Bee" } ] }"#
                )
            ).contains {
                $0.hasPrefix("scenes[0].container.tabs[1].id: duplicate tab id 'One'")
            })
        let unknownRoot = problems(
            storyboard(
                container: #"{ "kind": "tabs", "tabs": [ { "id": "One", "root": "A" }, { "id": "Two", "root": "Bee" } ] }"#
            ))
        #expect(unknownRoot.contains("scenes[0].container.tabs[1].root: tab 'Two' starts at unknown scene 'Bee'"))
        #expect(
            problems(storyboard(container: #"{ "kind": "split", "panes": [ { "root": "A" } ] }"#)).contains(
                "scenes[0].container.panes: a split has exactly two panes, the primary and the secondary; found 1"
            ))
    }

    @Test func aSegueIntoATabItsContainerLacksIsAnError() {
        let found = problems(
            storyboard(
                container: #"{ "kind": "tabs", "tabs": [ { "id": "One", "root": "A" }, { "id": "Three", "root": "C" } ] }"#
            ))
        #expect(
            found.contains {
                $0.hasPrefix("scenes[1].segues[0].tab: segue 'Go' leads into tab 'Two', but the container of scene 'A' has no such tab")
            })
    }

    @Test func anUnwindAcrossTabsIsAnError() {
        let found = problems(
            storyboard(
                container: #"{ "kind": "tabs", "tabs": [ { "id": "One", "root": "A" }, { "id": "Two", "root": "C" } ] }"#
            ))
        #expect(found.contains { $0.hasPrefix("scenes[1].segues[1].to: unwind segue 'Home' returns to 'C', which is in another tab than 'A'") })
    }

    @Test func aContainerInsideItselfIsTooDeep() {
        let found = problems(
            storyboard(
                container: #"{ "kind": "tabs", "tabs": [ { "id": "One", "root": "A" }, { "id": "Two", "root": "Inner" } ] }"#,
                extraScenes: #", { "id": "Inner", "title": "Inner", "container": { "kind": "tabs", "tabs": [ { "id": "Loop", "root": "Main" } ] } }"#
            ))
        #expect(found.contains { $0.contains("nests containers more than 3 deep (or holds itself)") })
    }

    @Test func aContainerHasNoModuleAndNoSegues() {
        let json = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "module": "Leaf", "segues": [],
                "container": { "kind": "tabs", "tabs": [ { "id": "One", "root": "A" } ] } },
              { "id": "A", "module": "Leaf", "title": "A" } ] }
            """
        #expect(
            problems(json) == [
                "scenes[0].module: a container has no 'module': the scenes of its stacks have them; remove it",
                "scenes[0].segues: a container has no 'segues': the scenes of its stacks have them; remove it",
            ])
    }
}

/// The contexts a test module's scenes were built with.
@MainActor final class ContextLog {
    var contexts: [SceneContext] = []
}

extension Navigator {
    /// The first container on the stack.
    fileprivate var firstContainer: Scene? { containerPositions.first.map { stack[$0] } }

    /// The ids of the scenes of each tab's stack of the first container on the stack (a tab never
    /// shown holds none).
    fileprivate var firstContainerTabs: [[String]]? { firstContainer?.tabs.map { $0.map(\.id) } }
}
