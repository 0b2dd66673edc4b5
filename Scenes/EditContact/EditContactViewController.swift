import ContactsDomain
import SceneRuntime

@MainActor protocol EditContactDisplayLogic: AnyObject {
    func displayForm(viewModel: EditContact.ViewModel)
}

/// The form of an existing contact, pushed over its detail. Changes not saved ask before the
/// scene is left.
@MainActor final class EditContactViewController: SceneViewController, EditContactDisplayLogic, LeaveChecking
{
    var interactor: (any EditContactBusinessLogic)?
    var router: (any EditContactRoutingLogic)?
    private(set) var displayed = EditContactPresenter.viewModel(ContactForm(), errors: [], saved: false)

    static let actions = ActionTable<EditContactViewController>(
        ContactForm.Field.allCases.map { field in
            SceneAction(
                field.command, arguments: field.argument, kinds: [field == .email ? .email : .freeText],
                summary: "set the \(field.label.lowercased())"
            ) {
                viewController, arguments in
                try arguments.expectAtMost(1)
                viewController.interactor?.editField(
                    request: EditContact.EditField.Request(field: field, value: arguments.rest(from: 0)))
            }
        } + [
            SceneAction("save", summary: "save the change and go back to the contact") {
                viewController, arguments in
                try arguments.expectAtMost(0)
                viewController.interactor?.saveContact(request: EditContact.SaveContact.Request())
                if viewController.displayed.saved { try viewController.router?.routeToShowContact() }
            }
        ])

    func viewDidLoad() {
        interactor?.startEditing(request: EditContact.StartEditing.Request())
    }

    func displayForm(viewModel: EditContact.ViewModel) {
        displayed = viewModel
    }

    func reasonToStay(_ request: LeaveRequest) -> String? {
        interactor?.contactWithUnsavedChanges.map(EditContactPresenter.leaveQuestion(for:))
    }

    var screen: Screen {
        Screen(
            displayed.fields.map { .field(label: $0.label, value: $0.value) }
                + displayed.errors.map { .error($0) }
                + [
                    .placeholder(
                        "change fields with 'first', 'last', 'phone', 'email', then 'save'; 'back' to give up"
                    )
                ])
    }
}
