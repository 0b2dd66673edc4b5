import Foundation
import SceneShell
import SceneTesting
import Testing

/// The demo app's promise: "a corrupt file is found and reported whenever a scene reads it". The
/// Contacts tab's split reads `contacts.json` in two scenes: the contact shown (its pane is built,
/// and reads, first) and the list. Whichever read finds the file corrupt and sets it aside, the
/// scene the person sees says so.
@Suite @MainActor struct CorruptDataReportTests {
    let report = "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1"

    @Test(arguments: ["garbage", "[{\"id\": 1, \"firstName\":", String(repeating: "[", count: 1_000)])
    func aCorruptContactsBookIsReportedOnTheFirstScreen(contents: String) throws {
        let demo = DemoSession()
        try demo.data.write(contents, to: "contacts.json")
        let outcome = demo.run(["stack"])
        #expect(outcome.out.contains(report), "\(outcome.out)")
        #expect(try demo.data.contents(of: "contacts.json.corrupt-1") == contents)
    }

    /// Said once to each scene that reads the file after it was set aside, not on every screen
    /// after: once the person changes the book, the new file is theirs.
    @Test func theReportIsNotRepeatedAfterAChange() throws {
        let demo = DemoSession()
        try demo.data.write("garbage", to: "contacts.json")
        let outcome = demo.run([
            "add", "first Eve", "last Ray", "phone 555-0100", "save", "select 1", "tab Notes", "tab Contacts",
        ])
        #expect(outcome.out.components(separatedBy: report).count == 2, "\(outcome.out)")
    }
}
