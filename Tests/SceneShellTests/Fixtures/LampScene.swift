import Observation
import SceneRuntime
import SceneTesting

// A VIPER-like scene whose View reads an observable presenter: `switch` turns the lamp on later,
// from async work, after the command has returned; `toggle` turns it on or off at once. Its title
// is `Lamp (on)` while it is on. `off` applies only while the lamp is on, and the `Out` segue
// only while it is off (the scene says why).

/// What the lamp scene shows, observable.
@MainActor @Observable final class LampPresenter {
    var isOn = false
    /// The async work `switch` started, for tests to wait for.
    @ObservationIgnored var work: Task<Void, Never>?

    /// Turns the lamp on after the command returned, as a presenter does when a worker's async
    /// call comes back.
    func switchOnLater() {
        work = Task { @MainActor in
            await Task.yield()
            self.isOn = true
        }
    }
}

@MainActor final class LampViewController: SceneViewController {
    let presenter = LampPresenter()

    static let actions: ActionTable<LampViewController> = [
        SceneAction("switch", summary: "turn the lamp on, in a moment") { view, _ in view.presenter.switchOnLater() },
        SceneAction("toggle", summary: "turn the lamp on or off now") { view, _ in view.presenter.isOn.toggle() },
        SceneAction("off", summary: "turn the lamp off") { view, _ in view.presenter.isOn = false },
    ]

    var screen: Screen { Screen([.text(presenter.isOn ? "The lamp is on." : "The lamp is off.")]) }

    var navigationTitle: String? { presenter.isOn ? "Lamp (on)" : nil }

    func availability(ofAction name: String) -> ActionAvailability {
        name == "off" && !presenter.isOn ? .unavailable(reason: "the lamp is off already") : .available
    }

    func availability(ofSegue identifier: String) -> ActionAvailability {
        identifier == "Out" && presenter.isOn ? .unavailable(reason: nil) : .available
    }
}

enum LampScene {
    static let module = SceneModule(name: "Lamp") { _ in (LampViewController(), StandInPassThroughRouter()) }

    static let storyboard = """
        {
          "version": 1,
          "initial": "Lamp",
          "scenes": [
            { "id": "Lamp", "module": "Lamp", "title": "Lamp", "segues": [ { "id": "Out", "to": "Porch" } ] },
            { "id": "Porch", "module": "Lamp", "title": "Porch" }
          ]
        }
        """
}
