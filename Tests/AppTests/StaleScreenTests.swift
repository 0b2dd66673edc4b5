import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Two windows of the app on one data directory, their commands interleaved: what one shows may be
/// stale when the other changed the data. A command acts on the record the user saw, by id, or
/// says it is gone; ids are never reused; lists are read again when they appear; a file that turns
/// corrupt is reported when found.
@Suite @MainActor struct StaleScreenTests {
    /// One window: a navigator on the app's storyboard.
    @MainActor final class Window {
        let navigator: Navigator

        init(data: String) throws {
            let registry = SceneRegistry()
            for module in builtinSceneModules { try registry.register(module) }
            navigator = Navigator(
                storyboard: try registry.loadStoryboard(contentsOf: FlowTranscriptTests.menuApp),
                registry: registry, environment: SceneEnvironment(dataDirectory: data))
            try navigator.start()
        }

        func go(_ segue: String) throws {
            try navigator.performSegue(segue)
        }

        func type(_ action: String, _ arguments: String...) throws {
            try #require(navigator.topScene).perform(action: action, arguments: arguments)
        }

        var scene: String? { navigator.topScene?.id }
        var lines: [Screen.Line] { navigator.topScene?.screen.lines ?? [] }

        var errors: [String] {
            lines.compactMap { line in
                if case .error(let message) = line { message } else { nil }
            }
        }

        /// The numbered lines, without their numbers.
        var items: [String] {
            lines.compactMap { line in
                if case .item(_, let text) = line { text } else { nil }
            }
        }
    }

    let data = TemporaryDataDirectory()

    private func addContact(_ window: Window, _ name: String) throws {
        try window.type("add")
        try window.type("first", name)
        try window.type("phone", "555-0100")
        try window.type("save")
    }

    @Test func deletingARowDeletedElsewhereSaysItIsGoneAndNeverDeletesTheContactAddedSince() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        let b = try Window(data: data.path)
        try a.go("Contacts")
        try b.go("Contacts")
        try b.type("delete", "1")  // Ada Lovelace
        try addContact(b, "Eve")
        // A still shows Ada as number 1.
        try a.type("delete", "1")
        #expect(a.errors == ["Ada Lovelace is no longer in the contacts book"])
        #expect(a.items == ["Alan Turing   555-020-1912", "Eve           555-0100", "Grace Hopper  555-010-1906"])
        #expect(b.items == a.items, "Eve is still there")
        let stored = try JSONDecoder().decode(
            Book.self, from: Data(contentsOf: URL(fileURLWithPath: data.file("contacts.json"))))
        #expect(stored.records.first { $0.firstName == "Eve" }?.id == 4, "Eve did not get Ada's id")
    }

    @Test func anEditSavedAfterTheContactWasDeletedElsewhereSaysSoAndChangesNoOtherContact() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        let b = try Window(data: data.path)
        try a.go("Contacts")
        try a.type("select", "2")  // Alan Turing
        try a.type("edit")
        try a.type("first", "Alan M.")
        try b.go("Contacts")
        try b.type("delete", "2")  // Alan Turing
        try addContact(b, "Eve")
        try a.type("save")
        #expect(a.scene == "EditContact")
        #expect(a.errors == ["Alan Turing is no longer in the contacts book"])
        #expect(b.items == ["Ada Lovelace  555-030-1815", "Eve           555-0100", "Grace Hopper  555-010-1906"])
    }

    @Test func twoEditsOfOneContactInTwoWindowsKeepBothChanges() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        let b = try Window(data: data.path)
        for window in [a, b] {
            try window.go("Contacts")
            try window.type("select", "1")  // Ada Lovelace
            try window.type("edit")
        }
        try a.type("phone", "555-0001")
        try b.type("email", "ada@example.com")
        try b.type("save")
        try a.type("save")
        #expect(a.errors.isEmpty)
        try a.navigator.popToRoot()
        try a.go("Contacts")
        try a.type("select", "1")
        #expect(a.lines.contains(.field(label: "Phone", value: "555-0001")))
        #expect(a.lines.contains(.field(label: "Email", value: "ada@example.com")), "B's change is kept")
    }

    @Test func selectingARowDeletedElsewhereSaysItIsGoneAndShowsTheBookAsItIs() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        let b = try Window(data: data.path)
        try a.go("Contacts")
        try b.go("Contacts")
        try b.type("delete", "1")
        try a.type("select", "1")
        #expect(a.scene == "ContactList", "nothing to show")
        #expect(a.errors == ["Ada Lovelace is no longer in the contacts book"])
        #expect(a.items == ["Alan Turing   555-020-1912", "Grace Hopper  555-010-1906"])
        try a.type("select", "1")
        #expect(a.scene == "ShowContact")
        #expect(a.lines.contains(.heading("Alan Turing")))
    }

    @Test func notesActOnTheNoteShownAndTheListIsReadAgainWhenItAppears() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        let b = try Window(data: data.path)
        try a.go("Notes")
        try b.go("Notes")
        try b.type("delete", "1")  // Clean Swift
        try b.type("add", "From B")
        // A still shows Clean Swift as number 1.
        try a.type("open", "1")
        #expect(a.scene == "NotesList")
        #expect(a.errors == ["\"Clean Swift\" is no longer in the notes"])
        #expect(a.items.map { $0.components(separatedBy: " (").first ?? "" } == ["VIPER", "From B"])
        try a.type("delete", "1")
        #expect(a.items.map { $0.components(separatedBy: " (").first ?? "" } == ["From B"], "VIPER, as shown")
        try a.type("open", "1")
        #expect(a.scene == "NoteDetail")
        try b.type("add", "Later")
        try a.navigator.back()
        #expect(a.items.map { $0.components(separatedBy: " (").first ?? "" } == ["From B", "Later"])
    }

    @Test func aFileThatTurnsCorruptDuringASessionIsReportedWhenFound() throws {
        defer { data.remove() }
        let a = try Window(data: data.path)
        try a.go("Contacts")
        try data.write("[{\"id\": 1, \"firstName\":", to: "contacts.json")
        try a.type("delete", "1")
        #expect(
            a.errors == [
                "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1 and a new one was started"
            ])
        #expect(try data.contents(of: "contacts.json.corrupt-1") == "[{\"id\": 1, \"firstName\":")
        try data.write("not json either", to: "contacts.json")
        try a.navigator.back()
        try a.go("Contacts")
        #expect(a.errors.first?.hasPrefix("contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-2") == true)
    }

    struct Book: Decodable {
        struct Record: Decodable {
            let id: Int
            let firstName: String
        }

        let records: [Record]
    }
}
