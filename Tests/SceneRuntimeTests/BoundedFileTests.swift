import Foundation
import Testing

@testable import SceneRuntime

/// Files the program does not control are read whole only when they are regular and small
/// enough; what a storyboard says of one too large is its own, what a manifest says is not.
struct BoundedFileTests {
    @Test func aRegularFileIsReadAndOtherKindsAndSizesAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ten.json")
        try Data("0123456789".utf8).write(to: file)
        #expect(try BoundedFile.read(at: file.path, limit: 10) == Array("0123456789".utf8))
        #expect(throws: BoundedFile.Failure.self) { try BoundedFile.read(at: file.path, limit: 9) }
        do {
            _ = try BoundedFile.read(at: file.path, limit: 9)
        } catch {
            #expect(error.description == "it is larger than 9 bytes, the most that is read")
            #expect(error.storyboardReason.hasSuffix("(scenes --max-storyboard-size MIB)"))
        }
        do {
            _ = try BoundedFile.read(at: folder.path)
            Issue.record("a folder was read")
        } catch {
            #expect(error.description == "it is a directory, not a file")
            #expect(error.storyboardReason == error.description)
        }
        #expect(throws: BoundedFile.Failure.self) { try BoundedFile.read(at: "/dev/zero") }
        #expect(BoundedFile.describe(size: 32 << 20) == "32 MiB")
    }
}
