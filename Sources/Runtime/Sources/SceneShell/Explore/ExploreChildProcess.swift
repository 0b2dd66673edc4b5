import Foundation
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the app under exploration: the same executable in its child mode, on a fresh data
/// directory, fed commands one at a time. A trap ends the child, not the exploration.
final class ExploreChildProcess {
    /// How a command ended.
    enum Outcome {
        case answered(ExploreAnswer)
        /// The child ended without answering: a trap (`signal`) or an exit.
        case ended(signal: Int32?, status: Int32?)
        /// No answer within the time allowed.
        case hung
    }

    /// The commands sent so far, in order.
    private(set) var sent: [String] = []
    /// The first answer: the initial scene.
    private(set) var first: Outcome = .hung
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let directory: String
    private var buffer: [UInt8] = []
    private let timeout: Int32

    /// Starts the child and waits for its first answer.
    init(executable: String, options: ExploreOptions, timeoutSeconds: Int32 = 20) throws {
        timeout = timeoutSeconds * 1000
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenes-explore-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        directory = base.path
        var arguments = [
            "explore", "--child", options.config, "--data", base.appendingPathComponent("data").path,
        ]
        for plugins in options.plugins { arguments += ["--plugins", plugins] }
        if options.allowInsecurePlugins { arguments.append("--allow-insecure-plugins") }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        try process.run()
        first = receive()
    }

    deinit {
        stop()
    }

    /// Sends one command and waits for its answer.
    func send(_ line: String) -> Outcome {
        sent.append(line)
        let bytes = Data((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Glibc.write(
                    input.fileHandleForWriting.fileDescriptor, raw.baseAddress?.advanced(by: offset),
                    raw.count - offset)
                if count <= 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else { return ended() }
        return receive()
    }

    /// Ends the child (if it still runs) and removes its data directory.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func receive() -> Outcome {
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                guard line.hasPrefix(ExploreChild.prefix) else { continue }
                let json = Data(line.dropFirst(ExploreChild.prefix.count).utf8)
                guard let answer = try? JSONDecoder().decode(ExploreAnswer.self, from: json) else { continue }
                return .answered(answer)
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready == 0 { return .hung }
            if ready < 0 {
                if errno == EINTR { continue }
                return ended()
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return ended()
            }
        }
    }

    private func ended() -> Outcome {
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return .ended(signal: process.terminationStatus, status: nil)
        }
        return .ended(signal: nil, status: process.terminationStatus)
    }
}
