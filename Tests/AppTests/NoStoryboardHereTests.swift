import Foundation
import Testing

/// `scenes` with no CONFIG in a folder without `scenes.json` says what CONFIG is and how to go on,
/// beside the error; a CONFIG that is named and missing gets the error alone.
@Suite struct NoStoryboardHereTests {
    private func scenes(_ arguments: [String], in folder: URL) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = arguments + ["--data", folder.appendingPathComponent("data").path]
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, err)
    }

    @Test func withoutAStoryboardHereTheNoteSaysWhatConfigIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bare = try scenes([], in: folder)
        #expect(bare.status == 1)
        #expect(
            bare.err == """
                scenes.json: error: cannot read the storyboard: no such file
                note: scenes runs the app whose storyboard is CONFIG, ./scenes.json when none is given; run it in the app's folder, name the storyboard (scenes path/to/scenes.json), or start an app with scenes init NAME

                """)
        let named = try scenes(["other.json"], in: folder)
        #expect(named.status == 1)
        #expect(named.err == "other.json: error: cannot read the storyboard: no such file\n")
    }
}
