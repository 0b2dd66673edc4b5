import Foundation
import Testing

/// One mistake, one message (issue 45 item 7), through the built `scenes`: a duplicated tab id is
/// one error, not one error and a warning for every scene behind the container it breaks; `scenes
/// diff` with a storyboard that does not load says that nothing was compared; a scene renamed is
/// shown as removed and added with a note that says so; `snapshot --check` of a folder that does
/// not exist says so.
@Suite struct OneMistakeOneMessageTests {
    /// A scratch folder with the demo's storyboard as `scenes.json` and `changed` applied to it as
    /// `changed.json`.
    static func folder(changing old: String, to new: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mistake-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let demo = try String(contentsOfFile: ConcurrentProcessesTests.storyboard, encoding: .utf8)
        let changed = demo.replacingOccurrences(of: old, with: new)
        #expect(changed != demo)
        try Data(demo.utf8).write(to: folder.appendingPathComponent("scenes.json"))
        try Data(changed.utf8).write(to: folder.appendingPathComponent("changed.json"))
        return folder
    }

    static let duplicatedTab = (
        #"{ "id": "Notes", "title": "Notes", "root": "NotesList" }"#,
        #"{ "id": "Contacts", "title": "Notes", "root": "NotesList" }"#
    )

    @Test func aDuplicatedTabIdIsOneErrorWithoutWarningsOfScenesBehindIt() throws {
        let folder = try Self.folder(changing: Self.duplicatedTab.0, to: Self.duplicatedTab.1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExploreTests.scenes(["validate", "changed.json"], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "changed.json:8:17: error: scenes[0].container.tabs[1].id: duplicate tab id 'Contacts' (first"
                + " declared on line 7)\n")
        let typo = try Self.folder(changing: #""to": "NoteDetail""#, to: #""to": "NoteDetial""#)
        defer { try? FileManager.default.removeItem(at: typo) }
        let typed = try ExploreTests.scenes(["validate", "changed.json"], in: typo)
        #expect(typed.err.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(typed.err)")
        #expect(typed.err.contains("did you mean 'NoteDetail'?"))
    }

    @Test func aDiffWithAStoryboardThatDoesNotLoadSaysNothingWasCompared() throws {
        let folder = try Self.folder(changing: Self.duplicatedTab.0, to: Self.duplicatedTab.1)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExploreTests.scenes(["diff", "scenes.json", "changed.json"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        #expect(
            outcome.err.hasSuffix(
                "duplicate tab id 'Contacts' (first declared on line 7)\n"
                    + "error: nothing was compared: NEW 'changed.json' did not load (see above); fix it and compare"
                    + " again\n"), "\(outcome.err)")
        let both = try ExploreTests.scenes(["diff", "missing.json", "changed.json"], in: folder)
        #expect(
            both.err.hasSuffix(
                "error: nothing was compared: OLD 'missing.json' and NEW 'changed.json' did not load (see above);"
                    + " fix them and compare again\n"), "\(both.err)")
    }

    @Test func aRenamedSceneIsNotedBesideItsRemovalAndAddition() throws {
        let folder = try Self.folder(changing: #""NoteDetail", "module""#, to: #""NoteView", "module""#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: folder.appendingPathComponent("changed.json"), encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""to": "NoteDetail""#, with: #""to": "NoteView""#).utf8)
            .write(to: folder.appendingPathComponent("changed.json"))
        let outcome = try ExploreTests.scenes(["diff", "scenes.json", "changed.json"], in: folder)
        #expect(outcome.status == 1, "a reachable scene is gone: \(outcome.err)")
        #expect(
            outcome.out.contains(
                "  - NoteDetail: module NoteDetail, title 'Note'\n  + NoteView: module NoteDetail, title 'Note'\n"
                    + "  note: NoteDetail and NoteView have the same module and title: if NoteDetail was renamed, a"
                    + " link or resumed stack that names it no longer resolves (ids are compared, not titles)\n"),
            "\(outcome.out)")
    }

    @Test func checkingSnapshotsOfAFolderThatIsNotThereSaysSo() throws {
        let folder = try Self.folder(changing: #""title": "Demo""#, to: #""title": "Demo app""#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExploreTests.scenes(["snapshot", "--check", "nosnap"], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: there is no folder 'nosnap'; scenes explore --snapshots DIR writes snapshots there\n")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty"), withIntermediateDirectories: false)
        let empty = try ExploreTests.scenes(["snapshot", "--check", "empty"], in: folder)
        #expect(
            empty.err == "error: 'empty' holds no snapshots (no index.json); scenes explore --snapshots DIR writes them\n")
    }
}
