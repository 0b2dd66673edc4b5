import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `scenes` on a pseudo-terminal, driven like a person at a keyboard: keys go in through
/// the master side, the screen is read back continuously (so the program never blocks on a full
/// terminal), and the terminal's settings before the run are kept to compare with those after.
final class TerminalSession {
    let program: ScenesProgram
    let terminal: PseudoTerminal
    let child: ChildProcess
    /// The terminal's settings before the program started.
    let settingsBefore: termios
    /// Everything the program wrote to the terminal so far.
    private(set) var screen: [UInt8] = []
    private var typed: [UInt8] = []
    private var typedOffset = 0

    /// Starts `scenes` on `storyboard` (the demo app's by default) and waits for its first
    /// prompt, `Menu> ` unless `firstPrompt` says otherwise. With `fullScreen`, the terminal is an
    /// `xterm` and the shell draws itself in place on the alternate screen; without, a `dumb`
    /// terminal, on which each reply is printed after the last (the line editor's own bytes,
    /// which these tests read).
    /// `options` go after the storyboard (`--watch`). With `colors` (and `fullScreen`), `NO_COLOR`
    /// is not set. `history` is written to the history file first, one line each. `program` gives
    /// the data directory and home, another session's to go on from what it left.
    init(
        fullScreen: Bool = false, colors: Bool = false, rows: UInt16 = 40, columns: UInt16 = 120,
        storyboard: String? = nil, options: [String] = [], history: [String] = [], firstPrompt: String = "Menu",
        program: ScenesProgram = ScenesProgram(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        self.program = program
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        settingsBefore = terminal.settings()
        var environment = program.environment
        environment["TERM"] = fullScreen ? "xterm" : "dumb"
        if colors { environment["NO_COLOR"] = nil }
        if !history.isEmpty {
            let folder = URL(fileURLWithPath: program.home.path).appendingPathComponent("scenes")
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(history.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("history"))
            _ = chmod(folder.appendingPathComponent("history").path, 0o600)
        }
        var arguments = program.arguments
        if let storyboard { arguments[arguments.count - 1] = storyboard }
        arguments += options
        child = try ChildProcess(
            executable: ScenesProgram.executable, arguments: arguments, environment: environment,
            standardInput: terminal.slave, standardOutput: terminal.slave, standardError: terminal.slave,
            ownProcessGroup: true)
        // Keys typed before raw mode would be read by the terminal's line discipline instead.
        waitFor("\(firstPrompt)> ", sourceLocation: sourceLocation)
    }

    var screenText: String { String(decoding: screen, as: UTF8.self) }

    private var screenEnd: String {
        let end = String(decoding: screen.suffix(500), as: UTF8.self)
        return "the screen ends with: \(end.debugDescription)"
    }

    /// Queues keys; they are written as fast as the terminal takes them while the session waits.
    func type(_ bytes: some Sequence<UInt8>) {
        typed.append(contentsOf: bytes)
    }

    func type(_ text: String) {
        type(Array(text.utf8))
    }

    /// Types everything queued and reads the screen until `text` appears in what the program
    /// wrote from `offset` on. Records an issue if the program ends or hangs first.
    @discardableResult
    func waitFor(_ text: String, from offset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let needle = Array(text.utf8)
        var searched = offset
        let found = pump { screen in
            defer { searched = max(offset, screen.count - needle.count + 1) }
            return Self.index(of: needle, in: screen, from: searched) != nil
        }
        if !found {
            let state = child.termination.map { "scenes ended with \($0)" } ?? "scenes still runs"
            Issue.record("'\(text)' did not appear; \(state); \(screenEnd)", sourceLocation: sourceLocation)
        }
        return found
    }

    /// Types everything queued and reads the screen until the program ends; `nil` (and an issue)
    /// if it hangs.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) -> ChildProcess.Termination? {
        _ = pump { _ in false }
        if child.termination == nil {
            Issue.record("scenes did not end within \(ChildProcess.patience); \(screenEnd)", sourceLocation: sourceLocation)
        }
        return child.termination
    }

    /// With every key typed, reads the screen until the program, waiting for a key, has woken by
    /// itself `checks` times from now and waits again. Each time the line editor's wait for a key
    /// (a tenth of a second) ends with none, the shell draws a scene whose observed state changed
    /// and reloads a watched storyboard that changed: what it draws without a key is on the screen
    /// then. Seen from outside as the times its main thread went to sleep
    /// (``ChildProcess/mainThreadWaits()``), so it takes as long as the program needs, on a quiet
    /// machine or a loaded one. Records an issue if that does not happen within
    /// ``ChildProcess/patience``.
    func waitUntilIdle(checks: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        guard typedOffset == typed.count else {
            Issue.record("keys are still to be typed: they would wake the program", sourceLocation: sourceLocation)
            return
        }
        guard let start = child.mainThreadWaits() else {
            Issue.record("scenes ended; \(screenEnd)", sourceLocation: sourceLocation)
            return
        }
        let idle = pump { _ in
            guard let now = child.mainThreadWaits() else { return false }
            return now.sleeps && now.count >= start.count + checks
        }
        if !idle {
            Issue.record("scenes was never idle \(checks) times; \(screenEnd)", sourceLocation: sourceLocation)
        }
    }

    /// Types everything queued and reads the screen until `done` holds of what a person sees: a
    /// screen model of `rows` and `columns` fed everything the program wrote. Returns that model;
    /// records an issue if `done` never holds.
    @discardableResult
    func waitForScreen(
        rows: Int, columns: Int = 120, sourceLocation: SourceLocation = #_sourceLocation,
        until done: (VirtualScreen) -> Bool
    ) -> VirtualScreen {
        var model = VirtualScreen(rows: rows, columns: columns)
        var fed = -1
        let found = pump { screen in
            guard screen.count != fed else { return false }
            fed = screen.count
            model = VirtualScreen(rows: rows, columns: columns)
            model.feed(screen)
            return done(model)
        }
        if !found {
            Issue.record("the screen never showed what was awaited; it shows:\n\(model.text)", sourceLocation: sourceLocation)
        }
        return model
    }

    /// Types `line` and Enter, and waits for the prompt `prompt> ` the full screen draws after it
    /// (at the start of its row, the rest of the row cleared).
    func enter(_ line: String, then prompt: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let offset = screen.count
        type(line + "\r")
        waitFor("\r\(prompt)> \u{1B}[K", from: offset, sourceLocation: sourceLocation)
    }

    /// What a person sees now: a screen model of `rows` and `columns` fed everything the program
    /// wrote.
    func screenModel(rows: Int, columns: Int = 120) -> VirtualScreen {
        var model = VirtualScreen(rows: rows, columns: columns)
        model.feed(screen)
        return model
    }

    /// How often `text` appears in what the program wrote.
    func count(_ text: String) -> Int {
        let needle = Array(text.utf8)
        var count = 0
        var position = 0
        while let found = Self.index(of: needle, in: screen, from: position) {
            count += 1
            position = found + needle.count
        }
        return count
    }

    /// Writes queued keys and reads output until `done` says so, the program ends, or
    /// ``ChildProcess/patience`` runs out.
    private func pump(until done: ([UInt8]) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + ChildProcess.patience
        while ContinuousClock.now < deadline {
            let ended = child.poll() != nil
            read()
            if done(screen) { return true }
            if ended { return false }
            write()
            var descriptor = pollfd(
                fd: terminal.master, events: Int16(POLLIN) | (typedOffset < typed.count ? Int16(POLLOUT) : 0),
                revents: 0)
            _ = Glibc.poll(&descriptor, 1, 10)
        }
        return false
    }

    private func read() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(terminal.master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            screen.append(contentsOf: chunk[..<count])
        }
    }

    private func write() {
        while typedOffset < typed.count {
            let count = typed.withUnsafeBytes { bytes in
                Glibc.write(terminal.master, bytes.baseAddress.map { $0 + typedOffset }, min(4096, bytes.count - typedOffset))
            }
            guard count > 0 else { return }
            typedOffset += count
        }
    }

    private static func index(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0 else { return nil }
        var position = start
        while position + needle.count <= haystack.count {
            if haystack[position] == first, haystack[position..<position + needle.count].elementsEqual(needle) {
                return position
            }
            position += 1
        }
        return nil
    }
}
