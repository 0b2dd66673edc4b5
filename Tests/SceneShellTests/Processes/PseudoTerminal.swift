import Glibc

/// A pseudo-terminal pair, to run a program as if a person sat at a terminal: the program gets the
/// slave side as its standard input, output and error; the test keeps the master side to type
/// and to read the screen, and a descriptor of the slave to look at its settings.
final class PseudoTerminal {
    /// A system call that failed, with `errno`.
    struct Failure: Error {
        let call: String
        let code: Int32
    }

    let master: Int32
    let slave: Int32
    let slavePath: String

    /// Opens a pair whose terminal is `columns` wide and `rows` high; the master does not block.
    init(columns: UInt16 = 120, rows: UInt16 = 40) throws {
        master = LibC.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(call: "posix_openpt", code: errno) }
        var name = [CChar](repeating: 0, count: 128)
        guard LibC.grant(master) == 0, LibC.unlock(master) == 0, LibC.slaveName(master, &name, name.count) == 0
        else {
            let code = errno
            close(master)
            throw Failure(call: "grantpt, unlockpt or ptsname_r", code: code)
        }
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            let code = errno
            close(master)
            throw Failure(call: "open \(slavePath)", code: code)
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(master)
        close(slave)
    }

    /// Changes the terminal's size, as a window being resized does (the program learns it from a
    /// SIGWINCH, which a test sends itself: the terminal is not the program's controlling one).
    func resize(columns: UInt16, rows: UInt16 = 40) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// All the program has written to the terminal and not yet read, as text (the master does not
    /// block, so this stops at what is there).
    func readScreen() -> String {
        var screen: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = chunk.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }), count > 0 {
            screen += chunk[..<count]
        }
        return String(decoding: screen, as: UTF8.self)
    }

    /// The terminal's settings now.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// The pseudo-terminal functions of the C library, which the Glibc module does not export
    /// (they need `_XOPEN_SOURCE`), looked up by name.
    private enum LibC {
        typealias DescriptorFunction = @convention(c) (Int32) -> Int32
        typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

        static let openMaster = function("posix_openpt", as: DescriptorFunction.self)
        static let grant = function("grantpt", as: DescriptorFunction.self)
        static let unlock = function("unlockpt", as: DescriptorFunction.self)
        static let slaveName = function("ptsname_r", as: NameFunction.self)

        private static func function<Function>(_ name: String, as type: Function.Type) -> Function {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
                fatalError("the C library has no \(name)")
            }
            return unsafeBitCast(symbol, to: type)
        }
    }
}
