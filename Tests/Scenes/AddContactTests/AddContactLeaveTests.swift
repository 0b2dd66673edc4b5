import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import AddContact

/// A new contact's form asks before it is left while it holds something not saved, and not once
/// it is saved (so its own unwind after saving never asks).
@Suite @MainActor struct AddContactLeaveTests {
    /// A harness showing AddContact presented over the list (as its router tests build it).
    func makeHarness(dataDirectory: TemporaryDataDirectory) throws -> NavigatorHarness {
        try AddContactRouterTests().makeHarness(dataDirectory: dataDirectory)
    }

    func reason(_ harness: NavigatorHarness) throws -> String? {
        try #require(harness.topViewController(as: AddContactViewController.self))
            .reasonToStay(LeaveRequest(kind: .dismiss, destination: "ContactList"))
    }

    @Test func anEmptyFormMayBeLeft() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        // When / Then
        #expect(try reason(harness) == nil)
        try harness.navigator.dismiss()
        #expect(harness.stackIDs == ["ContactList"])
    }

    @Test func aFormWithSomethingTypedAsksAndStays() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        // When
        try harness.navigator.topScene?.perform(action: "first", arguments: ["ada"])
        try harness.navigator.topScene?.perform(action: "last", arguments: ["lovelace"])
        // Then
        #expect(try reason(harness) == "Discard the new contact Ada Lovelace?")
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
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.topScene?.perform(action: "phone", arguments: ["555-0100"])
        #expect(try reason(harness) == "Discard the new contact?")
    }

    @Test func aFormThatFailedToSaveStillAsks() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        try harness.navigator.topScene?.perform(action: "first", arguments: ["Ada"])
        try harness.navigator.topScene?.perform(action: "save")
        #expect(harness.stackIDs == ["ContactList", "AddContact"])
        #expect(try reason(harness) == "Discard the new contact Ada?")
    }

    @Test func savingIsCleanAndUnwindsWithoutAsking() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let harness = try makeHarness(dataDirectory: directory)
        let viewController = try #require(harness.topViewController(as: AddContactViewController.self))
        try harness.navigator.topScene?.perform(action: "first", arguments: ["Ada"])
        try harness.navigator.topScene?.perform(action: "phone", arguments: ["555-0100"])
        // When
        try harness.navigator.topScene?.perform(action: "save")
        // Then
        #expect(harness.stackIDs == ["ContactList"])
        #expect(viewController.reasonToStay(LeaveRequest(kind: .quit, destination: nil)) == nil)
    }
}
