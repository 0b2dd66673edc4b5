import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactEditor

@Suite struct ContactEditorRouterTests {
    // MARK: AddContact: a new contact, presented over the list

    /// What the list below receives when the contact is saved, in place of the real ContactList.
    final class ContactListDataStoreSpy: ContactListDataStore {
        var addedContact: Contact?
    }

    /// A list that presents AddContact; a stand-in cannot, as it declares no segues.
    final class ContactListHostRouter: SceneRouter {
        let dataStore = ContactListDataStoreSpy()

        enum SegueIdentifier: String, SceneSegueIdentifier {
            case addContact = "AddContact"
        }

        static let routes: RouteTable<ContactListHostRouter> = [
            .addContact: { _, _ in }
        ]
    }

    final class ContactListHostViewController: SceneViewController {}

    static let addStoryboard = """
        { "version": 1, "initial": "ContactList", "scenes": [
          { "id": "ContactList", "module": "ContactListHost", "title": "Contacts", "segues": [
              { "id": "AddContact", "to": "AddContact", "style": "modal" } ] },
          { "id": "AddContact", "module": "ContactEditor", "title": "New contact", "segues": [
              { "id": "Save", "to": "ContactList", "style": "unwind" } ] } ] }
        """

    /// A harness showing AddContact presented over the list.
    func makeAddHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.addStoryboard,
            modules: [
                SceneModule(name: "ContactListHost") { _ in
                    (ContactListHostViewController(), ContactListHostRouter())
                },
                ContactEditorConfigurator.module,
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
        let harness = try makeAddHarness(dataDirectory: directory)
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

    @Test func routeToSaveANewContactUnwindsWithTheSavedContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        let router = try #require(harness.navigator.topScene?.router as? ContactEditorRouter)
        let interactor = try #require(router.dataStore as? ContactEditorInteractor)
        interactor.editField(request: ContactEditor.EditField.Request(field: .firstName, value: "Ada"))
        interactor.editField(request: ContactEditor.EditField.Request(field: .phone, value: "555-0100"))
        interactor.saveContact(request: ContactEditor.SaveContact.Request())
        // When
        try router.routeToSave()
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(
            try harness.topDataStore(as: ContactListDataStoreSpy.self).addedContact
                == Contact(id: 4, firstName: "Ada", lastName: "", phone: "555-0100", email: ""))
    }

    @Test func saveOfANewContactWithProblemsStaysOnTheFormAndShowsThem() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "email", arguments: ["ada"])
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        #expect(
            viewController.displayed.errors == [
                "first name is required", "phone is required", "email must look like name@example.com",
            ])
        let list = try #require(harness.navigator.stack.first)
        #expect(try list.dataStore(as: ContactListDataStoreSpy.self).addedContact == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().count == 3)
    }

    @Test func saveOfANewContactThatCannotBeWrittenStaysOnTheFormAndShowsWhy() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "first", arguments: ["Ada"])
        try form.perform(action: "phone", arguments: ["555-0100"])
        try directory.block()
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        #expect(viewController.displayed.errors == ["contacts.json could not be saved: cannot create \(directory.path): a file is in the way"])
    }

    @Test func theAddSceneIsDeallocatedOnceItUnwinds() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        try harness.perform("first", "Ada")
        try harness.perform("phone", "555-0100")
        // When
        try harness.perform("save")
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(leaks.alive.isEmpty)
    }

    // MARK: EditContact: a change, pushed over the contact

    /// The contact's detail below: a stand-in with ShowContact's contract, which offers the id of the
    /// contact it shows and takes it back when the edit is saved.
    static let showContactHost = StandInScene.module(
        named: "ShowContactHost",
        interface: SceneInterface(
            inputs: [.init(name: "contactID", type: .integer, isRequired: false)],
            outputs: [.init(name: "contactID", type: .integer)]))

    static let editStoryboard = """
        { "version": 2, "initial": "ShowContact", "scenes": [
          { "id": "ShowContact", "module": "ShowContactHost", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push",
                "pass": { "contactID": { "from": "contactID" } } } ] },
          { "id": "EditContact", "module": "ContactEditor", "title": "Edit contact", "segues": [
              { "id": "Save", "to": "ShowContact", "style": "unwind",
                "pass": { "contactID": { "from": "contactID" } } } ] } ] }
        """

    /// ada lovelace, one of the samples of a new data directory.
    static let ada = ContactsWorker.samples[2]

    /// A harness showing EditContact pushed over the detail of ada lovelace.
    static func makeEditHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.editStoryboard, modules: [Self.showContactHost, ContactEditorConfigurator.module],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
        try harness.start()
        try harness.topDataStore(as: StandInValues.self).outputs["contactID"] = .integer(Self.ada.id)
        try harness.navigator.performSegue("EditContact")
        return harness
    }

    /// What the detail below was given back.
    func showContactInputs(in harness: NavigatorHarness) throws -> [String: SceneValue] {
        try #require(harness.navigator.stack.first).dataStore(as: StandInValues.self).inputs
    }

    @Test func theFormShowsTheContactPassedIn() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        // When
        let harness = try Self.makeEditHarness(dataDirectory: directory)
        // Then
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        #expect(
            viewController.displayed.fields.map(\.value) == ["Ada", "Lovelace", "555-030-1815", "ada@engine.example"])
        #expect(viewController.displayed.errors.isEmpty)
    }

    @Test func saveSavesTheChangeAndUnwindsToShowContactWithTheContactsID() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try Self.makeEditHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "first", arguments: ["Augusta", "Ada"])
        try form.perform(action: "last", arguments: ["King"])
        // When
        try form.perform(action: "save")
        // Then
        let changed = Contact(
            id: 3, firstName: "Augusta Ada", lastName: "King", phone: "555-030-1815", email: "ada@engine.example")
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(try showContactInputs(in: harness) == ["contactID": .integer(3)])
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().last == changed)
    }

    @Test func routeToSaveAChangePassesTheContactsIDBack() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try Self.makeEditHarness(dataDirectory: directory)
        let router = try #require(harness.navigator.topScene?.router as? ContactEditorRouter)
        let interactor = try #require(router.dataStore as? ContactEditorInteractor)
        interactor.editField(request: ContactEditor.EditField.Request(field: .phone, value: "555-0199"))
        interactor.saveContact(request: ContactEditor.SaveContact.Request())
        // When
        try router.routeToSave()
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(try showContactInputs(in: harness) == ["contactID": .integer(3)])
        #expect(ContactsWorker(dataDirectory: directory.path).contact(id: 3)?.phone == "555-0199")
    }

    @Test func saveOfAChangeWithProblemsStaysOnTheFormAndLeavesTheContactAlone() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try Self.makeEditHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "phone", arguments: ["none"])
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        #expect(viewController.displayed.errors == ["phone may hold only digits, spaces and + - ( ), at least 3 digits"])
        #expect(try showContactInputs(in: harness).isEmpty, "nothing was passed back")
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    @Test func theEditSceneIsDeallocatedOnceItUnwinds() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try Self.makeEditHarness(dataDirectory: directory)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        try harness.perform("email", "ada@example.com")
        // When
        try harness.perform("save")
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(leaks.alive.isEmpty)
    }
}
