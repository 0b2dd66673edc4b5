import Foundation
import Testing

@testable import SceneRuntime

/// Where a flow coverage report cannot go, the system's own reason is said: a file standing where
/// the folder should be is "not a directory", not a missing file.
@Suite struct FlowCoverageWriteTests {
    private func scratchFile() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["", "/reports"])
    func aFileInThePlaceOfTheFolderIsNotADirectory(below: String) throws {
        let file = try scratchFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let error = #expect(throws: FlowCoverageWriteError.self) {
            try FlowCoverageFile.write(FlowCoverage(), into: file + below)
        }
        #expect(error?.errno == ENOTDIR)
        #expect(error?.description == "not a directory")
    }

    @Test func aMissingFolderIsMadeWithTheFoldersAboveIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let written = try FlowCoverageFile.write(FlowCoverage(), into: root + "/a/b")
        #expect(written.hasPrefix(root + "/a/b/flow-"))
        #expect(FileManager.default.fileExists(atPath: written))
    }
}
