/// The observed data the scene being asked to appear, or told of a change, reads meanwhile (see
/// ``ObservedData``), each with the version it read.
@MainActor enum ObservedDataReads {
    /// One read: the data and its version then.
    struct Read {
        let data: any ObservedData
        var version: Int
    }

    /// The reads of the calls under way, innermost last; `frame` is where the innermost's begin.
    /// Unchecked: read around every `viewWillAppear`, never while another access is under way.
    @exclusivity(unchecked) private static var reads: [Read] = []
    @exclusivity(unchecked) private static var frame = 0
    @exclusivity(unchecked) private static var depth = 0
    /// Whether any scene of the process ever read observed data: until one does, nothing is
    /// checked after a command.
    @exclusivity(unchecked) private(set) static var anyRead = false

    /// Runs `body`, and returns the observed data it read.
    static func recording(_ body: () -> Void) -> [Read] {
        let outer = frame
        frame = reads.count
        depth += 1
        body()
        depth -= 1
        defer { frame = outer }
        guard reads.count > frame else { return [] }
        let made = Array(reads[frame...])
        reads.removeSubrange(frame...)
        return made
    }

    /// Notes a read of `data` by the call under way, once.
    static func note(_ data: any ObservedData) {
        guard depth > 0 else { return }
        for index in frame..<reads.count where reads[index].data === data { return }
        anyRead = true
        reads.append(Read(data: data, version: data.version))
    }
}
