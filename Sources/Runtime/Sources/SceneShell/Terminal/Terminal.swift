import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The settings of the terminal before raw mode, for the signal handler that must restore them.
nonisolated(unsafe) private var savedSettings: termios?

/// The signal actions in force before raw mode, indexed by signal number, so that the handler can
/// hand a signal on to them (the Swift runtime's crash reporter, for instance).
nonisolated(unsafe) private let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

/// The signals after which the terminal is restored: those that end the program by default, and
/// those of a crash.
private let restoringSignals = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT,
]

/// The raw-mode settings, for the handlers that enter raw mode again when the program continues.
nonisolated(unsafe) private var rawSettings: termios?

/// Whether the alternate screen is shown, for the handlers that must give the normal screen (and
/// its scrollback) back when the program stops or ends, and show the alternate one again when it
/// continues. An atomic, so that a signal handler may read it.
private let alternateScreenShown = Atomic<Bool>(false)

/// Writes one of the alternate screen's switches from a signal handler (`write` is
/// async-signal-safe; the bytes are those of ``TerminalText/Control/alternateScreen(_:)``).
private func switchScreen(toAlternate alternate: Bool) {
    guard alternateScreenShown.load(ordering: .relaxed) else { return }
    let bytes: StaticString = alternate ? "\u{1B}[?1049h" : "\u{1B}[?1049l"
    _ = Glibc.write(STDOUT_FILENO, bytes.utf8Start, bytes.utf8CodeUnitCount)
}

/// How many times the program continued after a stop (or was told to continue); the line editor
/// draws its line again when this changes. An atomic, so that a signal handler may count.
private let continuations = Atomic<Int>(0)

/// SIGTSTP (Ctrl-Z, or sent by someone): gives the terminal its saved settings back, stops the
/// program as SIGTSTP does by default, and once continued enters raw mode again. Only
/// async-signal-safe calls.
private func stopOnSignal(_ signalNumber: Int32) {
    let savedErrno = errno
    switchScreen(toAlternate: false)
    if var settings = savedSettings { tcsetattr(STDIN_FILENO, TCSADRAIN, &settings) }
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    var ours = sigaction()
    sigaction(SIGTSTP, &defaultAction, &ours)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    raise(SIGTSTP)  // the program stops here until SIGCONT
    sigaction(SIGTSTP, &ours, nil)
    continueInRawMode(SIGCONT)
    errno = savedErrno
}

/// SIGCONT: enters raw mode again (the shell the program was stopped from may have changed the
/// settings) and tells the line editor to draw its line again.
private func continueInRawMode(_ signalNumber: Int32) {
    let savedErrno = errno
    if var raw = rawSettings { tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) }
    switchScreen(toAlternate: true)
    continuations.add(1, ordering: .relaxed)
    errno = savedErrno
}

/// Restores the terminal, then lets the signal do what it did before: a fault the kernel raised
/// happens again when the handler returns, any other signal is raised again.
private func restoreTerminalOnSignal(
    _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    switchScreen(toAlternate: false)
    if var settings = savedSettings { tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) }
    sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    switch signalNumber {
    case SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE:
        if let info, info.pointee.si_code > 0 { return }
        raise(signalNumber)
    default:
        raise(signalNumber)
    }
}

/// The controlling terminal on standard input and output: raw mode for the line editor, always
/// restored on exit and when a signal ends the program (SIGTERM, SIGHUP, SIGINT, SIGQUIT, or a
/// crash). Ctrl-Z and SIGTSTP stop the program with the terminal restored; SIGCONT enters raw mode
/// again. The same goes for the alternate screen of the full-screen mode: left (the normal screen
/// and its scrollback shown as they were) on exit, on a stop and on a signal that ends the program,
/// shown again on SIGCONT. Input is read in blocks, so that a long paste costs few system calls.
final class Terminal {
    let input: Int32 = STDIN_FILENO
    private let output: Int32 = STDOUT_FILENO
    var buffer = [UInt8](repeating: 0, count: 4096)
    var position = 0
    var count = 0
    private var installedSignals: [Int32] = []
    private var continuationsSeen = 0

    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw mode: no echo, no line buffering, no signals from Ctrl-C or Ctrl-Z, so the
    /// editor sees every key. Output processing stays on (a line feed still starts a new line).
    /// Returns `false` if the terminal refused.
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
        rawSettings = raw
        continuationsSeen = continuations.load(ordering: .relaxed)
        installSignalHandlers()
        installStopHandlers()
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            restore()
            return false
        }
        return true
    }

    /// Restores the settings saved by ``enterRawMode()`` and the signal actions it replaced.
    /// Input not read yet is discarded, so that it does not reach the shell `scenes` was run from.
    func restore() {
        leaveAlternateScreen()
        for signalNumber in installedSignals {
            sigaction(signalNumber, previousActions + Int(signalNumber), nil)
        }
        installedSignals = []
        if var settings = savedSettings { tcsetattr(input, TCSAFLUSH, &settings) }
        savedSettings = nil
        rawSettings = nil
    }

    /// Ctrl-Z and SIGTSTP stop the program with the terminal restored; SIGCONT enters raw mode
    /// again. A SIGTSTP the program was started to ignore stays ignored.
    private func installStopHandlers() {
        let handlers: [(Int32, @convention(c) (Int32) -> Void)] = [
            (SIGTSTP, stopOnSignal), (SIGCONT, continueInRawMode),
        ]
        for (signalNumber, handler) in handlers {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            action.sa_flags = 0  // no SA_RESTART: a read or poll waiting for a key returns
            install(action, for: signalNumber)
        }
    }

    /// Whether ``suspend()`` can stop the program: not if it was started with SIGTSTP ignored.
    var canSuspend: Bool { installedSignals.contains(SIGTSTP) }

    /// Stops the program as Ctrl-Z does in a shell: the whole job when the program is in the
    /// terminal's foreground process group, else the program alone. Returns once the program
    /// continues, in raw mode.
    func suspend() {
        guard canSuspend else { return }
        if tcgetpgrp(input) == getpgrp() { kill(0, SIGTSTP) } else { raise(SIGTSTP) }
    }

    /// Whether the program continued after a stop since this was last asked.
    func takeContinuation() -> Bool {
        let count = continuations.load(ordering: .relaxed)
        defer { continuationsSeen = count }
        return count != continuationsSeen
    }

    private func installSignalHandlers() {
        for signalNumber in restoringSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = restoreTerminalOnSignal
            action.sa_flags = SA_SIGINFO
            install(action, for: signalNumber)
        }
    }

    /// Installs `action` (its mask emptied) for `signalNumber`, keeping the action it replaces for
    /// ``restore()``, unless the program was started with the signal ignored: that stays ignored.
    private func install(_ action: sigaction, for signalNumber: Int32) {
        var current = sigaction()
        sigaction(signalNumber, nil, &current)
        if let handler = current.__sigaction_handler.sa_handler,
            unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        {
            return
        }
        var action = action
        sigemptyset(&action.sa_mask)
        guard sigaction(signalNumber, &action, previousActions + Int(signalNumber)) == 0 else { return }
        installedSignals.append(signalNumber)
    }

    /// The width of the terminal in columns (80 if it does not say).
    var columns: Int { Self.standardOutputColumns }

    /// The width in columns of the terminal standard output is (80 if it is none, or does not
    /// say): the window the interactive shell draws its screen for.
    static var standardOutputColumns: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// The height of the terminal in rows (24 if it does not say).
    var rows: Int {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    /// Shows the alternate screen buffer, empty; the normal screen and its scrollback wait
    /// unchanged until ``leaveAlternateScreen()``, ``restore()``, a stop or a signal that ends the
    /// program gives them back.
    func enterAlternateScreen() {
        alternateScreenShown.store(true, ordering: .relaxed)
        write(TerminalText(control: .alternateScreen(true)))
    }

    /// Shows the normal screen again, as it was before ``enterAlternateScreen()``.
    func leaveAlternateScreen() {
        guard alternateScreenShown.exchange(false, ordering: .relaxed) else { return }
        write(TerminalText(control: .alternateScreen(false)))
    }

    /// The `errno` of the first write to the terminal that failed, if any; nothing is written
    /// after it.
    private(set) var writeFailure: Int32?

    /// Writes text to the terminal as ``TerminalText`` renders it: a carriage return or an escape
    /// in a string is shown, not sent; use its controls (``TerminalText/newLine``...) instead.
    func write(_ text: TerminalText) {
        guard writeFailure == nil else { return }
        writeFailure = DescriptorWriter.writeAll(Array(text.rendered.utf8), to: output)
    }

    /// Writes plain text to the terminal, its control characters made visible.
    @_disfavoredOverload func write(_ text: String) {
        write(TerminalText(text))
    }
}
