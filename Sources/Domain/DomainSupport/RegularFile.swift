import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the bytes of a data file without ever blocking: the file is opened non-blocking and must
/// be a regular file, so a FIFO, a directory or a device in its place is reported, not read.
enum RegularFile {
    /// The bytes of the file at `path`, or `nil` if there is no file.
    /// - Parameter name: The file's name, for messages.
    /// - Throws: ``DataFileError/notARegularFile(file:kind:)`` or ``DataFileError/unreadable(file:reason:)``.
    static func read(_ path: String, name: String) throws(DataFileError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            // No file, or a parent that is not a folder (nothing can be read there either).
            if error == ENOENT || error == ENOTDIR { return nil }
            throw .unreadable(file: name, reason: reason(error))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: name, reason: reason(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .notARegularFile(file: name, kind: kind(of: status.st_mode))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count >= 0 else { throw .unreadable(file: name, reason: reason(errno)) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// What a file that is not a regular one is, in words: `a FIFO`.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "something else"
        }
    }

    /// The system's words for an error number, in lowercase: `permission denied`.
    static func reason(_ error: Int32) -> String {
        String(cString: strerror(error)).lowercased()
    }
}
