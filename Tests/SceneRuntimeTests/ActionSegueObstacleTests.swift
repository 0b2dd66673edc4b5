import SceneTesting
import Testing

@testable import SceneRuntime

/// An action the storyboard says performs a segue (`"action"`) is not run when none of its segues
/// can be performed from the stack as it is (an unwind to a scene not below it): it would change
/// data and then fail to go anywhere, and change it again at each retry. It is not offered either.
@Suite @MainActor struct ActionSegueObstacleTests {
    /// Counts its saves, then unwinds with `Save`, as a form's `save` does.
    final class Form: SceneViewController {
        weak var navigator: Navigator?
        private(set) var saves = 0

        static let actions: ActionTable<Form> = [
            SceneAction("save", summary: "save and go back") { form, _ in
                form.saves += 1
                try form.navigator?.performSegue("Save")
            }
        ]
    }

    static let storyboard = """
        { "version": 2, "initial": "List", "scenes": [
          { "id": "List", "module": "Leaf", "title": "List", "segues": [
              { "id": "New", "to": "Form" }, { "id": "Show", "to": "Detail" } ] },
          { "id": "Detail", "module": "Leaf", "title": "Detail", "segues": [ { "id": "Edit", "to": "Form" } ] },
          { "id": "Form", "module": "Form", "title": "Form", "segues": [
              { "id": "Save", "to": "Detail", "style": "unwind", "action": "save" } ] } ] }
        """

    private func harness(_ form: Form) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                SceneModule(name: "Form") { _ in (form, StandInPassThroughRouter()) },
            ])
        form.navigator = harness.navigator
        try harness.start()
        return harness
    }

    @Test func anActionWhoseUnwindHasNowhereToGoIsRefusedBeforeItRunsAndNotOffered() throws {
        let form = Form()
        let harness = try harness(form)
        try harness.navigator.performSegue("New")
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.availableActions.isEmpty, "save is not offered")
        let reason =
            "cannot unwind with 'Save': scene 'Detail' is not below the top of the stack (List > Form)"
        #expect(scene.availability(ofAction: "save") == .unavailable(reason: reason))
        for _ in 0..<3 {
            #expect(throws: ActionError.unavailable(action: "save", reason: reason)) {
                try harness.perform("save")
            }
        }
        #expect(form.saves == 0, "refused before it ran: nothing saved, once or at each retry")
        #expect(harness.stackIDs == ["List", "Form"])
    }

    @Test func theSameActionWithItsDestinationBelowRunsAndUnwinds() throws {
        let form = Form()
        let harness = try harness(form)
        try harness.navigator.performSegue("Show")
        try harness.navigator.performSegue("Edit")
        #expect(harness.navigator.topScene?.availableActions.map(\.name) == ["save"])
        try harness.perform("save")
        #expect(form.saves == 1)
        #expect(harness.stackIDs == ["List", "Detail"])
    }
}
