import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The child of `scenes explore`: the app, on the data directory it is given, reading one command a
/// line on standard input and answering each (and its first screen) with a line of JSON, prefixed
/// with ``prefix``, on a descriptor of its own (`--answers-fd`, ``answersDescriptor`` as the
/// explorer starts it), where nothing a scene prints goes: its standard output and error are
/// /dev/null. The descriptor is close-on-exec, so a program a scene runs does not get it.
///
/// It is also a fork server, so that the explorer never replays a path to try one more command
/// from where it leads. `@push LINE` saves the data directory and forks: the new process (a
/// branch) says its process id (``pidPrefix``), runs `LINE` and goes on reading commands, while
/// this one waits. `@pop` ends the branch; this one then puts the data directory back as it was
/// and says so (``backPrefix``), with how the branch ended when it trapped or was killed, and
/// reads commands again, at the state it was in. Only one process of the chain runs at a time,
/// so they share standard input and the answers' descriptor in turn.
///
/// Each process of the chain is a child subreaper (``ExploreReaper``): when a branch ends, every
/// process it started that is still running (a scene's, in a session of its own or not) is killed.
@MainActor enum ExploreChild {
    /// The descriptor the explorer gives its children for their answers.
    nonisolated static let answersDescriptor: Int32 = 3
    nonisolated static let prefix = "@explore "
    /// A branch's first line: its process id, for the explorer to end it if it hangs.
    nonisolated static let pidPrefix = "@explore-pid "
    /// A branch ended: `{"signal": N}` when a signal ended it, `{"status": N}` for another exit.
    nonisolated static let backPrefix = "@explore-back "
    /// `@push LINE`: run `LINE` in a new branch.
    nonisolated static let push = "@push "
    /// `@pop`: end this branch.
    nonisolated static let pop = "@pop"

    /// How a branch ended, as ``backPrefix`` says it.
    struct Ending: Codable, Equatable {
        var signal: Int32?
        var status: Int32?
        /// No branch could be made (its data could not be saved, or `fork` failed).
        var unbranched: Bool?
    }

    static func run(_ options: ExploreOptions, registry: SceneRegistry, console: Console) -> Int32 {
        guard let data = options.data, let descriptor = options.answers else { return 2 }
        guard fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
            console.err(
                ShellMessages.errorLine(message: "--answers-fd \(descriptor) is not an open descriptor"))
            return 2
        }
        answers = descriptor
        dataDirectory = data
        ExploreReaper.becomeSubreaper()
        ExploreReaper.endWithParent()
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        for directory in options.plugins {
            ScenesCommand.loadPlugins(in: directory, registry: registry, console: console)
        }
        let quiet = Console(out: { _ in }, err: { console.err(TerminalText($0)) })
        guard
            let shell = Shell.launch(
                registry: registry, configPath: options.config,
                environment: options.snapshots == nil
                    ? SceneEnvironment(dataDirectory: data) : SnapshotScreen.environment(dataDirectory: data),
                colors: false, console: quiet)
        else { return 1 }
        let probe = ExploreProbe(shell: shell)
        probe.takesSnapshots = options.snapshots != nil
        // An answer that cannot be written (the explorer went away, a full disk) ends the child
        // with 74, as a failed write ends every command.
        guard write(probe.answer(after: Shell.Reply(screen: shell.renderScreen()))) else { return 74 }
        var input = ExploreLineReader(descriptor: STDIN_FILENO)
        var level = 0
        var quitting = false
        while let line = input.next() {
            if line == pop {
                // Ends this branch at once: nothing of it is to be kept or cleaned up here.
                if level > 0 { _exit(0) }
                continue
            }
            if line.hasPrefix(push) {
                guard input.isEmpty, !quitting else { continue }
                switch branch(data: data, level: level) {
                case .inBranch:
                    level += 1
                    guard writeLine(pidPrefix + String(getpid())) else { _exit(74) }
                    let (reply, answer) = probe.run(String(line.dropFirst(push.count)))
                    guard write(answer) else { _exit(74) }
                    quitting = reply.quit
                case .ended(let ending):
                    let json = (try? JSONEncoder().encode(ending)).map { String(decoding: $0, as: UTF8.self) }
                    guard writeLine(backLine + (json ?? "{}")) else { return end(74, level: level) }
                case .failed:
                    guard writeLine(backLine + #"{"unbranched":true}"#) else {
                        return end(74, level: level)
                    }
                }
                continue
            }
            // After `quit` a branch only waits for its `@pop`; the first process ends.
            if quitting { continue }
            let (reply, answer) = probe.run(line)
            guard write(answer) else { return end(74, level: level) }
            if reply.quit {
                if level == 0 { break }
                quitting = true
            }
        }
        // The explorer went away: a branch ends with it.
        if level > 0 { _exit(0) }
        return 0
    }

    /// The status to end with: a branch ends at once, with nothing of it cleaned up (what it
    /// holds is the process that forked it's).
    private static func end(_ status: Int32, level: Int) -> Int32 {
        if level > 0 { _exit(status) }
        return status
    }

    /// Where ``branch(data:level:)`` left this process.
    private enum Branched {
        /// This is the new branch.
        case inBranch
        /// This is the process that forked, after its branch ended, its data put back.
        case ended(Ending)
        /// No branch was made.
        case failed
    }

    /// Saves the data directory, forks, and in the process that forked waits for the branch to
    /// end and puts the data directory back.
    private static func branch(data: String, level: Int) -> Branched {
        let saved = data + ".saved-\(level)"
        ExploreDataCopy.remove(saved)
        guard ExploreDataCopy.copy(data, to: saved) else {
            ExploreDataCopy.remove(saved)
            return .failed
        }
        // Every process there is now: what the branch starts is none of them (a process id is not
        // used again so soon), and the children this process has (the scenes' own, started
        // before) are among them and stay.
        let present = ExploreReaper.processes()
        let pid = fork()
        if pid == 0 {
            // Not inherited: the branch gets what the processes it starts leave behind, and ends
            // with the process that forked it.
            ExploreReaper.becomeSubreaper()
            ExploreReaper.endWithParent()
            return .inBranch
        }
        guard pid > 0 else {
            ExploreDataCopy.remove(saved)
            return .failed
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { break }
        }
        // What the branch started and left is this process's child now: ended, with what it started.
        ExploreReaper.sweep(since: present)
        guard ExploreDataCopy.restore(saved, as: data) else { return .failed }
        // The wait status: the low 7 bits are the signal that ended it, else the exit status above.
        let signal = status & 0x7F
        return .ended(signal != 0 ? Ending(signal: signal) : Ending(status: (status >> 8) & 0xFF))
    }

    /// The data directory of this run, whose signature each answer carries.
    private static var dataDirectory = ""
    /// Where the answers go.
    private static var answers: Int32 = -1
    /// A branch's end begins a line of its own: a branch killed while it wrote may have left half
    /// a line, which the explorer then reads as a line of its own and ignores.
    nonisolated private static let backLine = "\n" + backPrefix

    /// Writes one answer line to the answers' descriptor; `false` if the write failed.
    private static func write(_ answer: ExploreAnswer) -> Bool {
        var answer = answer
        answer.data = ExploreDataCopy.signature(of: dataDirectory)
        guard let data = try? JSONEncoder().encode(answer) else { return true }
        return writeLine(prefix + String(decoding: data, as: UTF8.self))
    }

    private static func writeLine(_ line: String) -> Bool {
        DescriptorWriter.writeAll(Array(line.utf8) + [UInt8(ascii: "\n")], to: answers) == nil
    }
}
