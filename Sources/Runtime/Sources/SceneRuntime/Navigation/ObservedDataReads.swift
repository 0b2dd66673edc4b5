/// The observed data the scene being asked to appear, or told of a change, reads meanwhile (see
/// ``ObservedData``), each with the version it read.
@MainActor enum ObservedDataReads {
    /// One read: the data and its version then.
    struct Read {
        let data: any ObservedData
        var version: Int
    }

    /// The reads of the call under way, `nil` outside one.
    private static var current: [Read]?

    /// Runs `body`, and returns the observed data it read.
    static func recording(_ body: () -> Void) -> [Read] {
        let outer = current
        current = []
        body()
        let reads = current ?? []
        current = outer
        return reads
    }

    /// Notes a read of `data` by the call under way, once.
    static func note(_ data: any ObservedData) {
        guard current != nil, current?.contains(where: { $0.data === data }) == false else { return }
        current?.append(Read(data: data, version: data.version))
    }
}
