import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import AddContact

@Suite @MainActor struct AddContactRouterTests {
    /// What the list below receives when the contact is saved, in place of the real ContactList.
    final class ContactListDataStoreSpy: ContactListDataStore {
        var addedContact: Contact?
    }

    /// A list that presents AddContact; a stand-in cannot, as it declares no segues.
    final class ContactListHostRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case addContact = "AddContact"
        }

        let dataStore = ContactListDataStoreSpy()

        static let routes: RouteTable<ContactListHostRouter> = [
            .addContact: { _, _ in }
        ]
    }

    final class ContactListHostViewController: SceneViewController {}

    static let storyboard = """
        { "version": 1, "initial": "ContactList", "scenes": [
          { "id": "ContactList", "module": "ContactListHost", "title": "Contacts", "segues": [
              { "id": "AddContact", "to": "AddContact", "style": "modal" } ] },
          { "id": "AddContact", "module": "AddContact", "title": "New contact", "segues": [
              { "id": "Save", "to": "ContactList", "style": "unwind" } ] } ] }
        """

    /// A harness showing AddContact presented over the list.
    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "ContactListHost") { _ in
                    (ContactListHostViewController(), ContactListHostRouter())
                },
                AddContactConfigurator.module,
            ],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
        try harness.start()
        try harness.navigator.performSegue("AddContact")
        return harness
    }

    @Test func saveUnwindsToTheListWithTheNewContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "first", arguments: ["mary", "ann"])
        try form.perform(action: "last", arguments: ["van", "der", "berg"])
        try form.perform(action: "phone", arguments: ["555", "0100"])
        try form.perform(action: "email", arguments: ["mary@example.com"])
        // When
        try form.perform(action: "save")
        // Then
        let expected = Contact(
            id: 4, firstName: "mary ann", lastName: "van der berg", phone: "555 0100", email: "mary@example.com")
        #expect(harness.stackIDs == ["ContactList"])
        #expect(try harness.topDataStore(as: ContactListDataStoreSpy.self).addedContact == expected)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().last == expected)
    }

    @Test func routeToContactListUnwindsWithTheSavedContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let router = try #require(harness.navigator.topScene?.router as? AddContactRouter)
        let interactor = try #require(harness.navigator.topScene).dataStore(as: AddContactInteractor.self)
        interactor.editField(request: AddContact.EditField.Request(field: .firstName, value: "Ada"))
        interactor.editField(request: AddContact.EditField.Request(field: .phone, value: "555-0100"))
        interactor.saveContact(request: AddContact.SaveContact.Request())
        // When
        try router.routeToContactList()
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(
            try harness.topDataStore(as: ContactListDataStoreSpy.self).addedContact
                == Contact(id: 4, firstName: "Ada", lastName: "", phone: "555-0100", email: ""))
    }

    @Test func saveWithProblemsStaysOnTheFormAndShowsThem() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "email", arguments: ["ada"])
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        let viewController = try #require(harness.topViewController(as: AddContactViewController.self))
        #expect(
            viewController.displayed.errors == [
                "first name is required", "phone is required", "email must look like name@example.com",
            ])
        let list = try #require(harness.navigator.stack.first)
        #expect(try list.dataStore(as: ContactListDataStoreSpy.self).addedContact == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().count == 3)
    }

    @Test func saveThatCannotBeWrittenStaysOnTheFormAndShowsWhy() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "first", arguments: ["Ada"])
        try form.perform(action: "phone", arguments: ["555-0100"])
        try directory.block()
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        let viewController = try #require(harness.topViewController(as: AddContactViewController.self))
        #expect(viewController.displayed.errors == ["contacts.json could not be saved: cannot create \(directory.path): a file is in the way"])
    }

    @Test func theSceneIsDeallocatedOnceItUnwinds() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        try harness.navigator.topScene?.perform(action: "first", arguments: ["Ada"])
        try harness.navigator.topScene?.perform(action: "phone", arguments: ["555-0100"])
        // When
        try harness.navigator.topScene?.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(leaks.alive.isEmpty)
    }
}
