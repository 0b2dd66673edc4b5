import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Ends what the app under exploration started and left behind: a process a scene forked, even
/// one in a session of its own, which no process group reaches.
///
/// The explorer and each process of a child's fork server chain are child subreapers
/// (`PR_SET_CHILD_SUBREAPER`): a process whose parent ends is given to the nearest of them still
/// running rather than to the system's first process. When a branch (or a child) ends, what it
/// left is therefore a child of the process that waits for it, which kills and reaps every child
/// of its own it does not know, until none is left: killing one gives its own children to the
/// same process. Linux only; elsewhere nothing is swept.
enum ExploreReaper {
    /// Makes this process a child subreaper; `false` if the system would not.
    @discardableResult
    static func becomeSubreaper() -> Bool {
        // PR_SET_CHILD_SUBREAPER, from <linux/prctl.h>, which Glibc does not bring.
        prctl(36, 1)
    }

    /// Has this process killed (SIGKILL) when the thread that started it ends: a child of the
    /// explorer, or a branch of a child, does not outlive its parent, even one killed outright.
    @discardableResult
    static func endWithParent() -> Bool {
        // PR_SET_PDEATHSIG, from <linux/prctl.h>.
        prctl(1, UInt(SIGKILL))
    }

    /// `prctl(option, value, 0, 0, 0)`; whether it succeeded. prctl is variadic, which Swift does
    /// not import: called through its address, with the integer arguments every call takes.
    private static func prctl(_ option: Int32, _ value: UInt) -> Bool {
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return false }
        return unsafeBitCast(symbol, to: Prctl.self)(option, value, 0, 0, 0) == 0
    }

    /// The process ids `/proc` lists: every process of the system (of its pid namespace).
    static func processes() -> Set<pid_t> {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var found = Set<pid_t>()
        while let entry = readdir(directory) {
            let pid = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                pid_t(String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self))
            }
            if let pid { found.insert(pid) }
        }
        return found
    }

    /// Those of `pids` that are children of this process, running or ended and not yet waited
    /// for: a process's parent is the fourth field of its `/proc/PID/stat`.
    static func children(among pids: some Sequence<pid_t>) -> [pid_t] {
        let me = getpid()
        var found: [pid_t] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        for pid in pids where pid != me {
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard count > 0, let parent = parentID(in: buffer[..<count]), parent == me else { continue }
            found.append(pid)
        }
        return found
    }

    /// The process ids of this process's children, running or ended and not yet waited for.
    static func children() -> [pid_t] {
        children(among: processes())
    }

    /// The parent's process id in a `/proc/PID/stat` line: `PID (NAME) STATE PPID ...`, where
    /// NAME may hold spaces and parentheses (so the fields are counted after its last `)`).
    static func parentID(in stat: ArraySlice<UInt8>) -> pid_t? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard fields.count >= 2 else { return nil }
        return pid_t(String(decoding: fields[1], as: UTF8.self))
    }

    /// Kills and waits for every child of this process that `keep` does not hold, and for those
    /// their ending gives this process, until none is left (at most `rounds` times over). With
    /// `present` (``processes()`` before what is swept began), only processes started since are
    /// looked at: a process's parent is read from `/proc` for those alone.
    static func sweep(keeping keep: Set<pid_t> = [], since present: Set<pid_t>? = nil, rounds: Int = 1_000) {
        for _ in 0..<rounds {
            let candidates = present.map { processes().subtracting($0) } ?? processes()
            let strays = children(among: candidates).filter { !keep.contains($0) }
            guard !strays.isEmpty else { return }
            for stray in strays { kill(stray, SIGKILL) }
            for stray in strays {
                // Waited for, so that its own children are given to this process before the next look.
                var status: Int32 = 0
                while waitpid(stray, &status, 0) < 0 && errno == EINTR {}
            }
        }
    }
}
