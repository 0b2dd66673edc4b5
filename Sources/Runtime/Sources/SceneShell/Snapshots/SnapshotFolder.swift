import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of snapshots: `index.json`, and `NAME.txt` and `NAME.svg` for each snapshot. Read
/// as the shell reads back its own files and written as it writes every file of the person's
/// (``OwnFile``: never through a symbolic link, only the user's regular files, bounded, 0600,
/// replaced whole).
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
        guard let bytes = try read(indexFile) else {
            // A folder that is not there is said to be missing, not to hold no snapshots.
            var status = stat()
            guard stat(path, &status) == 0 else { throw .noFolder(folder: path, kind: nil) }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                let mode = status.st_mode & S_IFMT
                throw .noFolder(
                    folder: path, kind: mode == S_IFREG ? "a file" : FileKind.describe(status.st_mode))
            }
            throw .noIndex(folder: path)
        }
        // Foundation's decoder keeps one of a key given twice without a word: which one was meant
        // is not guessed, as a storyboard's is not.
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes, uniqueKeys: true)
        } catch {
            throw .malformedIndex(path: indexFile, detail: "\(error.reason)")
        }
        let index: SnapshotIndex
        do {
            index = try JSONDecoder().decode(SnapshotIndex.self, from: Data(bytes))
        } catch {
            throw .malformedIndex(path: indexFile, detail: "it is not the JSON of a snapshot index")
        }
        if let problem = index.problem { throw .malformedIndex(path: indexFile, detail: problem) }
        return index
    }

    /// The text of a file of the folder; `nil` if there is none. Read as the shell reads back a file
    /// of its own (``OwnFile``): a symbolic link is refused, its target neither read nor named
    /// (a folder committed with a link to `/proc/self/environ` must not print it in a CI log);
    /// only a regular file of the user's, at most ``maximumFileSize`` bytes, never waited on.
    /// Its mode is left as it is: the folder is shared, not the shell's own.
    func read(_ path: String) throws(SnapshotError) -> [UInt8]? {
        do {
            return try OwnFile.read(path, limit: Self.maximumFileSize, keepingMode: true)
        } catch {
            throw .unreadable(path: path, error)
        }
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

    /// Removes the snapshot `name`'s files at each of `widths` (and at ``SnapshotScreen/width``),
    /// if there are and they are the user's.
    func remove(_ name: String, widths: [Int]) {
        for width in Set(widths + [SnapshotScreen.width]) {
            let named = SnapshotIndex.fileName(name, width: width)
            OwnFile.remove(file(named + ".txt"))
            OwnFile.remove(file(named + ".svg"))
        }
    }

    private func replace(_ path: String, with text: String) throws(SnapshotError) {
        do {
            try OwnFile.replace(path, with: Array(text.utf8), flush: false)
        } catch {
            throw .unwritable(path: path, error)
        }
    }
}
