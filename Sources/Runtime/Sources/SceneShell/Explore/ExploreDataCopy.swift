#if canImport(Glibc)
    import Glibc
#endif

/// Copies and removes a child's data directory with the system's calls alone, for the child of
/// `scenes explore`, which saves its data before each branch it forks and puts it back when the
/// branch ends, so that branches never share changes. (A forked process uses nothing that another
/// thread might have held locked: the system's calls are safe there.)
enum ExploreDataCopy {
    /// Copies the directory `source` to `destination`, which must not exist: files, folders and
    /// symbolic links, with their permissions. Whether it succeeded; a missing `source` copies as
    /// nothing (a data directory not made yet).
    static func copy(_ source: String, to destination: String) -> Bool {
        var status = stat()
        guard lstat(source, &status) == 0 else { return errno == ENOENT }
        return copyEntry(source, to: destination, status: status)
    }

    private static func copyEntry(_ source: String, to destination: String, status: stat) -> Bool {
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            guard mkdir(destination, status.st_mode & 0o7777) == 0, let names = names(in: source) else {
                return false
            }
            for name in names {
                var inner = stat()
                guard lstat(source + "/" + name, &inner) == 0,
                    copyEntry(source + "/" + name, to: destination + "/" + name, status: inner)
                else { return false }
            }
            return true
        case S_IFLNK:
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(source, &target, target.count - 1)
            guard count >= 0 else { return false }
            target[count] = 0
            return symlink(target, destination) == 0
        case S_IFREG:
            return copyFile(source, to: destination, mode: status.st_mode & 0o7777)
        default:
            // A socket or a FIFO holds no data to save.
            return true
        }
    }

    private static func copyFile(_ source: String, to destination: String, mode: mode_t) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard input >= 0 else { return false }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard output >= 0 else { return false }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { return true }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes {
                    write(output, $0.baseAddress?.advanced(by: offset), count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
        }
    }

    /// Removes `path` and everything in it; a missing `path` is removed already.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        guard let names = names(in: path) else { return false }
        for name in names where !remove(path + "/" + name) { return false }
        return rmdir(path) == 0
    }

    /// What the data directory holds, in short: a hash of its files' names and sizes (hidden
    /// files, such as locks, left out), so that a state whose commands changed the data (an
    /// account registered, a record added) is not taken for one with the same screen before.
    static func signature(of path: String) -> String {
        var entries: [String] = []
        collect(path, prefix: "", into: &entries)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in entries.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return entries.isEmpty ? "" : String(hash, radix: 16)
    }

    private static func collect(_ path: String, prefix: String, into entries: inout [String]) {
        guard entries.count < 1_000, let names = names(in: path) else { return }
        for name in names where !name.hasPrefix(".") {
            var status = stat()
            guard lstat(path + "/" + name, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collect(path + "/" + name, prefix: prefix + name + "/", into: &entries)
            } else {
                entries.append(prefix + name + ":" + String(status.st_size))
            }
        }
    }

    /// Puts the copy `saved` back as `path`: what is at `path` now goes.
    static func restore(_ saved: String, as path: String) -> Bool {
        guard remove(path) else { return false }
        var status = stat()
        // No copy: there was no directory when it was made.
        guard lstat(saved, &status) == 0 else { return errno == ENOENT }
        return rename(saved, path) == 0
    }

    /// The names in the directory `path`, `.` and `..` left out; `nil` if it cannot be read.
    private static func names(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
