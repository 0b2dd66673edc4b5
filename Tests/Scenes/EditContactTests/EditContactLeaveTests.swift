import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import EditContact

/// The edit form asks before it is left while it holds changes not saved, naming the contact as
/// the screens show it, and not once they are saved or undone.
@Suite @MainActor struct EditContactLeaveTests {
    static let storyboard = """
        { "version": 2, "initial": "ShowContact", "scenes": [
          { "id": "ShowContact", "module": "ShowContactHost", "title": "Contact", "segues": [
              { "id": "EditContact", "to": "EditContact", "style": "push",
                "pass": { "contactID": { "from": "contactID" } } } ] },
          { "id": "EditContact", "module": "EditContact", "title": "Edit contact", "segues": [
              { "id": "Save", "to": "ShowContact", "style": "unwind",
                "pass": { "contactID": { "from": "contactID" } } } ] } ] }
        """

    /// A harness showing EditContact pushed over the detail of ada lovelace.
    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [EditContactRouterTests.showContactHost, EditContactConfigurator.module],
            environment: SceneEnvironment(dataDirectory: dataDirectory.path))
        try harness.start()
        try harness.topDataStore(as: StandInValues.self).outputs["contactID"] = .integer(
            EditContactRouterTests.ada.id)
        try harness.navigator.performSegue("EditContact")
        return harness
    }

    func reason(_ harness: NavigatorHarness) throws -> String? {
        try #require(harness.topViewController(as: EditContactViewController.self))
            .reasonToStay(LeaveRequest(kind: .back, destination: "ShowContact"))
    }

    @Test func anUnchangedFormMayBeLeft() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        #expect(try reason(harness) == nil)
        try harness.navigator.back()
        #expect(harness.stackIDs == ["ShowContact"])
    }

    @Test func aChangedFormAsksAndStays() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        // When
        try harness.navigator.topScene?.perform(action: "phone", arguments: ["555-0199"])
        // Then
        #expect(try reason(harness) == "Discard the changes to Ada Lovelace?")
        #expect(
            throws: NavigationError.leaveRefused(
                scene: "EditContact", reason: "Discard the changes to Ada Lovelace?", destination: "ShowContact")
        ) { try harness.navigator.back() }
        #expect(harness.stackIDs == ["ShowContact", "EditContact"])
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
        try harness.navigator.back(force: true)
        #expect(harness.stackIDs == ["ShowContact"])
    }

    @Test func aChangeTypedBackToTheSavedValueMayBeLeft() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.topScene?.perform(action: "first", arguments: ["Augusta"])
        try harness.navigator.topScene?.perform(action: "first", arguments: ["ada"])
        #expect(try reason(harness) == nil)
    }

    @Test func savingIsCleanAndUnwindsWithoutAsking() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let viewController = try #require(harness.topViewController(as: EditContactViewController.self))
        try harness.navigator.topScene?.perform(action: "last", arguments: ["King"])
        // When
        try harness.navigator.topScene?.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(viewController.reasonToStay(LeaveRequest(kind: .quit, destination: nil)) == nil)
    }

    @Test func aContactGoneMeanwhileMayBeLeft() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try NavigatorHarness(
            showing: EditContactConfigurator.module, inputs: ["contactID": 999],
            environment: SceneEnvironment(dataDirectory: directory.path))
        try harness.navigator.topScene?.perform(action: "first", arguments: ["Ada"])
        #expect(try reason(harness) == nil, "nothing of a contact there is no more can be lost")
    }
}
