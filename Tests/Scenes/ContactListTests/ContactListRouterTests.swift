import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactList

@Suite struct ContactListRouterTests {
    /// ShowContact in place of the real scene: a stand-in with its contract, keeping the id it is
    /// given.
    static let showContact = StandInScene.module(
        named: "ShowContact",
        interface: SceneInterface(inputs: [.init(name: "contactID", type: .integer, isRequired: true)], outputs: []))

    /// A DataStore that is not the one a route expects.
    final class UnrelatedDataStore {}

    static let storyboard = """
        { "version": 2, "initial": "ContactList", "scenes": [
          { "id": "ContactList", "module": "ContactList", "title": "Contacts", "segues": [
              { "id": "ViewContact", "to": "ShowContact", "style": "push",
                "pass": { "contactID": { "from": "selectedContactID" } } },
              { "id": "AddContact", "to": "AddContact", "style": "modal" } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact" },
          { "id": "AddContact", "module": "AddContact", "title": "New contact" } ] }
        """

    let ada = ContactsWorker.samples[2]
    let alan = ContactsWorker.samples[1]

    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                ContactListConfigurator.module,
                Self.showContact,
                StandInScene.module(named: "AddContact") { UnrelatedDataStore() },
            ],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
    }

    @Test func startShowsTheContactsSortedByName() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        // When
        try harness.start()
        // Then
        let viewController = try #require(harness.topViewController(as: ContactListViewController.self))
        #expect(viewController.displayed.displayedContacts.map(\.name) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
    }

    @Test func startShowsACorruptContactsFileAsAnErrorAndKeepsItAside() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("[{\"id\": 1, \"firstName\": \"Ada\"", to: "contacts.json")
        let harness = try makeHarness(dataDirectory: directory)
        // When
        try harness.start()
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .placeholder("no contacts yet; type 'add'"),
                    .error(
                        "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1"
                            + " and a new one was started"),
                ]))
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "[{\"id\": 1, \"firstName\": \"Ada\"")
    }

    @Test func selectPushesShowContactWithTheSelectedContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        // When
        try harness.perform("select", "2")
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
        #expect(harness.navigator.topScene?.presentation == .push)
        #expect(try harness.topDataStore(as: StandInValues.self).inputs == ["contactID": .integer(alan.id)])
    }

    @Test func selectOutOfRangeStaysOnTheListAndShowsWhy() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        // When / Then
        #expect(throws: ActionError.outOfRange(action: "select", name: "NUMBER", value: "9", range: 1...3)) {
            try harness.perform("select", "9")
        }
        #expect(harness.stackIDs == ["ContactList"])
        let viewController = try #require(harness.topViewController(as: ContactListViewController.self))
        #expect(viewController.displayed.displayedContacts.count == 3)
    }

    @Test func routeToShowContactPassesTheContactSelectedInTheInteractor() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        let router = try #require(harness.navigator.topScene?.router as? ContactListRouter)
        let interactor = try #require(harness.navigator.topScene).dataStore(as: ContactListInteractor.self)
        interactor.selectContact(request: ContactList.SelectContact.Request(number: 1))
        // When
        try router.routeToShowContact()
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
        #expect(try harness.topDataStore(as: StandInValues.self).inputs == ["contactID": .integer(ada.id)])
    }

    @Test func addPresentsAddContactModally() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        // When
        try harness.perform("add")
        // Then
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        #expect(harness.navigator.topScene?.presentation == .modal)
    }

    @Test func aContactAddedThroughTheDataStoreIsAcknowledgedWhenTheListAppearsAgain() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        try harness.perform("add")
        let added = try ContactsWorker(dataDirectory: directory.path).add(
            ContactForm(firstName: "barbara", lastName: "liskov", phone: "555-0100"))
        let list = try #require(harness.navigator.stack.first)
        try list.dataStore(as: (any ContactListDataStore).self).addedContact = added
        // When
        try harness.navigator.dismiss()
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        let viewController = try #require(harness.topViewController(as: ContactListViewController.self))
        #expect(viewController.displayed.message == "added Barbara Liskov")
        #expect(
            viewController.displayed.displayedContacts.map(\.name)
                == ["Ada Lovelace", "Alan Turing", "Barbara Liskov", "Grace Hopper"])
    }

    @Test func deleteRemovesTheContactFromTheListShown() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        // When
        try harness.perform("delete", "1")
        // Then
        let viewController = try #require(harness.topViewController(as: ContactListViewController.self))
        #expect(viewController.displayed.displayedContacts.map(\.name) == ["Alan Turing", "Grace Hopper"])
        #expect(viewController.displayed.message == "deleted Ada Lovelace")
        #expect(harness.stackIDs == ["ContactList"])
    }

    @Test func theSceneIsDeallocatedOnceItLeavesTheStack() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.start()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.replaceRoot(with: "ShowContact", inputs: ["contactID": .integer(1)])
        // Then
        #expect(leaks.alive.isEmpty)
    }
}
