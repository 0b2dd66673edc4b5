import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The settings of the terminal before raw mode, for the signal handlers that must restore them.
nonisolated(unsafe) private var savedSettings: termios?

/// The controlling terminal on standard input and output: raw mode for the line editor, always
/// restored on exit, on error and on SIGTERM, SIGHUP or SIGQUIT.
final class Terminal {
    private let input: Int32 = STDIN_FILENO
    private let output: Int32 = STDOUT_FILENO

    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw mode: no echo, no line buffering, no signals from Ctrl-C or Ctrl-Z, so the
    /// editor sees every key. Returns `false` if the terminal refused.
    func enterRawMode() -> Bool {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        savedSettings = original
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        for signalNumber in [SIGTERM, SIGHUP, SIGQUIT] {
            signal(signalNumber) { received in
                Terminal.restoreSavedSettings()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        return tcsetattr(input, TCSAFLUSH, &raw) == 0
    }

    /// Restores the settings saved by ``enterRawMode()``.
    func restore() {
        Self.restoreSavedSettings()
    }

    private static func restoreSavedSettings() {
        guard var settings = savedSettings else { return }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// The next byte, or `nil` at end of input.
    func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(input, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// The next byte if one arrives within 50 ms (the rest of an escape sequence), else `nil`.
    func readByteSoon() -> UInt8? {
        waitForInput(milliseconds: 50) ? readByte() : nil
    }

    /// Whether input (or the end of it) is ready within `milliseconds`.
    func waitForInput(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) != 0
    }

    func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(output, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
