import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ShowContact

@Suite @MainActor struct ShowContactRouterTests {
    /// What EditContact receives, in place of the real scene.
    final class EditContactDataStoreSpy: EditContactDataStore {
        var contact: Contact?
    }

    /// The DataStore of the list below, holding the contact it passes to ShowContact.
    final class ContactListHostDataStore {
        let selectedContact: Contact?

        init(selectedContact: Contact?) {
            self.selectedContact = selectedContact
        }
    }

    /// A list that passes its selected contact to ShowContact, as the real ContactList does.
    final class ContactListHostRouter: SceneRouter {
        let dataStore: ContactListHostDataStore

        init(dataStore: ContactListHostDataStore) {
            self.dataStore = dataStore
        }

        static let routes: RouteTable<ContactListHostRouter> = [
            "ViewContact": { router, segue in
                let destination = try segue.destinationDataStore(as: (any ShowContactDataStore).self)
                destination.contact = router.dataStore.selectedContact
            }
        ]
    }

    final class ContactListHostViewController: SceneViewController {}

    static let ada = Contact(
        id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")

    static let storyboard = """
        { "version": 1, "initial": "ContactList", "scenes": [
          { "id": "ContactList", "module": "ContactListHost", "title": "Contacts", "segues": [
              { "id": "ViewContact", "to": "ShowContact", "style": "push" } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push" } ] },
          { "id": "EditContact", "module": "EditContact", "title": "Edit contact" } ] }
        """

    /// A harness showing ShowContact over a list that passed it `contact`.
    func makeHarness(showing contact: Contact?) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "ContactListHost") { _ in
                    (
                        ContactListHostViewController(),
                        ContactListHostRouter(dataStore: ContactListHostDataStore(selectedContact: contact))
                    )
                },
                ShowContactConfigurator.module,
                StandInScene.module(named: "EditContact") { EditContactDataStoreSpy() },
            ])
        try harness.start()
        try harness.navigator.performSegue("ViewContact")
        return harness
    }

    @Test func theContactPassedInIsShownWhenTheSceneAppears() throws {
        // Given, When
        let harness = try makeHarness(showing: Self.ada)
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
        let viewController = try #require(harness.topViewController(as: ShowContactViewController.self))
        #expect(viewController.displayed.name == "Ada Lovelace")
        #expect(viewController.displayed.fields.map(\.value) == ["555-030-1815", "ada@engine.example"])
    }

    @Test func editPushesEditContactWithTheContact() throws {
        // Given
        let harness = try makeHarness(showing: Self.ada)
        // When
        try harness.navigator.topScene?.perform(action: "edit")
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact", "EditContact"])
        #expect(harness.navigator.topScene?.presentation == .push)
        #expect(try harness.topDataStore(as: EditContactDataStoreSpy.self).contact == Self.ada)
    }

    @Test func routeToEditContactWithoutAContactPassesNone() throws {
        // Given
        let harness = try makeHarness(showing: nil)
        let router = try #require(harness.navigator.topScene?.router as? ShowContactRouter)
        // When
        try router.routeToEditContact()
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact", "EditContact"])
        #expect(try harness.topDataStore(as: EditContactDataStoreSpy.self).contact == nil)
    }

    @Test func editWithAnArgumentIsRefusedWithoutNavigating() throws {
        // Given
        let harness = try makeHarness(showing: Self.ada)
        // When, Then
        #expect(throws: ActionError.self) {
            try harness.navigator.topScene?.perform(action: "edit", arguments: ["now"])
        }
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
    }

    @Test func aContactChangedThroughTheDataStoreIsShownWhenTheSceneAppearsAgain() throws {
        // Given
        let harness = try makeHarness(showing: Self.ada)
        try harness.navigator.topScene?.perform(action: "edit")
        var edited = Self.ada
        edited.firstName = "augusta ada"
        edited.email = ""
        let showContact = try #require(harness.navigator.stack.dropLast().last)
        try showContact.dataStore(as: (any ShowContactDataStore).self).contact = edited
        // When
        try harness.navigator.back()
        // Then
        let viewController = try #require(harness.topViewController(as: ShowContactViewController.self))
        #expect(viewController.displayed.name == "Augusta Ada Lovelace")
        #expect(viewController.displayed.fields.map(\.value) == ["555-030-1815", "-"])
    }

    @Test func theSceneIsDeallocatedOnceItIsPopped() throws {
        // Given
        let harness = try makeHarness(showing: Self.ada)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.back()
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(leaks.alive.isEmpty)
    }
}
