import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The process's flow coverage report: when the environment variable `SCENES_FLOW_COVERAGE`
/// names a directory, every ``FlowCoverageLog`` of the process adds what it records here, and
/// the report is written into that directory when the process exits, as a file of its own
/// (`flow-PID-RANDOM.json`, written aside and renamed into place), so that many processes may
/// write reports into one directory at once.
package enum FlowCoverageFile {
    /// The environment variable naming the directory reports go to.
    package static let variable = "SCENES_FLOW_COVERAGE"

    /// The directory this process writes its report into, made absolute when first read; `nil`
    /// when the process does not record its flows.
    package static let directory: String? = {
        guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { return nil }
        if value.hasPrefix("/") { return value }
        return FileManager.default.currentDirectoryPath + "/" + value
    }()

    /// Whether this process records its flows.
    package static var isRecording: Bool { directory != nil && !stopped.withLock { $0 } }

    private static let pending = Mutex<FlowCoverage?>(nil)
    private static let stopped = Mutex(false)

    /// Stops recording: nothing is added or written from now on (an explore child's walks are not
    /// the tests' flows).
    package static func stopRecording() {
        stopped.withLock { $0 = true }
    }

    /// Adds `change` to the process's report; the first call arranges for it to be written at exit.
    package static func add(_ change: FlowCoverage) {
        guard isRecording else { return }
        let first = pending.withLock { report -> Bool in
            // Taken out and put back, so that the merge does not copy what was recorded before.
            let first = report == nil
            var merged = report.take() ?? FlowCoverage()
            merged.merge(change)
            report = merged
            return first
        }
        if first { atexit { FlowCoverageFile.writeAtExit() } }
    }

    private static func writeAtExit() {
        guard let directory, isRecording, let report = pending.withLock({ $0 }) else { return }
        do {
            try write(report, into: directory)
        } catch {
            // No renderer is left at exit: the message holds no text from outside (not the path).
            let message = "warning: cannot write the flow coverage report (\(variable)): \(error)\n"
            _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        }
    }

    /// The system's reason why `directory` could not be made: a file that stands in its place, or
    /// what making its last folder says; 0 if it is there now.
    private static func whyNotMade(_ directory: String) -> Int32 {
        var status = stat()
        if stat(directory, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR ? 0 : ENOTDIR }
        return mkdir(directory, 0o700) == 0 ? 0 : errno
    }

    /// Writes `report` into `directory` (made, with the folders above it, if missing) as a new
    /// file; its path.
    @discardableResult
    package static func write(_ report: FlowCoverage, into directory: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let bytes = try encoder.encode(report)
        // Made with the folders above it, as a person names a new folder for reports.
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            let reason = whyNotMade(directory)
            if reason != 0 { throw FlowCoverageWriteError(errno: reason) }
        }
        let name = "flow-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).json"
        let partial = directory + "/." + name + ".partial"
        let file = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw FlowCoverageWriteError(errno: errno) }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(file, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let savedErrno = errno
        close(file)
        guard written, rename(partial, directory + "/" + name) == 0 else {
            let failure = FlowCoverageWriteError(errno: written ? errno : savedErrno)
            unlink(partial)
            throw failure
        }
        return directory + "/" + name
    }
}
