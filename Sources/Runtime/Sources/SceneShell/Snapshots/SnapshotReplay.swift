import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Replays links for snapshots: each in a new process, this program's ``SnapshotChild``, on a
/// data directory of its own made fresh in the run's scratch folder and removed after.
final class SnapshotReplay {
    /// What a link gives.
    enum Outcome: Equatable {
        /// Its first screen, at each width asked for, in that order.
        case screens([SnapshotScreen])
        /// It did not resolve: what starting at it said.
        case unresolved(String)
    }

    private let executable: String
    private let config: String
    private let plugins: [String]
    private let allowInsecurePlugins: Bool
    private let scratch: ExploreScratch
    private var count = 0
    /// How long one replay may take, in milliseconds.
    private let timeout: Int32 = 30_000

    init(
        executable: String, config: String, plugins: [String], allowInsecurePlugins: Bool,
        scratch: ExploreScratch
    ) {
        self.executable = executable
        self.config = config
        self.plugins = plugins
        self.allowInsecurePlugins = allowInsecurePlugins
        self.scratch = scratch
    }

    /// This program, which replays the links.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
    }

    /// The first screen `link` gives on fresh data, drawn at each of `widths`.
    /// - Throws: ``SnapshotError/cannotReplay(reason:)`` if no process could be started.
    func replay(_ link: String, widths: [Int]) throws(SnapshotError) -> Outcome {
        count += 1
        let data = scratch.path + "/snapshot-\(count)"
        defer { try? FileManager.default.removeItem(atPath: data) }
        var arguments = [
            executable, Subcommands.snapshot.name, Subcommands.snapshotChild.name, config,
            Subcommands.childData.name, data, Subcommands.childLink.name, link,
        ]
        for width in widths { arguments += [Subcommands.width.name, String(width)] }
        for folder in plugins { arguments += [Subcommands.plugins.name, folder] }
        if allowInsecurePlugins { arguments.append(Subcommands.allowInsecurePlugins.name) }
        var environment = ProcessEnvironment.current()
        environment["NO_COLOR"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var output: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else {
            throw .cannotReplay(reason: String(cString: strerror(errno)).lowercased())
        }
        for descriptor in output { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try ExploreScratch.spawn {
                try ExploreChildProcess.spawn(
                    arguments, environment: environment.map { "\($0.key)=\($0.value)" }, input: nil,
                    output: output[1])
            }
        } catch {
            close(output[0])
            close(output[1])
            throw .cannotReplay(reason: "\(error)")
        }
        close(output[1])
        let (bytes, timedOut) = read(output[0])
        close(output[0])
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        ExploreScratch.ended(pid)
        if timedOut { return .unresolved("the app did not show its first screen within \(timeout / 1000) s") }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(SnapshotChild.prefix) {
            guard
                let answer = try? JSONDecoder().decode(
                    SnapshotChild.Answer.self, from: Data(line.dropFirst(SnapshotChild.prefix.count).utf8))
            else { continue }
            if let screens = answer.screens, screens.count == widths.count { return .screens(screens) }
            return .unresolved(answer.error ?? "the app did not start")
        }
        let signal = status & 0x7F
        return .unresolved(
            signal != 0
                ? "the app trapped (signal \(signal)) starting at the link"
                : "the app exited with status \((status >> 8) & 0xFF) without showing a screen")
    }

    /// Everything the child writes, until it closes its output or the time is up.
    private func read(_ descriptor: Int32) -> (bytes: [UInt8], timedOut: Bool) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(Double(timeout) / 1000)
        while bytes.count <= SnapshotFolder.maximumFileSize {
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, left)
            if ready == 0 { return (bytes, true) }
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return (bytes, false)
    }
}
