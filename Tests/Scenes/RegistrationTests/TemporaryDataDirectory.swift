import Foundation

/// A data directory of its own for one test, under the system's temporary directory; it is
/// removed when the test that made it ends.
final class TemporaryDataDirectory: Sendable {
    /// The directory's path.
    let path: String

    init() {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("RegistrationTests-\(UUID().uuidString)", isDirectory: true).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of a file in the directory.
    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }
}
