import SceneRuntime

/// `index.json` of a snapshot folder: the window size the screens were drawn at, and each
/// snapshot's file name (without `.txt` or `.svg`) with the link that rebuilds its screen.
struct SnapshotIndex: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var name: String
        var link: String
    }

    /// The columns the screens were drawn at (``SnapshotScreen/width``).
    var width = SnapshotScreen.width
    /// The clock and time zone the app ran with, as a person reads them.
    var clock = "2026-01-01T12:00:00Z, dates shown in UTC"
    var snapshots: [Entry] = []

    /// The most snapshots an index may list.
    static let maximumCount = 10_000

    /// Checks what a file may hold: names a snapshot folder's files may have, each once, links on
    /// one line; `nil` if it is well formed, else what is wrong.
    var problem: String? {
        guard snapshots.count <= Self.maximumCount else {
            return "it lists \(snapshots.count) snapshots, more than \(Self.maximumCount)"
        }
        var names: Set<String> = []
        for entry in snapshots {
            guard !entry.name.isEmpty, entry.name.utf8.count <= 200, entry.name.first != ".",
                entry.name.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                        || "_-.".unicodeScalars.contains($0)
                })
            else { return "\(quoted(entry.name)) is not a snapshot's name (letters, digits, _ - and .)" }
            guard names.insert(entry.name).inserted else { return "\(quoted(entry.name)) is listed twice" }
            guard !entry.link.isEmpty, !entry.link.contains(where: \.isNewline) else {
                return "the link of \(quoted(entry.name)) is empty or spans lines"
            }
        }
        return nil
    }
}
