import SceneRuntime

protocol ContactListDisplayLogic: AnyObject {
    func displayContacts(viewModel: ContactList.FetchContacts.ViewModel)
    func displaySelection(viewModel: ContactList.SelectContact.ViewModel)
}

/// The list of contacts: select one to see it, add one, delete one.
final class ContactListViewController: SceneViewController, ContactListDisplayLogic {
    var interactor: (any ContactListBusinessLogic)?
    var router: (any ContactListRoutingLogic)?
    private(set) var displayed = ContactList.FetchContacts.ViewModel(
        displayedContacts: [], message: nil, error: nil)
    /// Whether the contacts were read: before, an empty list says nothing (there may be some).
    private var hasRead = false

    static let actions: ActionTable<ContactListViewController> = [
        SceneAction("select", arguments: "NUMBER", kinds: [.position], summary: "show a contact") {
            viewController, arguments in
            try arguments.expectAtMost(1)
            let number = try arguments.position(
                0, name: "NUMBER", count: viewController.displayed.displayedContacts.count)
            viewController.interactor?.selectContact(
                request: ContactList.SelectContact.Request(number: number))
            if viewController.displayed.error == nil { try viewController.router?.routeToShowContact() }
        },
        SceneAction("add", summary: "add a contact") { viewController, arguments in
            try arguments.expectAtMost(0)
            try viewController.router?.routeToAddContact()
        },
        SceneAction("delete", arguments: "NUMBER", kinds: [.position], summary: "delete a contact") {
            viewController, arguments in
            viewController.interactor?.deleteContact(
                request: ContactList.DeleteContact.Request(
                    number: try viewController.contactNumber(arguments)))
        }
        .asking { viewController, arguments in
            let number = try viewController.contactNumber(arguments)
            return "Delete \(viewController.displayed.displayedContacts[number - 1].name)?"
        },
    ]

    /// Every time the list appears (first, and back from a contact or a new one), it is read again.
    func viewWillAppear() {
        interactor?.fetchContacts(request: ContactList.FetchContacts.Request())
    }

    func displayContacts(viewModel: ContactList.FetchContacts.ViewModel) {
        displayed = viewModel
        hasRead = true
    }

    func displaySelection(viewModel: ContactList.SelectContact.ViewModel) {
        displayed = ContactList.FetchContacts.ViewModel(
            displayedContacts: displayed.displayedContacts, message: nil, error: viewModel.error)
    }

    /// The contact NUMBER names, a position in the list shown, the only argument.
    private func contactNumber(_ arguments: ActionArguments) throws(ActionError) -> Int {
        try arguments.expectAtMost(1)
        return try arguments.position(0, name: "NUMBER", count: displayed.displayedContacts.count)
    }

    var screen: Screen {
        // The phone numbers in a column.
        let rows = Screen.columns(displayed.displayedContacts.map { [$0.name, $0.phone] })
        var lines: [Screen.Line] = rows.enumerated().map { .item(number: $0.offset + 1, $0.element) }
        if lines.isEmpty && hasRead { lines.append(.placeholder("no contacts yet; type 'add'")) }
        if let message = displayed.message { lines.append(.success(message)) }
        if let error = displayed.error { lines.append(.error(error)) }
        return Screen(lines)
    }
}
