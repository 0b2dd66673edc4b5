import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Spawning a child: its pipes, and the process with its descriptors and signals.
extension ExploreChildProcess {
    /// Two pipes, not inherited by other children: the child's standard input and its answers.
    static func pipes() throws -> (
        input: (read: Int32, write: Int32), output: (read: Int32, write: Int32)
    ) {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard pipe(&output) == 0 else {
            let code = errno
            for descriptor in input { close(descriptor) }
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        for descriptor in input + output { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // The answers' end is put at the child's descriptor with dup2, which would leave it
        // close-on-exec if it were that descriptor already: moved above it.
        if output[1] == ExploreChild.answersDescriptor {
            let moved = fcntl(output[1], F_DUPFD_CLOEXEC, ExploreChild.answersDescriptor + 1)
            if moved >= 0 {
                close(output[1])
                output[1] = moved
            }
        }
        return ((input[0], input[1]), (output[0], output[1]))
    }

    /// Spawns `arguments` with `input` (or /dev/null) and `output` (or /dev/null) as its standard
    /// input and output, `answers` (if given) as its ``ExploreChild/answersDescriptor``, and its
    /// standard error sent to /dev/null, with the signal attributes every child of a run has
    /// (``ExploreScratch/defaultSignals(_:)``); a snapshot's replay spawns the same way.
    static func spawn(
        _ arguments: [String], environment: [String], input: Int32?, output: Int32?, answers: Int32? = nil
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ExploreScratch.defaultSignals(&attributes)
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if let answers { posix_spawn_file_actions_adddup2(&actions, answers, ExploreChild.answersDescriptor) }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return pid
    }
}
