import Foundation
import Glibc

/// Runs the `DataFileSaver` fixture (built beside the test bundle) for the tests that kill it, and
/// does every wait for it (its start, the delay before the kill, its end) on a thread of its own:
/// the suites that kill it are on the main actor, as `DataFile` is, and a wait there would hold up
/// every other test on the main actor for as long as the hundreds of kills take.
enum SaverProcess {
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("DataFileSaver")

    enum Failure: Error {
        case endedBeforeSaying(String)
    }

    /// How a killed saver ended.
    struct Killed: Sendable {
        let pid: pid_t
        /// Whether it ended by SIGKILL, as it should.
        let bySIGKILL: Bool
    }

    /// Starts the saver with `arguments`, waits until it prints `word`, then `delay` microseconds,
    /// kills it with SIGKILL and waits for its end.
    static func kill(_ arguments: [String], after word: String, delay: Int) async throws -> Killed {
        try await onAThreadOfItsOwn {
            let process = try start(arguments, until: word)
            usleep(useconds_t(delay))
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Killed(
                pid: process.processIdentifier,
                bySIGKILL: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        }
    }

    private static func start(_ arguments: [String], until word: String) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { try? output.fileHandleForReading.close() }
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains(word + "\n") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw Failure.endedBeforeSaying(word) }
            said += data
        }
        return process
    }

    private static func onAThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
