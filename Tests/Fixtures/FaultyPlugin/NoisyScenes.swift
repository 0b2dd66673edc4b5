import Foundation
import SceneRuntime

// A scene for the tests of `scenes explore` whose actions do what a scene may do behind the
// runtime's back: write to standard output without a line feed (one byte, or 50 MB), refuse with a
// message too large for an answer (under the bound the tests set), and start a process in a session of its own that outlives the
// action (and the one that then never returns). noisy.json starts at it. A process `detach` or
// `linger` starts has its id appended, a line each, to the file `FAULTY_PIDS` names, if it is set.

@MainActor final class NoisyViewController: SceneViewController {
    static let actions: ActionTable<NoisyViewController> = [
        SceneAction("spill", summary: "write one byte to standard output, without a line feed") { _, arguments in
            try arguments.expectAtMost(0)
            NoisyViewController.writeOut(Array("x".utf8))
        },
        SceneAction("flood", summary: "write 50 MB to standard output, without a line feed") { _, arguments in
            try arguments.expectAtMost(0)
            let chunk = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 20)
            for _ in 0..<50 { NoisyViewController.writeOut(chunk) }
        },
        SceneAction("bloat", summary: "refuse, with a reason of 128 KiB") { _, arguments in
            try arguments.expectAtMost(0)
            // Larger than the answer's bound the tests set (SCENES_EXPLORE_ANSWER_BYTES, 64 KiB).
            throw ActionError.unavailable(action: "bloat", reason: String(repeating: "z", count: 128 << 10))
        },
        SceneAction("detach", summary: "start a process in a session of its own, and leave it") { _, arguments in
            try arguments.expectAtMost(0)
            NoisyViewController.startDetached()
        },
        SceneAction("linger", summary: "start a process in a session of its own, then never return") {
            _, arguments in
            try arguments.expectAtMost(0)
            NoisyViewController.startDetached()
            while true { sleep(3_600) }
        },
    ]

    var screen: Screen { Screen([.text("Noise.")]) }

    /// Writes `bytes` to standard output, past the runtime.
    private static func writeOut(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { write(STDOUT_FILENO, $0 + offset, raw.count - offset) } ?? 0
            }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Forks a process that leaves its session and waits for ever, and records its id.
    private static func startDetached() {
        let pid = fork()
        if pid == 0 {
            setsid()
            while true { pause() }
        }
        guard pid > 0, let file = ProcessInfo.processInfo.environment["FAULTY_PIDS"] else { return }
        let descriptor = open(file, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        let line = Array("\(pid)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}

enum NoisyModules {
    static let noisy = SceneModule(name: "Noisy") { _ in (NoisyViewController(), PlainRouter()) }
}
