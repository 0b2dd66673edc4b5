import ContactsDomain
import SceneRuntime

@MainActor protocol AddContactDisplayLogic: AnyObject {
    func displayForm(viewModel: AddContact.ViewModel)
}

/// The form of a new contact, presented modally over the list. A form holding something not
/// saved asks before it is left.
@MainActor final class AddContactViewController: SceneViewController, AddContactDisplayLogic, LeaveChecking {
    var interactor: (any AddContactBusinessLogic)?
    var router: (any AddContactRoutingLogic)?
    private(set) var displayed = AddContactPresenter.viewModel(ContactForm(), errors: [], saved: false)

    static let actions = ActionTable<AddContactViewController>(
        ContactForm.Field.allCases.map { field in
            SceneAction(
                field.command, arguments: field.argument, kinds: [field == .email ? .email : .freeText],
                summary: "set the \(field.label.lowercased())"
            ) {
                viewController, arguments in
                try arguments.expectAtMost(1)
                viewController.interactor?.editField(
                    request: AddContact.EditField.Request(field: field, value: arguments.rest(from: 0)))
            }
        } + [
            SceneAction("save", summary: "save the contact and go back to the list") {
                viewController, arguments in
                try arguments.expectAtMost(0)
                viewController.interactor?.saveContact(request: AddContact.SaveContact.Request())
                if viewController.displayed.saved { try viewController.router?.routeToContactList() }
            }
        ])

    func displayForm(viewModel: AddContact.ViewModel) {
        displayed = viewModel
    }

    func reasonToStay(_ request: LeaveRequest) -> String? {
        interactor?.unsavedForm.map(AddContactPresenter.leaveQuestion(for:))
    }

    var screen: Screen {
        Screen(
            displayed.fields.map { .field(label: $0.label, value: $0.value) }
                + displayed.errors.map { .error($0) }
                + [.placeholder("type 'first Ada', 'phone 555-0100', ... then 'save'; 'dismiss' to give up")])
    }
}
