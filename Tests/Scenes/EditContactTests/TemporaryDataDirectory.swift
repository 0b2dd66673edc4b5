import Foundation

/// A data directory of its own for one test, under the system's temporary directory; `remove()`
/// deletes it at the end of the test.
struct TemporaryDataDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("SceneTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The full path of a file in the directory.
    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Whether the directory holds a file named `name`.
    func contains(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name))
    }

    /// Writes `text` into the file `name`, replacing what it held.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    /// The text of the file `name`.
    func contents(of name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self)
    }

    /// Replaces the directory with a plain file, so that nothing can be saved in it any more (this
    /// works even for root, unlike taking away write permission).
    func block() throws {
        remove()
        try Data().write(to: URL(fileURLWithPath: path))
    }

    /// Deletes the directory, or the file that blocks it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
