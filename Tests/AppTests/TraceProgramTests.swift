import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// `scenes --trace FILE` in script mode, with the real `scenes` executable: one JSON line per
/// navigation event, in order, the file created 0600 and appended to; a file that cannot be
/// opened stops the start, a write that fails is reported and fails the run.
@Suite struct TraceProgramTests {
    struct Outcome {
        var status: Int32
        var err: String
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func scenes(_ commands: [String], trace: String) throws -> Outcome {
        let script = directory.appendingPathComponent("script").path
        try Data((commands.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: script))
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = [
            "--data", directory.appendingPathComponent("data").path, "--script", script, "--trace", trace,
            ConcurrentProcessesTests.storyboard,
        ]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, err: err)
    }

    private func lines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func everyNavigationIsOneJSONLineInOrder() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.jsonl").path
        let outcome = try scenes(
            ["select 2", "go EditContact", "save", "go Nope", "back", "undo", "dismiss", "tab Notes"],
            trace: trace)
        #expect(outcome.status == 1, "two commands were refused")
        let events = try lines(trace)
        #expect(events.map { $0["seq"] as? Int } == Array(1...9))
        #expect(
            events.map { $0["event"] as? String } == [
                "replaceRoot", "segue", "segue", "segue", "segue", "back", "selectTab", "dismiss", "selectTab",
            ])
        #expect(events.map { $0["ok"] as? Bool } == [true, true, true, true, false, true, true, false, true])
        #expect(events[0]["from"] is NSNull && events[0]["to"] as? String == "ContactList")
        #expect(events[0]["in"] as? [String] == ["Main/Contacts", "AddressBook/List"])
        #expect(events[1]["segue"] as? String == "ViewContact", "a segue the scene performed itself (select 2)")
        #expect(events[1]["style"] as? String == "replace")
        #expect(events[1]["tab"] as? String == "Contact", "into the split's other pane")
        #expect(events[1]["in"] as? [String] == ["Main/Contacts", "AddressBook/Contact"])
        #expect((events[1]["passed"] as? [String: Any])?["contactID"] as? Int == 2)
        #expect(events[3]["style"] as? String == "unwind")
        #expect(events[3]["popped"] as? [String] == ["EditContact"])
        #expect((events[3]["passed"] as? [String: Any])?["contactID"] as? Int == 2, "what the unwind passed back")
        #expect(events[4]["error"] as? String == "scene 'ShowContact' has no segue 'Nope'; its segues: EditContact")
        #expect(events[4]["stack"] as? [String] == ["Main", "AddressBook", "ShowContact"], "unchanged")
        #expect(events[5]["stack"] as? [String] == ["Main", "AddressBook", "ContactList"], "back at the pane's root")
        #expect(events[5]["in"] as? [String] == ["Main/Contacts", "AddressBook/List"])
        #expect(events[6]["stack"] as? [String] == ["Main", "AddressBook", "ShowContact"], "undo focused the pane the back left")
        #expect(events[7]["error"] as? String == "nothing is presented modally; 'ShowContact' was not reached through a modal segue")
        #expect(events[8]["tab"] as? String == "Notes")
        #expect(events[8]["stack"] as? [String] == ["Main", "NotesList"])
        #expect(events[8]["in"] as? [String] == ["Main/Notes"])
        for event in events {
            #expect(Set(event.keys) == ["seq", "event", "ok", "from", "to", "segue", "style", "passed", "popped", "stack", "tab", "in", "error"])
        }
        let mode = try FileManager.default.attributesOfItem(atPath: trace)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        _ = try scenes(["tab Notes"], trace: trace)
        let appended = try lines(trace)
        #expect(appended.count == 11, "a second session appends; it numbers its events from 1")
        #expect(appended[9]["seq"] as? Int == 1 && appended[10]["to"] as? String == "NotesList")
    }

    @Test func aTraceThatCannotBeOpenedStopsTheStart() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try scenes(["tab Notes"], trace: directory.path)
        #expect(outcome.status == 1)
        #expect(outcome.err.hasPrefix("error: --trace: cannot open '\(directory.path)' for writing: is a directory"))
    }

    @Test func aWriteThatFailsIsReportedOnceAndFailsTheRun() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try scenes(["tab Notes", "tab Contacts"], trace: "/dev/full")
        #expect(outcome.status == 1)
        #expect(outcome.err == "error: cannot write the trace '/dev/full': no space left on device; tracing stopped\n")
    }

    /// The Shell article's example line is what the program writes.
    @Test func theShellArticlesExampleLineIsWhatIsWritten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.jsonl").path
        _ = try scenes(["select 2"], trace: trace)
        let written = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        let readme = try Documentation.article("Shell")
        #expect(written.count == 2)
        #expect(readme.contains("```json\n" + written[1] + "\n```"))
    }
}
