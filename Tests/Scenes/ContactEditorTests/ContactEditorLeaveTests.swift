import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactEditor

/// The form asks before it is left while it holds something not saved, and not once it is saved
/// (so its own unwind after saving never asks): a new contact's form while it holds anything, an
/// edit while it holds changes, naming the contact as the screens show it, not once they are undone.
@Suite struct ContactEditorLeaveTests {
    // MARK: AddContact

    /// A harness showing AddContact presented over the list (as its router tests build it).
    func makeAddHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        try ContactEditorRouterTests().makeAddHarness(dataDirectory: dataDirectory)
    }

    func reasonToLeaveAdd(_ harness: NavigatorHarness) throws -> String? {
        try #require(harness.topViewController(as: ContactEditorViewController.self))
            .reasonToStay(LeaveRequest(kind: .dismiss, destination: "ContactList"))
    }

    @Test func anEmptyFormMayBeLeft() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        // When / Then
        #expect(try reasonToLeaveAdd(harness) == nil)
        try harness.navigator.dismiss()
        #expect(harness.stackIDs == ["ContactList"])
    }

    @Test func aFormWithSomethingTypedAsksAndStays() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        // When
        try harness.perform("first", "ada")
        try harness.perform("last", "lovelace")
        // Then
        #expect(try reasonToLeaveAdd(harness) == "Discard the new contact Ada Lovelace?")
        #expect(
            throws: NavigationError.leaveRefused(
                scene: "AddContact", reason: "Discard the new contact Ada Lovelace?", destination: "ContactList")
        ) { try harness.navigator.dismiss() }
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        try harness.navigator.dismiss(force: true)
        #expect(harness.stackIDs == ["ContactList"])
    }

    @Test func aFormWithoutANameAsksAboutTheNewContact() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        try harness.perform("phone", "555-0100")
        #expect(try reasonToLeaveAdd(harness) == "Discard the new contact?")
    }

    @Test func aFormThatFailedToSaveStillAsks() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        try harness.perform("first", "Ada")
        try harness.perform("save")
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        #expect(try reasonToLeaveAdd(harness) == "Discard the new contact Ada?")
    }

    @Test func savingANewContactIsCleanAndUnwindsWithoutAsking() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeAddHarness(dataDirectory: directory)
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        try harness.perform("first", "Ada")
        try harness.perform("phone", "555-0100")
        // When
        try harness.perform("save")
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(viewController.reasonToStay(LeaveRequest(kind: .quit, destination: nil)) == nil)
    }

    // MARK: EditContact

    func reasonToLeaveEdit(_ harness: NavigatorHarness) throws -> String? {
        try #require(harness.topViewController(as: ContactEditorViewController.self))
            .reasonToStay(LeaveRequest(kind: .back, destination: "ShowContact"))
    }

    @Test func anUnchangedFormMayBeLeft() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try ContactEditorRouterTests.makeEditHarness(dataDirectory: directory)
        #expect(try reasonToLeaveEdit(harness) == nil)
        try harness.navigator.back()
        #expect(harness.stackIDs == ["ShowContact"])
    }

    @Test func aChangedFormAsksAndStays() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try ContactEditorRouterTests.makeEditHarness(dataDirectory: directory)
        // When
        try harness.perform("phone", "555-0199")
        // Then
        #expect(try reasonToLeaveEdit(harness) == "Discard the changes to Ada Lovelace?")
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
        let harness = try ContactEditorRouterTests.makeEditHarness(dataDirectory: directory)
        try harness.perform("first", "Augusta")
        try harness.perform("first", "ada")
        #expect(try reasonToLeaveEdit(harness) == nil)
    }

    @Test func savingAChangeIsCleanAndUnwindsWithoutAsking() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try ContactEditorRouterTests.makeEditHarness(dataDirectory: directory)
        let viewController = try #require(harness.topViewController(as: ContactEditorViewController.self))
        try harness.perform("last", "King")
        // When
        try harness.perform("save")
        // Then
        #expect(harness.stackIDs == ["ShowContact"])
        #expect(viewController.reasonToStay(LeaveRequest(kind: .quit, destination: nil)) == nil)
    }

    @Test func aContactGoneMeanwhileMayBeLeft() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try NavigatorHarness(
            showing: ContactEditorConfigurator.module, inputs: ["contactID": 999],
            environment: SceneEnvironment(dataDirectory: directory.path))
        try harness.perform("first", "Ada")
        #expect(try reasonToLeaveEdit(harness) == nil, "nothing of a contact there is no more can be lost")
    }
}
