import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, its standard input, output and error given as file
/// descriptors, its signals at their defaults. It is killed if it is still running when dropped.
final class ChildProcess {
    /// How the program ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signaled(let signal): "killed by signal \(signal)"
            }
        }
    }

    /// `posix_spawn` failed.
    struct SpawnFailure: Error {
        let code: Int32
    }

    /// How long a program may take before the test calls it hung and kills it: far more than any
    /// of these runs needs, so only a hang reaches it.
    static let patience = Duration.seconds(30)

    let pid: pid_t
    private(set) var termination: Termination?

    /// - Parameter ownProcessGroup: Starts the program in a process group of its own, as a shell
    ///   with job control does, so that SIGTSTP stops it (a stop signal to an orphaned process
    ///   group is discarded).
    init(
        executable: String, arguments: [String], environment: [String: String], standardInput: Int32,
        standardOutput: Int32, standardError: Int32, ownProcessGroup: Bool = false
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnFailure(code: result) }
        self.pid = pid
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Whether the program has ended, without waiting.
    @discardableResult
    func poll() -> Termination? {
        if termination == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7F
                termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
        }
        return termination
    }

    /// Waits for the program to end, at most ``patience``; `nil` if it is still running.
    func wait() -> Termination? {
        let deadline = ContinuousClock.now + Self.patience
        while poll() == nil, ContinuousClock.now < deadline {
            usleep(2000)
        }
        return termination
    }

    /// Waits for the program to stop (SIGTSTP, ...), at most ``patience``; the signal that
    /// stopped it, or `nil` if it ended or still runs.
    func waitUntilStopped() -> Int32? {
        let deadline = ContinuousClock.now + Self.patience
        while termination == nil, ContinuousClock.now < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid {
                if status & 0xFF == 0x7F { return (status >> 8) & 0xFF }
                let signal = status & 0x7F
                termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            usleep(2000)
        }
        return nil
    }

    /// How often the program's main thread has gone to sleep and been woken since it started,
    /// and whether it sleeps now (Linux: `voluntary_ctxt_switches` and `State` of
    /// `/proc/PID/task/PID/status`); `nil` once the program has ended.
    func mainThreadWaits() -> (count: Int, sleeps: Bool)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        var count: Int?
        var sleeps = false
        for line in status.split(separator: "\n") {
            if line.hasPrefix("voluntary_ctxt_switches:") {
                count = Int(line.dropFirst("voluntary_ctxt_switches:".count).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("State:") {
                sleeps = line.dropFirst("State:".count).trimmingCharacters(in: .whitespaces).hasPrefix("S")
            }
        }
        return count.map { ($0, sleeps) }
    }

    /// Sends the program a signal.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }
}
