/// A short diff of two screens: the lines between their common beginning and their common end,
/// those of the snapshot after `-`, those of the screen now after `+`, at most a few of each.
enum SnapshotDiff {
    /// The most lines shown of each side.
    static let maximumLines = 8

    /// The diff's lines, each indented; empty when the texts are the same.
    static func lines(old: String, new: String) -> [String] {
        guard old != new else { return [] }
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var end = 0
        while end < before.count - start, end < after.count - start,
            before[before.count - 1 - end] == after[after.count - 1 - end]
        {
            end += 1
        }
        let removed = before[start..<(before.count - end)]
        let added = after[start..<(after.count - end)]
        var lines = ["  @@ line \(start + 1) @@"]
        func show(_ side: ArraySlice<Substring>, _ mark: String) {
            for line in side.prefix(maximumLines) { lines.append("  " + mark + line) }
            if side.count > maximumLines { lines.append("  " + mark + "… \(side.count - maximumLines) more") }
        }
        show(removed, "-")
        show(added, "+")
        return lines
    }
}
