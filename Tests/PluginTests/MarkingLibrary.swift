import Foundation
import Testing

/// A shared library whose ELF constructor creates a file, built by the tests with the machine's C
/// compiler: the file appears if and only if something opened the library, which is how the
/// tests see whether checking ran plugin code. (A Swift library has no code that runs on load.)
enum MarkingLibrary {
    /// The C compiler on PATH: `cc`, or the `clang` that comes with the Swift toolchain, which
    /// `swift build` itself links with, so a machine that builds the package has one.
    static func compiler() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init)
        for name in ["cc", "clang"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        throw CompilerMissing()
    }

    struct CompilerMissing: Error, CustomStringConvertible {
        var description: String { "no C compiler (cc or clang) on PATH: the tests need one" }
    }

    /// Builds `library`, whose constructor creates `mark` when the library is opened.
    static func build(_ library: URL, mark: URL) throws {
        let source = library.deletingPathExtension().appendingPathExtension("c")
        let markPath = mark.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try Data(
            """
            #include <fcntl.h>
            #include <unistd.h>
            __attribute__((constructor)) static void leave_a_mark(void) {
                int descriptor = open("\(markPath)", O_WRONLY | O_CREAT | O_TRUNC, 0644);
                if (descriptor >= 0) close(descriptor);
            }
            int marking_library_answer(void) { return 42; }

            """.utf8
        ).write(to: source)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try compiler())
        process.arguments = ["-shared", "-fPIC", "-o", library.path, source.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the C compiler failed")
        try FileManager.default.removeItem(at: source)
    }
}
