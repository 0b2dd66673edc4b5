import Foundation
import Testing

/// The real `scenes` executable shows a note's date in the local time zone, the one `TZ` names.
@Suite struct LocalTimeZoneProgramTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")

    /// The screen of the first sample note (written 2023-11-14 22:13 UTC) in a process whose `TZ` is `zone`.
    private func firstNote(timeZone zone: String) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("script-\(UUID().uuidString)").path
        try Data("go Notes\nopen 1\n".utf8).write(to: URL(fileURLWithPath: script))
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = [
            "--data", directory.appendingPathComponent("data").path, "--script", script,
            ConcurrentProcessesTests.menuApp,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = zone
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    @Test func theDateOfANoteIsShownInTheTimeZoneTZNames() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let utc = try firstNote(timeZone: "UTC")
        let tokyo = try firstNote(timeZone: "Asia/Tokyo")
        #expect(utc.contains("Written: Tuesday, 14 November 2023 at 22:13 UTC"), "\(utc)")
        // Tokyo is 9 hours ahead, without summer time: the next morning.
        #expect(tokyo.contains("Written: Wednesday, 15 November 2023 at 07:13 "), "\(tokyo)")
        #expect(utc.contains("1. Clean Swift (14 Nov 2023)"), "\(utc)")
        #expect(tokyo.contains("1. Clean Swift (15 Nov 2023)"), "\(tokyo)")
    }
}
