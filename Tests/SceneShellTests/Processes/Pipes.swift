#if canImport(Glibc)
    import Glibc
#endif

/// Pipes for tests that run programs: both ends close on exec, from the start (`pipe2` with
/// `O_CLOEXEC`), so that a program another test starts at the same moment does not keep an end
/// open. The Glibc module does not export `pipe2` (it needs `_GNU_SOURCE`); it is looked up by name.
enum Pipes {
    private typealias PipeFunction = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

    /// A new pipe: its read end and its write end.
    static func make() throws -> (read: Int32, write: Int32) {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "pipe2") else {
            throw PseudoTerminal.Failure(call: "dlsym pipe2", code: 0)
        }
        var ends: [Int32] = [-1, -1]
        guard unsafeBitCast(symbol, to: PipeFunction.self)(&ends, O_CLOEXEC) == 0 else {
            throw PseudoTerminal.Failure(call: "pipe2", code: errno)
        }
        return (ends[0], ends[1])
    }
}
