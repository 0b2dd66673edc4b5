import Foundation
import Testing

/// A change and the navigation it leads to are one step (issue 43, item 3): on a storyboard that
/// `validate` only warns about, where the form's `save` unwinds to a scene not below it on one of
/// the ways there, `save` on that way is refused before it runs, says why, is not offered, and
/// saves nothing, once or at each retry. Run through the built `scenes`.
@Suite struct ActionBeforeNavigationTests {
    static let storyboard = """
        { "version": 2, "initial": "ContactList", "scenes": [
            { "id": "ContactList", "module": "ContactList", "title": "Contacts", "segues": [
                { "id": "ViewContact", "to": "ShowContact", "action": "select",
                  "pass": { "contactID": { "from": "selectedContactID" } } },
                { "id": "AddContact", "to": "AddContact", "style": "modal" } ] },
            { "id": "ShowContact", "module": "ShowContact", "title": "Contact", "segues": [
                { "id": "EditContact", "to": "EditContact", "pass": { "contactID": { "from": "contactID" } } },
                { "id": "AddAnother", "to": "AddContact", "style": "modal" } ] },
            { "id": "AddContact", "module": "ContactEditor", "title": "New contact", "segues": [
                { "id": "Save", "to": "ShowContact", "style": "unwind", "action": "save" } ] },
            { "id": "EditContact", "module": "ContactEditor", "title": "Edit contact", "segues": [
                { "id": "Save", "to": "ShowContact", "style": "unwind", "action": "save",
                  "pass": { "contactID": { "from": "contactID" } } } ] } ] }
        """

    /// What a run of `script` on the storyboard gave (`validate`'s, with `validating`), and the
    /// contacts file it left.
    private static func run(_ script: String, validating: Bool = false) throws -> (
        validated: (status: Int32, out: String, err: String)?, outcome: (status: Int32, out: String, err: String),
        saved: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("one-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("scenes.json")
        try Data(Self.storyboard.utf8).write(to: storyboard)
        let validated = validating ? try ExploreTests.scenes(["validate", storyboard.path], in: folder) : nil
        let file = folder.appendingPathComponent("script")
        try Data(script.utf8).write(to: file)
        let data = folder.appendingPathComponent("data")
        let outcome = try ExploreTests.scenes(
            [storyboard.path, "--data", data.path, "--no-color", "--script", file.path], in: folder)
        let saved = try String(contentsOf: data.appendingPathComponent("contacts.json"), encoding: .utf8)
        return (validated, outcome, saved)
    }

    @Test func aSaveWhoseUnwindHasNowhereToGoSavesNothingAtEachRetry() throws {
        let (validated, outcome, saved) = try Self.run(
            "go AddContact\nfirst Ada\nphone 555 0100\nsave\nsave\ndismiss!\n", validating: true)
        #expect(validated?.status == 0, "only warned about: \(validated?.err ?? "")")
        #expect(
            validated?.err.contains("unwind segue 'Save' returns to 'ShowContact', which is not below 'AddContact'")
                == true)
        let refusal =
            "error: 'save' is not possible now: cannot unwind with 'Save': scene 'ShowContact' is not below"
            + " the top of the stack (ContactList > AddContact)\n"
        #expect(outcome.err.components(separatedBy: refusal).count == 3, "refused twice: \(outcome.err)")
        #expect(outcome.out.contains("actions: first NAME..., last NAME..., phone NUMBER..., email ADDRESS...\n"))
        #expect(!outcome.out.contains("email ADDRESS..., save"), "save is not offered")
        #expect(outcome.status != 0)
        #expect(saved.components(separatedBy: "\"firstName\"").count - 1 == 3, "the three samples, no Ada added")
        #expect(!saved.contains("555 0100"))
    }

    /// On the way where ShowContact is below, the unwind is possible but the form's route refuses
    /// it after `save` stored the contact (its route expects the list's DataStore): what it saved
    /// is taken back and the screen says so, at each retry, so nothing is stored three times.
    @Test func aSaveWhoseNavigationFailsAfterItSavedTakesItBackAtEachRetry() throws {
        let (_, outcome, saved) = try Self.run("select 2\ngo AddAnother\nfirst Ada\nphone 555 0100\nsave\nsave\nsave\n")
        let said =
            "error: 'save' could not go on: the DataStore of scene 'ShowContact' is ShowContactInteractor, which is"
            + " not ContactListDataStore; what it saved was taken back\n"
        #expect(outcome.err.components(separatedBy: said).count == 4, "three times: \(outcome.err)")
        #expect(saved.components(separatedBy: "\"firstName\"").count - 1 == 3, "the three samples, no Ada added")
    }
}
