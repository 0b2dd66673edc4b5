import SceneRuntime

// A scene that reports its failures on its screen, as the demo app's forms and lists do, for the
// shell's rule on which commands failed. `set bad` is refused with an error line; any other value
// clears it. The scene `Broken` shows a standing problem each time it appears (until a `set`);
// `done VALUE` unwinds with VALUE, and the scene it returns to shows an error if VALUE is `bad`.

@MainActor final class FormStore {
    var returned: String?
}

@MainActor final class FormViewController: SceneViewController {
    let context: SceneContext
    let store: FormStore
    private var error: String?
    private var standing: String?

    init(context: SceneContext, store: FormStore) {
        self.context = context
        self.store = store
    }

    static let actions: ActionTable<FormViewController> = [
        SceneAction("set", arguments: "VALUE", summary: "set the value; 'bad' is refused") { viewController, arguments in
            let value = try arguments.string(0, name: "VALUE")
            viewController.standing = nil
            viewController.error = value == "bad" ? "'bad' is not a value" : nil
        },
        SceneAction("next", summary: "show the next scene") { viewController, _ in
            viewController.error = nil
            try viewController.context.performSegue(FormRouter.SegueIdentifier.next)
        },
        SceneAction("done", arguments: "VALUE", summary: "go back with a value") { viewController, arguments in
            viewController.store.returned = try arguments.string(0, name: "VALUE")
            try viewController.context.performSegue(FormRouter.SegueIdentifier.done)
        },
    ]

    func viewWillAppear() {
        if context.sceneID == "Broken" { standing = "the file is corrupt" }
        if store.returned == "bad" { error = "what came back is 'bad'" }
        store.returned = nil
    }

    var screen: Screen {
        Screen([.text(context.title)] + [standing, error].compactMap { $0.map { Screen.Line.error($0) } })
    }
}

@MainActor final class FormRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case next = "Next"
        case done = "Done"
    }

    var dataStore: FormStore?

    static let routes: RouteTable<FormRouter> = [
        .next: { _, _ in },
        .done: { router, segue in
            try segue.destinationDataStore(as: FormStore.self).returned = router.dataStore?.returned
        },
    ]
}

enum FormConfigurator {
    static let module = SceneModule(name: "Form") { context in
        let store = FormStore()
        let router = FormRouter()
        router.dataStore = store
        return (FormViewController(context: context, store: store), router)
    }

    static let storyboard = """
        {
          "version": 1,
          "initial": "Start",
          "scenes": [
            { "id": "Start", "module": "Form", "title": "Start", "segues": [ { "id": "Next", "to": "Broken" } ] },
            { "id": "Broken", "module": "Form", "title": "Broken", "segues": [ { "id": "Next", "to": "Child" } ] },
            { "id": "Child", "module": "Form", "title": "Child", "segues": [
                { "id": "Done", "to": "Broken", "style": "unwind" } ] }
          ]
        }
        """
}
