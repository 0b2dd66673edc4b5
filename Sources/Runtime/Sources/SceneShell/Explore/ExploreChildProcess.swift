import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the app under exploration: the same executable in its child mode, on a fresh data
/// directory, fed commands one at a time. A trap ends the child, not the exploration.
///
/// The child answers on a descriptor of its own (``ExploreChild/answersDescriptor``), its standard
/// output and error going to /dev/null: nothing a scene prints reaches the answers. They are read
/// in time linear in their length (``ExploreAnswerReader``), an answer longer than
/// ``ExploreAnswerReader/maximumLineBytes`` is not read on, and a wait for one ends at
/// ``deadline`` (the walk's time bound) as well as when the command is taken to hang.
final class ExploreChildProcess {
    /// How a command ended.
    enum Outcome {
        case answered(ExploreAnswer)
        /// The child ended without answering: a trap (`signal`) or an exit.
        case ended(signal: Int32?, status: Int32?)
        /// No answer within the time allowed.
        case hung
        /// An answer longer than ``ExploreAnswerReader/maximumLineBytes``.
        case tooLarge
        /// No answer before ``ExploreChildProcess/deadline``: the walk's time is up.
        case late
    }

    /// The commands sent so far, in order.
    private(set) var sent: [String] = []
    /// The first answer: the initial scene.
    private(set) var first: Outcome = .hung
    /// The child's process id, and whether it has been waited for.
    private let pid: pid_t
    private var reaped: (signal: Int32?, status: Int32?)?
    /// The parent's ends of the child's standard input and of its answers.
    private let inputDescriptor: Int32
    let outputDescriptor: Int32
    private let directory: String
    var reader = ExploreAnswerReader()
    let timeout: Int32
    /// When a command still unanswered is given up on, whether it hangs or not (the branch it runs
    /// in is ended); `nil` for no bound but the hang's.
    var deadline: Date?

    /// Starts the child and waits for its first answer.
    ///
    /// How long a command may go unanswered before it is a hang: 20 seconds. Debug builds (the
    /// tests' builds) take `SCENES_EXPLORE_HANG_SECONDS` (1 to 20) from the environment, so that
    /// a test of a planted hang does not wait that long; release builds ignore it.
    static let hangSeconds: Int32 = {
        #if DEBUG
            if let text = ProcessEnvironment.current()["SCENES_EXPLORE_HANG_SECONDS"],
                let seconds = Int32(text), (1...20).contains(seconds)
            {
                return seconds
            }
        #endif
        return 20
    }()

    /// The child is spawned and waited for with the system's calls (`posix_spawn`, `waitpid`), not
    /// Foundation's `Process`, whose wait for a child that died can block for ever.
    /// - Parameter folder: Where the child's data directory goes, a new folder inside the run's
    ///   ``ExploreScratch``; removed by ``stop()``.
    init(
        executable: String, options: ExploreOptions, folder: String, timeoutSeconds: Int32 = hangSeconds
    ) throws {
        timeout = timeoutSeconds * 1000
        let base = URL(fileURLWithPath: folder)
        // Not its parent: a run that is ending has removed that, and it stays removed.
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: false)
        directory = base.path
        var arguments = [
            executable, Subcommands.explore.name, Subcommands.exploreChild.name, options.config,
            Subcommands.childData.name, base.appendingPathComponent("data").path,
            Subcommands.answers.name, String(ExploreChild.answersDescriptor),
        ]
        for plugins in options.plugins { arguments += [Subcommands.plugins.name, plugins] }
        if options.allowInsecurePlugins { arguments.append(Subcommands.allowInsecurePlugins.name) }
        if let snapshots = options.snapshots { arguments += [Subcommands.snapshots.name, snapshots] }
        var environment = ProcessEnvironment.current()
        environment["NO_COLOR"] = "1"
        // A trap is a finding: the child dies at once, without the runtime's backtracer, which is
        // slow (seconds, minutes under a sanitizer) and would make a crash look like a hang.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // A fork server binds every symbol once, at its start, as fuzzers' fork servers do: lazily,
        // each branch would look up again every function it calls first (the branches' caches die
        // with them), a fifth of a branch's time. A child that replays pays at its start instead.
        if options.strategy == .fork { environment["LD_BIND_NOW"] = "1" }
        let pipes = try Self.pipes()
        inputDescriptor = pipes.input.write
        outputDescriptor = pipes.output.read
        do {
            pid = try ExploreScratch.spawn {
                try Self.spawn(
                    arguments, environment: environment.map { "\($0.key)=\($0.value)" },
                    input: pipes.input.read, output: nil, answers: pipes.output.write)
            }
        } catch {
            for descriptor in [pipes.input.read, pipes.input.write, pipes.output.read, pipes.output.write] {
                close(descriptor)
            }
            throw error
        }
        close(pipes.input.read)
        close(pipes.output.write)
        first = receive()
    }

    deinit {
        stop()
        close(inputDescriptor)
        close(outputDescriptor)
    }

    /// Sends one command and waits for its answer.
    func send(_ line: String) -> Outcome {
        sent.append(line)
        guard write(line) else { return ended() }
        return receive()
    }

    /// The process ids of the branches, oldest first: the last one reads the commands.
    private(set) var branches: [pid_t] = []
    /// How many commands of ``sent`` each branch started with.
    private var branchStarts: [Int] = []
    /// Whether the child can take no more commands: it ended, or a branch could not be ended.
    var isBroken = false

    /// Runs `line` in a new branch of the state the child (or its newest branch) is in: what it
    /// does stays in that branch, its data directory included, until ``pop()`` ends it. A
    /// branch that traps or hangs is ended, and the state before it reads commands again.
    func push(_ line: String) -> Outcome {
        guard !isBroken else { return .ended(signal: nil, status: nil) }
        guard write(ExploreChild.push + line) else { return ended() }
        let start = sent.count
        sent.append(line)
        var branch: pid_t?
        while true {
            let message = receiveMessage(until: deadline)
            switch message {
            case .pid(let pid):
                branch = pid
                branches.append(pid)
                branchStarts.append(start)
                ExploreScratch.adopt(pid)
            case .answer(let answer):
                return .answered(answer)
            case .back(let ending):
                if let branch { forget(branch) }
                sent.removeSubrange(start...)
                if ending.unbranched == true {
                    isBroken = true
                    return .ended(signal: nil, status: nil)
                }
                return .ended(signal: ending.signal, status: ending.status)
            case .silent, .tooLarge, .late:
                let outcome = Self.outcome(of: message)
                guard let branch else {
                    isBroken = true
                    return outcome
                }
                kill(branch, SIGKILL)
                // The process that forked it says it ended; if it does not, the child is lost.
                if case .back = receiveMessage(until: nil) {
                    forget(branch)
                    sent.removeSubrange(start...)
                } else {
                    isBroken = true
                }
                return outcome
            case .closed:
                isBroken = true
                return ended()
            }
        }
    }

    /// Ends the newest branch: the state before its ``push(_:)`` reads commands again.
    /// - Returns: Whether it did; `false` leaves the child broken.
    @discardableResult
    func pop() -> Bool {
        guard !isBroken, let branch = branches.last, write(ExploreChild.pop) else {
            isBroken = true
            return false
        }
        guard case .back = receiveMessage(until: nil) else {
            isBroken = true
            return false
        }
        if let start = branchStarts.last { sent.removeSubrange(start...) }
        forget(branch)
        return true
    }

    private func forget(_ branch: pid_t) {
        if let index = branches.lastIndex(of: branch) {
            branches.remove(at: index)
            branchStarts.remove(at: index)
        }
        ExploreScratch.ended(branch)
    }

    /// Ends the child (if it still runs), its branches, and removes its data directory.
    func stop() {
        for branch in branches.reversed() {
            kill(branch, SIGKILL)
            ExploreScratch.ended(branch)
        }
        branches = []
        branchStarts = []
        // The child's process group: the child and every branch it forked.
        kill(-pid, SIGKILL)
        if reaped == nil {
            kill(pid, SIGKILL)
            _ = wait(blocking: true)
        }
        // What they left behind, in sessions of their own, is this process's now.
        ExploreScratch.sweep()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Writes one line to the child's standard input; `false` if it could not.
    private func write(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        return bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Glibc.write(
                    inputDescriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                if count <= 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// The child closed its output or its input: how it ended. A child that closed its output
    /// but still runs a second later is ended.
    func ended() -> Outcome {
        for _ in 0..<100 where reaped == nil {
            if wait(blocking: false) { break }
            usleep(10_000)
        }
        if reaped == nil {
            kill(pid, SIGKILL)
            _ = wait(blocking: true)
        }
        let (signal, status) = reaped ?? (nil, nil)
        return .ended(signal: signal, status: status)
    }

    /// Waits for the child; whether it has ended (and is now reaped).
    private func wait(blocking: Bool) -> Bool {
        if reaped != nil { return true }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { break }
            if result == 0 { return false }
            if errno == EINTR { continue }
            // Already reaped elsewhere or not ours: nothing more to learn.
            ExploreScratch.ended(pid)
            reaped = (nil, nil)
            return true
        }
        ExploreScratch.ended(pid)
        // The wait status: the low 7 bits are the signal that ended it, else the exit status above.
        let signal = status & 0x7F
        reaped = signal != 0 ? (signal, nil) : (nil, (status >> 8) & 0xFF)
        return true
    }
}
