import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of snapshots: `index.json`, and `NAME.txt` and `NAME.svg` for each snapshot. Read
/// with a bound on each file's size; written as the shell writes every file of the person's
/// (``OwnFile``: never through a symbolic link, 0600, replaced whole).
struct SnapshotFolder {
    let path: String

    /// The largest file read: a screen is a few kilobytes, an index of many links a few megabytes.
    static let maximumFileSize = 16 << 20

    /// `name` in the folder, joined as the person typed the folder.
    func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    var indexFile: String { file("index.json") }

    func readIndex() throws(SnapshotError) -> SnapshotIndex {
        guard let bytes = try read(indexFile) else { throw .noIndex(folder: path) }
        let index: SnapshotIndex
        do {
            index = try JSONDecoder().decode(SnapshotIndex.self, from: Data(bytes))
        } catch {
            throw .malformedIndex(path: indexFile, detail: "it is not the JSON of a snapshot index")
        }
        if let problem = index.problem { throw .malformedIndex(path: indexFile, detail: problem) }
        return index
    }

    /// The text of a file of the folder; `nil` if there is none.
    func read(_ path: String) throws(SnapshotError) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, .system(errno: errno))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path: path, .notRegular(kind: OwnFile.kind(of: status.st_mode)))
        }
        guard Int(status.st_size) <= Self.maximumFileSize else {
            throw .unreadable(path: path, .system(errno: EFBIG))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, .system(errno: EACCES))
        }
        return Array(data)
    }

    /// Writes the snapshot `name`: its text and its SVG.
    func write(_ screen: SnapshotScreen, as name: String) throws(SnapshotError) {
        try replace(file(name + ".txt"), with: screen.text)
        try replace(file(name + ".svg"), with: SnapshotSVG.render(screen))
    }

    /// Writes the index, creating the folder if needed.
    func write(_ index: SnapshotIndex) throws(SnapshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(index) else { return }
        try replace(indexFile, with: String(decoding: data, as: UTF8.self) + "\n")
    }

    /// Creates the folder (and those above it) if it is missing.
    func make() throws(SnapshotError) {
        do {
            try OwnFile.makeFolder(path)
        } catch {
            throw .unwritable(path: path, error)
        }
    }

    /// Removes the snapshot `name`'s files, if there are.
    func remove(_ name: String) {
        unlink(file(name + ".txt"))
        unlink(file(name + ".svg"))
    }

    private func replace(_ path: String, with text: String) throws(SnapshotError) {
        do {
            try OwnFile.replace(path, with: Array(text.utf8), flush: false)
        } catch {
            throw .unwritable(path: path, error)
        }
    }
}
