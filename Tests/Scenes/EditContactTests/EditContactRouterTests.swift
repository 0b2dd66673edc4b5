import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import EditContact

@Suite @MainActor struct EditContactRouterTests {
    /// The contact's detail below: a stand-in with ShowContact's contract, which offers the id of the
    /// contact it shows and takes it back when the edit is saved.
    static let showContactHost = StandInScene.module(
        named: "ShowContactHost",
        interface: SceneInterface(
            inputs: [.init(name: "contactID", type: .integer, isRequired: false)],
            outputs: [.init(name: "contactID", type: .integer)]))

    static let storyboard = """
        { "version": 2, "initial": "ShowContact", "scenes": [
          { "id": "ShowContact", "module": "ShowContactHost", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push",
                "pass": { "contactID": { "from": "contactID" } } } ] },
          { "id": "EditContact", "module": "EditContact", "title": "Edit contact", "segues": [
              { "id": "Save", "to": "ShowContact", "style": "unwind",
                "pass": { "contactID": { "from": "contactID" } } } ] } ] }
        """

    /// ada lovelace, one of the samples of a new data directory.
    static let ada = ContactsWorker.samples[2]

    /// A harness showing EditContact pushed over the detail of ada lovelace.
    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard, modules: [Self.showContactHost, EditContactConfigurator.module],
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
        let harness = try makeHarness(dataDirectory: directory)
        // Then
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        let viewController = try #require(harness.topViewController(as: EditContactViewController.self))
        #expect(
            viewController.displayed.fields.map(\.value) == ["ada", "lovelace", "555-030-1815", "ada@engine.example"])
        #expect(viewController.displayed.errors.isEmpty)
    }

    @Test func saveSavesTheChangeAndUnwindsToShowContactWithTheContactsID() throws {
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
        #expect(try showContactInputs(in: harness) == ["contactID": .integer(3)])
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().last == changed)
    }

    @Test func routeToShowContactPassesTheContactsIDBack() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let router = try #require(harness.navigator.topScene?.router as? EditContactRouter)
        let interactor = try #require(harness.navigator.topScene).dataStore(as: EditContactInteractor.self)
        interactor.editField(request: EditContact.EditField.Request(field: .phone, value: "555-0199"))
        interactor.saveContact(request: EditContact.SaveContact.Request())
        // When
        try router.routeToShowContact()
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(try showContactInputs(in: harness) == ["contactID": .integer(3)])
        #expect(ContactsWorker(dataDirectory: directory.path).contact(id: 3)?.phone == "555-0199")
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
        #expect(viewController.displayed.errors == ["phone may hold only digits, spaces and + - ( ), at least 3 digits"])
        #expect(try showContactInputs(in: harness).isEmpty, "nothing was passed back")
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
