import ContactsDomain
import SceneRuntime

protocol ContactEditorDisplayLogic: AnyObject {
    func displayForm(viewModel: ContactEditor.ViewModel)
}

/// The form of a contact: a new one presented modally over the list, or an existing one pushed
/// over its detail. A form holding something not saved asks before it is left.
final class ContactEditorViewController: SceneViewController, ContactEditorDisplayLogic, LeaveChecking {
    var interactor: (any ContactEditorBusinessLogic)?
    var router: (any ContactEditorRoutingLogic)?
    private(set) var displayed = ContactEditor.ViewModel(fields: [], errors: [], hint: "", saved: false)

    static let actions = ActionTable<ContactEditorViewController>(
        ContactForm.Field.allCases.map { field in
            SceneAction(
                field.command, arguments: field.argument, kinds: [field == .email ? .email : .freeText],
                summary: "set the \(field.label.lowercased())"
            ) {
                viewController, arguments in
                try arguments.expectAtMost(1)
                viewController.interactor?.editField(
                    request: ContactEditor.EditField.Request(field: field, value: arguments.rest(from: 0)))
            }
        } + [
            SceneAction("save", summary: "save the contact and go back") {
                viewController, arguments in
                try arguments.expectAtMost(0)
                viewController.interactor?.saveContact(request: ContactEditor.SaveContact.Request())
                if viewController.displayed.saved { try viewController.router?.routeToSave() }
            }
        ])

    func viewDidLoad() {
        interactor?.startEditing(request: ContactEditor.StartEditing.Request())
    }

    func displayForm(viewModel: ContactEditor.ViewModel) {
        displayed = viewModel
    }

    func reasonToStay(_ request: LeaveRequest) -> String? {
        interactor?.unsavedChanges.map(ContactEditorPresenter.leaveQuestion(for:))
    }

    var screen: Screen {
        Screen(
            displayed.fields.map { .field(label: $0.label, value: $0.value) }
                + displayed.errors.map { .error($0) }
                + [.placeholder(displayed.hint)])
    }
}
