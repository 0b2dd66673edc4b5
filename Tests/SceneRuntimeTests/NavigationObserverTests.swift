import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Observers see every navigation, in order, once it is over: what was asked, between which
/// scenes, the data it passed, what it popped, the stack after it, and the error of a refusal.
@Suite @MainActor struct NavigationObserverTests {
    /// Origin pushes, presents and replaces; Typed unwinds to Origin with its result.
    static let storyboard = """
        { "version": 2, "initial": "Origin", "scenes": [
          { "id": "Origin", "module": "Origin", "title": "Origin", "segues": [
            { "id": "Push", "to": "Typed", "pass": \(constants) },
            { "id": "Present", "to": "Typed", "style": "modal", "pass": \(constants) },
            { "id": "Restart", "to": "Origin", "style": "replace", "pass": { "result": { "value": 5 } } } ] },
          { "id": "Typed", "module": "Typed", "title": "Typed", "segues": [
            { "id": "Return", "to": "Origin", "style": "unwind", "pass": { "result": { "from": "result" } } },
            { "id": "Deeper", "to": "Origin", "style": "push" } ] } ] }
        """
    static let constants = """
        { "text": { "value": "hi" }, "integer": { "value": 7 }, "decimal": { "value": 12.5 },
          "boolean": { "value": true }, "date": { "value": "2026-11-22T09:30:00Z" },
          "identifier": { "value": "C-1" }, "list": { "value": [1, 2] } }
        """
    /// What Push and Present pass, as event lines show it (mode gets its default).
    static let passed =
        #"boolean=true, date="2026-11-22T09:30:00Z", decimal=12.5, identifier="C-1", integer=7, list=[1, 2], "#
        + #"mode="view", text="hi""#

    private func typedHarness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard, modules: [TypedModules.origin, TypedModules.typed])
    }

    @Test func aSegueOfEachStyleIsReportedWithTheDataItPassed() throws {
        let harness = try typedHarness()
        let recorder = NavigationRecorder(harness)
        try harness.start()
        try harness.navigator.performSegue("Push")
        try harness.topDataStore(as: TypedStore.self).result = 3
        try harness.navigator.performSegue("Return")
        try harness.navigator.performSegue("Present")
        try harness.navigator.dismiss()
        try harness.navigator.performSegue("Restart")
        #expect(
            recorder.lines == [
                "replaceRoot: (empty) -> Origin; stack Origin",
                "segue Push: Origin -> Typed (push) passing \(Self.passed); stack Origin, Typed",
                "segue Return: Typed -> Origin (unwind) passing result=3 popping Typed; stack Origin",
                "segue Present: Origin -> Typed (modal) passing \(Self.passed); stack Origin, Typed",
                "dismiss: Typed -> Origin popping Typed; stack Origin",
                "segue Restart: Origin -> Origin (replace) passing result=5 popping Origin; stack Origin",
            ])
        #expect(recorder.events.map(\.sequence) == [1, 2, 3, 4, 5, 6])
        let push = recorder.events[1]
        #expect(push.kind == .segue && push.segue == "Push" && push.style == .push)
        #expect(push.passed["integer"] == .integer(7))
        #expect(push.stackIDs == ["Origin", "Typed"])
        #expect(push.stack[1].presentation == .push && push.stack[1].inputs["text"] == .text("hi"))
        #expect(recorder.events[2].stack[0].inputs == ["result": .integer(3)], "the unwind's result is in the stack")
        #expect(recorder.events.allSatisfy { $0.succeeded })
    }

    @Test func backDismissPopToAndRootAreReportedWithWhatTheyPopped() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        let recorder = NavigationRecorder(navigator)
        try navigator.performSegue("Open")
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        try navigator.performSegue("Open")
        try navigator.dismiss()
        try navigator.back()
        try navigator.performSegue("Open")
        try navigator.pop(to: "Detail")
        try navigator.pop(to: "Detail")
        try navigator.popToRoot()
        try navigator.popToRoot()
        #expect(
            recorder.drain() == [
                "segue Open: List -> Detail (push); stack List, Detail",
                "segue Open: Detail -> Detail (push); stack List, Detail, Detail",
                "segue Present: Detail -> Form (modal); stack List, Detail, Detail, Form",
                "segue Open: Form -> Detail (push); stack List, Detail, Detail, Form, Detail",
                "dismiss: Detail -> Detail popping Form, Detail; stack List, Detail, Detail",
                "back: Detail -> Detail popping Detail; stack List, Detail",
                "segue Open: Detail -> Detail (push); stack List, Detail, Detail",
                "popTo: Detail -> Detail; stack List, Detail, Detail",
                "popTo: Detail -> Detail; stack List, Detail, Detail",
                "popToRoot: Detail -> List popping Detail, Detail; stack List",
                "popToRoot: List -> List; stack List",
            ])
    }

    @Test func restoreAndReloadAreOneEventEach() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        let recorder = NavigationRecorder(navigator)
        try navigator.restore([
            NavigationState.Entry(sceneID: "List", presentation: .root), NavigationState.Entry(sceneID: "Detail", presentation: .push),
            NavigationState.Entry(sceneID: "Form", presentation: .modal),
        ])
        // Form's module changes: Form is popped.
        let withoutForm = """
            { "version": 1, "initial": "List", "scenes": [
              { "id": "List", "module": "Note", "title": "List", "segues": [ { "id": "Open", "to": "Detail" } ] },
              { "id": "Detail", "module": "Note", "title": "Detail" },
              { "id": "Form", "module": "Other", "title": "Form" } ] }
            """
        try navigator.replaceStoryboard(try fixtures.storyboard(withoutForm))
        try navigator.replaceStoryboard(try fixtures.storyboard(withoutForm))
        #expect(
            recorder.drain() == [
                "restore: List -> Form popping List; stack List, Detail, Form",
                "reload: Form -> Detail popping Form; stack List, Detail",
                "reload: Detail -> Detail; stack List, Detail",
            ])
        // Not even the root remains: the new initial scene becomes the root.
        let noList = """
            { "version": 1, "initial": "Home", "scenes": [
              { "id": "List", "module": "Other", "title": "List" }, { "id": "Home", "module": "Note", "title": "Home" } ] }
            """
        try navigator.replaceStoryboard(try fixtures.storyboard(noList))
        #expect(
            recorder.drain() == ["reload: Detail -> Home popping List, Detail; stack Home"],
            "a reload that replaces the root is one reload event, not a replace root")
    }

    @Test func aRefusedNavigationIsReportedWithItsErrorAndTheStackUnchanged() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        let recorder = NavigationRecorder(navigator)
        #expect(throws: RoutingError.self) { try navigator.performSegue("Nope") }
        #expect(throws: FixtureError.routeExploded) { try navigator.performSegue("Explode") }
        #expect(throws: NavigationError.self) { try navigator.back() }
        #expect(throws: NavigationError.self) { try navigator.pop(to: "Form") }
        #expect(throws: NavigationError.self) { try navigator.restore([]) }
        let lines = recorder.drain()
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("segue Nope: List refused: scene 'List' has no segue 'Nope'"))
        #expect(lines[1] == "segue Explode: List -> Detail (push) refused: routeExploded; stack List")
        #expect(lines[2] == "back: List refused: 'List' is the root scene; there is nothing to go back to; stack List")
        #expect(lines[3].hasPrefix("popTo: List -> Form refused: "))
        #expect(lines[4].hasPrefix("restore: List refused: "))
        #expect(lines.allSatisfy { $0.hasSuffix("; stack List") })
        #expect(navigator.ids == ["List"])
    }

    @Test func aNavigationRefusedDuringATransitionIsReportedBeforeTheOneThatRan() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        var refusal: (any Error)?
        fixtures.hooks.onLoad = { context in
            do { try context.performSegue("Open") } catch { refusal = error }
        }
        let recorder = NavigationRecorder(navigator)
        try navigator.performSegue("Open")
        #expect(refusal as? NavigationError == .transitionInProgress("segue 'Open'"))
        #expect(
            recorder.drain() == [
                "segue Open: List -> Detail (push) refused: cannot segue 'Open' while another transition"
                    + " is in progress; stack List",
                "segue Open: List -> Detail (push); stack List, Detail",
            ])
    }

    @Test func navigationsAScenePerformsItselfAreReported() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        let recorder = NavigationRecorder(navigator)
        var observedDuringAppear: [String] = []
        var presented = false
        fixtures.hooks.onAppear = { context in
            if context.sceneID == "Detail" && !presented {
                presented = true
                try? context.performSegue("Present")
                // The segue above, and the dismiss Form performed when it appeared, are over.
                observedDuringAppear = recorder.lines
            }
            if context.sceneID == "Form" { try? context.dismiss() }
        }
        try navigator.performSegue("Open")
        #expect(observedDuringAppear.isEmpty, "events wait until the outermost navigation is over")
        #expect(
            recorder.drain() == [
                "segue Open: List -> Detail (push); stack List, Detail",
                "segue Present: Detail -> Form (modal); stack List, Detail, Form",
                "dismiss: Form -> Detail popping Form; stack List, Detail",
            ])
        #expect(navigator.ids == ["List", "Detail"])
    }

    @Test func anObserverSeesTheStackItsEventDescribesOutsideAnyTransition() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        var seen: [[String]] = []
        // Weakly: the navigator keeps its observers, so a strong reference would keep both.
        navigator.addObserver { [weak navigator] event in
            #expect(navigator?.ids == event.stackIDs)
            seen.append(event.stackIDs)
        }
        try navigator.performSegue("Open")
        try navigator.performSegue("Present")
        #expect(seen == [["List", "Detail"], ["List", "Detail", "Form"]])
    }

    @Test func aRemovedObserverReceivesNothingMore() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        var first: [Int] = []
        var second: [Int] = []
        let observation = navigator.addObserver { first.append($0.sequence) }
        // An observer removes the one after it while an event is being delivered: that one does
        // not receive it.
        let remover = Remover()
        navigator.addObserver { [weak navigator] event in
            if event.sequence == 2, let next = remover.next { navigator?.removeObserver(next) }
        }
        remover.next = navigator.addObserver { second.append($0.sequence) }
        try navigator.performSegue("Open")
        try navigator.back()
        navigator.removeObserver(observation)
        try navigator.performSegue("Open")
        #expect(first == [1, 2])
        #expect(second == [1])

        let recorder = NavigationRecorder(navigator)
        try navigator.back()
        recorder.stop()
        try navigator.performSegue("Open")
        #expect(recorder.lines == ["back: Detail -> List popping Detail; stack List"])
    }

    @Test func anObserverMayNavigateAndItsEventComesAfterTheCurrentOne() throws {
        let fixtures = try Fixtures()
        let navigator = try fixtures.navigator()
        var goneBack = false
        navigator.addObserver { [weak navigator] event in
            guard event.kind == .segue, !goneBack else { return }
            goneBack = true
            do { try navigator?.back() } catch { Issue.record(error, "an observer may navigate") }
        }
        let recorder = NavigationRecorder(navigator)
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List"])
        #expect(
            recorder.drain() == [
                "segue Open: List -> Detail (push); stack List, Detail",
                "back: Detail -> List popping Detail; stack List",
            ], "every observer sees the segue, then the back its observer performed")
        try navigator.performSegue("Open")
        #expect(navigator.ids == ["List", "Detail"], "the navigator goes on working")
    }

    @Test func anEventIsOneLineOfJSONWithEveryKey() throws {
        let event = NavigationEvent(
            sequence: 4, kind: .segue, source: "A", destination: "B\u{1B}[2J", segue: "Go", style: .push,
            passed: ["note": .text("say \"hi\"\n"), "count": .integer(2), "tags": .list([.text("x")])],
            popped: [], state: NavigationState(stack: [NavigationState.Entry(sceneID: "A", presentation: .root)]), error: FixtureError.routeExploded)
        let line = event.jsonLine()
        #expect(!line.contains("\n") && !line.contains("\u{1B}"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["seq", "event", "ok", "from", "to", "segue", "style", "passed", "popped", "stack", "tab", "in", "error"])
        #expect(object["seq"] as? Int == 4)
        #expect(object["event"] as? String == "segue")
        #expect(object["ok"] as? Bool == false)
        #expect(object["to"] as? String == "B\u{1B}[2J")
        let passed = try #require(object["passed"] as? [String: Any])
        #expect(passed["note"] as? String == "say \"hi\"\n")
        #expect(passed["count"] as? Int == 2)
        #expect(passed["tags"] as? [String] == ["x"])
        #expect(object["stack"] as? [String] == ["A"])
        #expect(object["error"] as? String == "routeExploded")
        let start = NavigationEvent(sequence: 1, kind: .replaceRoot, source: nil, destination: "A", state: NavigationState(stack: []))
        #expect(
            start.jsonLine()
                == #"{"seq":1,"event":"replaceRoot","ok":true,"from":null,"to":"A","segue":null,"style":null,"#
                + #""passed":{},"popped":[],"stack":[],"tab":null,"in":[],"error":null}"#)
    }

    /// The WritingAScene article's example, as written there.
    @Test func theReadmeExampleRecordsWhatItSays() throws {
        let json = Fixtures.flow
        let log = LifecycleLog()
        let modules = [NoteConfigurator.module(named: "Note", log: log), OtherConfigurator.module]
        let harness = try NavigatorHarness(storyboard: json, modules: modules)
        let recorder = NavigationRecorder(harness)
        try harness.start()
        try harness.navigator.performSegue("Open")
        #expect(
            recorder.drain() == [
                "replaceRoot: (empty) -> List; stack List",
                "segue Open: List -> Detail (push); stack List, Detail",
            ])
    }
}

/// Holds the observation an observer removes.
@MainActor private final class Remover {
    var next: Navigator.Observation?
}
