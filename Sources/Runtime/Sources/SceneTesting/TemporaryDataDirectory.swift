import Foundation

/// A data directory of its own for one test, under the system's temporary directory; it is
/// removed when the last reference to it goes (or at once with ``remove()``).
public final class TemporaryDataDirectory: Sendable {
    /// The directory's path.
    public let path: String

    /// Creates a new, empty directory.
    public init() {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("SceneTests-\(UUID().uuidString)")
            .path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The full path of a file in the directory.
    public func file(_ name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name).path
    }

    /// Whether the directory holds a file named `name`.
    public func contains(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: file(name))
    }

    /// Writes `text` into the file `name`, replacing what it held.
    public func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    /// The text of the file `name`.
    public func contents(of name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: file(name))), as: UTF8.self)
    }

    /// Replaces the directory with a plain file, so that nothing can be saved in it any more (this
    /// works even for root, unlike taking away write permission).
    public func block() throws {
        remove()
        try Data().write(to: URL(fileURLWithPath: path))
    }

    /// Deletes the directory, or the file that blocks it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
