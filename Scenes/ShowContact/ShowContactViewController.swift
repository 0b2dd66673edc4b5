import SceneRuntime

protocol ShowContactDisplayLogic: AnyObject {
    func displayContact(viewModel: ShowContact.GetContact.ViewModel)
}

/// One contact, and the way to edit it.
final class ShowContactViewController: SceneViewController, ShowContactDisplayLogic {
    var interactor: (any ShowContactBusinessLogic)?
    var router: (any ShowContactRoutingLogic)?
    private(set) var displayed = ShowContact.GetContact.ViewModel(name: "", fields: [])

    static let actions: ActionTable<ShowContactViewController> = [
        SceneAction("edit", summary: "edit this contact") { viewController, arguments in
            try arguments.expectAtMost(0)
            try viewController.router?.routeToEditContact()
        }
    ]

    /// Read when built, so that a split's pane that is drawn without having the focus shows the
    /// contact (the first VIP cycle).
    func viewDidLoad() {
        interactor?.getContact(request: ShowContact.GetContact.Request())
    }

    /// Read again each time it appears, so that an edit shows at once.
    func viewWillAppear() {
        interactor?.getContact(request: ShowContact.GetContact.Request())
    }

    func displayContact(viewModel: ShowContact.GetContact.ViewModel) {
        displayed = viewModel
    }

    /// Editing applies only while a contact is shown: none is before the list selects one, and one
    /// deleted from the list leaves none.
    func availability(ofAction name: String) -> ActionAvailability {
        name == "edit" ? editing : .available
    }

    /// The way to the form, as `edit`.
    func availability(ofSegue identifier: String) -> ActionAvailability {
        identifier == "EditContact" ? editing : .available
    }

    /// Whether the contact shown can be edited, and if not, why.
    private var editing: ActionAvailability {
        if displayed.showsContact { return .available }
        return .unavailable(reason: displayed.hint == nil ? "no contact is shown" : "no contact is selected")
    }

    var screen: Screen {
        var lines: [Screen.Line] = displayed.name.isEmpty ? [] : [.heading(displayed.name)]
        lines.reserveCapacity(2 + displayed.fields.count)
        if let hint = displayed.hint { lines.append(.placeholder(hint)) }
        for field in displayed.fields { lines.append(.field(label: field.label, value: field.value)) }
        if let message = displayed.message { lines.append(.success(message)) }
        return Screen(lines)
    }
}
