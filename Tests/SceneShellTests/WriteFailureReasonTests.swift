import Foundation
import Testing

@testable import SceneScaffolding

/// A failed write of a generated file is said in the one voice: the system's reason, in lower case
/// and without a full stop.
@Suite struct WriteFailureReasonTests {
    @Test func aFoundationWriteErrorGivesTheSystemsReason() {
        #expect(throws: (any Error).self) {
            do {
                try "x".write(toFile: "/dev/null/inside", atomically: true, encoding: .utf8)
            } catch {
                let reason = WriteFailureReason.describe(error)
                #expect(reason == "not a directory" || reason == "no such file or directory", "\(reason)")
                throw error
            }
        }
    }

    /// An error that is not the system's, with a description of its own.
    private struct DiskGone: LocalizedError {
        var errorDescription: String? { "The disk went away." }
    }

    @Test func anyOtherErrorIsLowerCasedWithoutItsFullStop() {
        #expect(WriteFailureReason.describe(DiskGone()) == "the disk went away")
        #expect(WriteFailureReason.system(ENOSPC) == "no space left on device")
    }
}
