import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ShowContact

@Suite struct ShowContactRouterTests {
    /// The list below and the editor above are stand-ins with ContactList's and EditContact's
    /// contracts; the storyboard passes the contact's id, as the app's does.
    static let storyboard = """
        { "version": 2, "initial": "ContactList", "scenes": [
          { "id": "ContactList", "module": "ContactListHost", "title": "Contacts", "segues": [
              { "id": "ViewContact", "to": "ShowContact", "style": "push",
                "pass": { "contactID": { "from": "selectedContactID" } } } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push",
                "pass": { "contactID": { "from": "contactID" } } } ] },
          { "id": "EditContact", "module": "EditContact", "title": "Edit contact" } ] }
        """

    static let modules = [
        ShowContactConfigurator.module,
        StandInScene.module(
            named: "ContactListHost",
            interface: SceneInterface(inputs: [], outputs: [.init(name: "selectedContactID", type: .integer)])),
        StandInScene.module(
            named: "EditContact",
            interface: SceneInterface(
                inputs: [.init(name: "contactID", type: .integer, isRequired: true)],
                outputs: [.init(name: "contactID", type: .integer)])),
    ]

    let data = TemporaryDataDirectory()

    /// A harness showing ShowContact over a list that selected the contact `id` (Ada is 3 in a
    /// new data directory).
    func makeHarness(showing id: Int = 3) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard, modules: Self.modules,
            environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        try harness.topDataStore(as: StandInValues.self).outputs["selectedContactID"] = .integer(id)
        try harness.navigator.performSegue("ViewContact")
        return harness
    }

    @Test func theContactWhoseIdIsPassedIsShownWhenTheSceneAppears() throws {
        // Given, When
        let harness = try makeHarness()
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
        #expect(harness.topInputs == ["contactID": .integer(3)])
        let viewController = try #require(harness.topViewController(as: ShowContactViewController.self))
        #expect(viewController.displayed.name == "Ada Lovelace")
        #expect(viewController.displayed.fields.map(\.value) == ["555-030-1815", "ada@engine.example"])
    }

    /// As the demo's Contacts split builds its pane at start: the `contactID` of no contact.
    @Test func givenNoContactItAsksForASelectionAndOffersNoEdit() throws {
        // Given, When
        let harness = try NavigatorHarness(
            showing: ShowContactConfigurator.module, inputs: ["contactID": ShowContact.noContactID],
            environment: SceneEnvironment(dataDirectory: data.path))
        // Then
        #expect(harness.topInputs == ["contactID": .integer(0)])
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.screen == Screen([.placeholder("select a contact in the list")]))
        #expect(scene.availableActions.isEmpty)
        #expect(scene.availability(ofSegue: "EditContact") == .unavailable(reason: "no contact is selected"))
        #expect(throws: ActionError.self) { try harness.perform("edit") }
    }

    @Test func editPushesEditContactWithTheContactsID() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("edit")
        // Then
        #expect(harness.stackIDs == ["ContactList", "ShowContact", "EditContact"])
        #expect(harness.navigator.topScene?.presentation == .push)
        #expect(try harness.topDataStore(as: StandInValues.self).inputs == ["contactID": .integer(3)])
    }

    @Test func editWithAnArgumentIsRefusedWithoutNavigating() throws {
        // Given
        let harness = try makeHarness()
        // When, Then
        #expect(throws: ActionError.self) {
            try harness.perform("edit", "now")
        }
        #expect(harness.stackIDs == ["ContactList", "ShowContact"])
    }

    @Test func aContactChangedMeanwhileIsShownWhenTheSceneAppearsAgain() throws {
        // Given
        let harness = try makeHarness()
        try harness.perform("edit")
        let worker = ContactsWorker(dataDirectory: data.path)
        let ada = try #require(worker.contact(id: 3))
        var form = ada.form
        form.firstName = "augusta ada"
        form.email = ""
        _ = try worker.update(ada, with: form)
        // When
        try harness.navigator.back()
        // Then
        let viewController = try #require(harness.topViewController(as: ShowContactViewController.self))
        #expect(viewController.displayed.name == "Augusta Ada Lovelace")
        #expect(viewController.displayed.fields.map(\.value) == ["555-030-1815", "-"])
    }

    @Test func theSceneIsDeallocatedOnceItIsPopped() throws {
        // Given
        let harness = try makeHarness()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.back()
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(leaks.alive.isEmpty)
    }
}
