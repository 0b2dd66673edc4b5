import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import EditContact

@Suite @MainActor struct EditContactRouterTests {
    /// What the contact's detail below holds and receives back, in place of the real ShowContact.
    final class ShowContactDataStoreSpy: ShowContactDataStore {
        var contact: Contact?

        init(contact: Contact?) {
            self.contact = contact
        }
    }

    /// A detail that pushes EditContact with its contact, as the real ShowContact does; a stand-in
    /// cannot, as it declares no segues.
    final class ShowContactHostRouter: SceneRouter {
        let dataStore: ShowContactDataStoreSpy

        init(dataStore: ShowContactDataStoreSpy) {
            self.dataStore = dataStore
        }

        static let routes: RouteTable<ShowContactHostRouter> = [
            "EditContact": { router, segue in
                let destination = try segue.destinationDataStore(as: (any EditContactDataStore).self)
                destination.contact = router.dataStore.contact
            }
        ]
    }

    final class ShowContactHostViewController: SceneViewController {}

    static let storyboard = """
        { "version": 1, "initial": "ShowContact", "scenes": [
          { "id": "ShowContact", "module": "ShowContactHost", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push" } ] },
          { "id": "EditContact", "module": "EditContact", "title": "Edit contact", "segues": [
              { "id": "Save", "to": "ShowContact", "style": "unwind" } ] } ] }
        """

    /// ada lovelace, one of the samples of a new data directory.
    static let ada = ContactsWorker.samples[2]

    /// A harness showing EditContact pushed over the detail of ada lovelace.
    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "ShowContactHost") { _ in
                    (ShowContactHostViewController(), ShowContactHostRouter(dataStore: .init(contact: Self.ada)))
                },
                EditContactConfigurator.module,
            ],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
        try harness.start()
        try harness.navigator.performSegue("EditContact")
        return harness
    }

    func showContactSpy(in harness: NavigatorHarness) throws -> ShowContactDataStoreSpy {
        try #require(harness.navigator.stack.first).dataStore(as: ShowContactDataStoreSpy.self)
    }

    @Test func theFormShowsTheContactPassedIn() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        // When
        let harness = try makeHarness(dataDirectory: directory)
        // Then
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        let viewController = try #require(harness.topViewController(as: EditContactViewController.self))
        #expect(
            viewController.displayed.fields.map(\.value) == ["ada", "lovelace", "555-030-1815", "ada@engine.example"])
        #expect(viewController.displayed.errors.isEmpty)
    }

    @Test func saveUnwindsToShowContactWithTheChangedContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "first", arguments: ["Augusta", "Ada"])
        try form.perform(action: "last", arguments: ["King"])
        // When
        try form.perform(action: "save")
        // Then
        let changed = Contact(
            id: 3, firstName: "Augusta Ada", lastName: "King", phone: "555-030-1815", email: "ada@engine.example")
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(try showContactSpy(in: harness).contact == changed)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().last == changed)
    }

    @Test func routeToShowContactPassesTheSavedContactBack() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let router = try #require(harness.navigator.topScene?.router as? EditContactRouter)
        let interactor = try #require(router.dataStore)
        interactor.editField(request: EditContact.EditField.Request(field: .phone, value: "555-0199"))
        interactor.saveContact(request: EditContact.SaveContact.Request())
        // When
        try router.routeToShowContact()
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(try showContactSpy(in: harness).contact?.phone == "555-0199")
        #expect(try showContactSpy(in: harness).contact?.id == 3)
    }

    @Test func saveWithProblemsStaysOnTheFormAndLeavesTheContactAlone() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let form = try #require(harness.navigator.topScene)
        try form.perform(action: "phone", arguments: ["none"])
        // When
        try form.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        let viewController = try #require(harness.topViewController(as: EditContactViewController.self))
        #expect(viewController.displayed.errors == ["Phone may hold only digits, spaces and + - ( ), at least 3 digits."])
        #expect(try showContactSpy(in: harness).contact == Self.ada)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    @Test func theSceneIsDeallocatedOnceItUnwinds() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        try harness.navigator.topScene?.perform(action: "email", arguments: ["ada@example.com"])
        // When
        try harness.navigator.topScene?.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(leaks.alive.isEmpty)
    }
}
