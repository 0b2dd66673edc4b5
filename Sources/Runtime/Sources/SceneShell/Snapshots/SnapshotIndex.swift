import SceneRuntime

/// `index.json` of a snapshot folder: the window widths the screens were drawn at, and each
/// snapshot's file name (without `.txt` or `.svg`) with the link that rebuilds its screen.
struct SnapshotIndex: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var name: String
        var link: String
    }

    /// The widths, in columns, each screen is drawn at, narrowest first: a snapshot's files are
    /// `NAME.txt` at ``SnapshotScreen/width`` columns and `NAME@W.txt` at `W` columns.
    var widths = SnapshotScreen.defaultWidths
    /// The clock and time zone the app ran with, as a person reads them.
    var clock = "2026-01-01T12:00:00Z, dates shown in UTC"
    var snapshots: [Entry] = []

    /// The most snapshots an index may list.
    static let maximumCount = 10_000
    /// The most widths an index may list.
    static let maximumWidths = 16
    /// The widths a screen may be drawn at, as `COLUMNS` may give them.
    static let widthRange = 1...10_000

    init(widths: [Int] = SnapshotScreen.defaultWidths, snapshots: [Entry] = []) {
        self.widths = widths
        self.snapshots = snapshots
    }

    private enum CodingKeys: String, CodingKey {
        case widths, width, clock, snapshots
    }

    /// Reads `widths`, or the one `width` an index written before snapshots had several gives.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let widths = try container.decodeIfPresent([Int].self, forKey: .widths) {
            self.widths = widths
        } else {
            widths = [try container.decodeIfPresent(Int.self, forKey: .width) ?? SnapshotScreen.width]
        }
        clock = try container.decodeIfPresent(String.self, forKey: .clock) ?? clock
        snapshots = try container.decode([Entry].self, forKey: .snapshots)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(widths, forKey: .widths)
        try container.encode(clock, forKey: .clock)
        try container.encode(snapshots, forKey: .snapshots)
    }

    /// The file name, without `.txt` or `.svg`, of the snapshot `name` drawn `width` columns wide.
    static func fileName(_ name: String, width: Int) -> String {
        width == SnapshotScreen.width ? name : "\(name)@\(width)"
    }

    /// `widths` with those the splits of `storyboard` imply: for each split's minimum width `m`, a
    /// width below it (`m - 1`) unless one is, and `m` unless a width at or above it is, so that
    /// every split is seen both collapsed and side by side; narrowest first, each once.
    static func widths(_ widths: [Int], implyingSplitsOf storyboard: Storyboard) -> [Int] {
        var all = Set(widths)
        for scene in storyboard.scenes {
            guard let split = scene.container, split.kind == .split else { continue }
            let minimum = split.minimumWidth
            if !all.contains(where: { $0 < minimum }) && minimum > widthRange.lowerBound {
                all.insert(minimum - 1)
            }
            if !all.contains(where: { $0 >= minimum }) { all.insert(minimum) }
        }
        return all.sorted()
    }

    /// Checks what a file may hold: names a snapshot folder's files may have, each once, links on
    /// one line, widths a window may have, each once; `nil` if it is well formed, else what is
    /// wrong.
    var problem: String? {
        guard snapshots.count <= Self.maximumCount else {
            return "it lists \(snapshots.count) snapshots, more than \(Self.maximumCount)"
        }
        guard !widths.isEmpty, widths.count <= Self.maximumWidths else {
            return "it lists \(widths.count) widths; from 1 to \(Self.maximumWidths) are allowed"
        }
        guard widths.allSatisfy(Self.widthRange.contains) else {
            return
                "a width is not from \(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound) columns"
        }
        guard Set(widths).count == widths.count else { return "a width is listed twice" }
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
