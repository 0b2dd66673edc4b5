import FoundationEssentials

/// Shrinking a finding: its script made minimal by delta debugging, each candidate run on a fresh
/// child.
extension ExploreWalk {
    /// The signatures a script produces when run on a fresh child, whose commands are given up
    /// on at `limit`.
    func signatures(of script: [String], until limit: Date? = nil) -> Set<String> {
        spawned += 1
        guard let child = spawn(), case .answered(let first) = child.first else { return [] }
        defer { child.stop() }
        child.deadline = limit
        var found = Set<String>()
        let collector = ExploreWalkCollector()
        collector.collect(first, top: nil, line: "", into: &found)
        var top = first.stack.last
        for line in script {
            switch child.send(line) {
            case .answered(let answer):
                collector.collect(answer, top: top, line: line, into: &found)
                top = answer.stack.last
            case .ended:
                found.insert(Self.signature("crash", top: top, line: line))
                return found
            case .hung:
                found.insert(Self.signature("hang", top: top, line: line))
                return found
            case .tooLarge:
                found.insert(Self.signature("large answer", top: top, line: line))
                return found
            case .late:
                return found
            }
        }
        return found
    }

    /// The finding's script made minimal by delta debugging: chunks are removed while the script
    /// still produces the same failure, until no single line can go (or `until` passes).
    func shrink(_ finding: ExploreFinding, until limit: Date) -> [String] {
        var lines = finding.script
        guard !lines.isEmpty, signatures(of: lines, until: limit).contains(finding.signature) else {
            return lines
        }
        var parts = 2
        while lines.count >= 1, Date() < limit {
            let size = max(1, (lines.count + parts - 1) / parts)
            var reduced = false
            for start in stride(from: 0, to: lines.count, by: size) {
                if Date() >= limit { break }
                var candidate = lines
                candidate.removeSubrange(start..<min(lines.count, start + size))
                if signatures(of: candidate, until: limit).contains(finding.signature) {
                    lines = candidate
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if size == 1 { break }
                parts = min(lines.count, parts * 2)
            }
        }
        return lines
    }
}
