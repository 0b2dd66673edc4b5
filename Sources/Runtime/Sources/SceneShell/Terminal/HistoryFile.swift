import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The REPL's history, kept across sessions in `scenes/history` under the user's data directory
/// (`$XDG_DATA_HOME`, or `~/.local/share`). Each line is appended as it is entered, so nothing is
/// lost if the program is killed; the file is trimmed to the newest ``limit`` lines on load.
///
/// Only its owner may read it: the file is `0600` and its folder `0700`, whether appending creates
/// them or trimming rewrites the file; looser modes found are tightened. Lines come in with their
/// secret arguments already replaced by `***` (see `Shell.redacted`).
struct HistoryFile {
    static let limit = 1000
    /// Longer lines are not kept: a pasted megabyte is not worth loading in every later session.
    static let lineLimit = 4096
    /// The mode of the file, and of the folder, created or tightened.
    static let fileMode: mode_t = 0o600
    static let folderMode: mode_t = 0o700
    let path: String

    /// The history file for an environment, or `nil` if there is no home directory to put it in.
    static func standard(environment: [String: String]) -> HistoryFile? {
        UserDirectories.dataDirectory(environment: environment).map {
            HistoryFile(path: URL(fileURLWithPath: $0).appendingPathComponent("history").path)
        }
    }

    private var folder: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The saved lines, oldest first.
    func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        Self.tighten(folder, to: Self.folderMode)
        Self.tighten(path, to: Self.fileMode)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        if lines.count > Self.limit {
            let kept = Array(lines.suffix(Self.limit))
            rewrite(kept)
            return kept
        }
        return lines
    }

    /// Appends one line of at most ``lineLimit`` bytes; failures are ignored (history is a
    /// convenience, never a reason to stop).
    func append(_ line: String) {
        guard line.utf8.count <= Self.lineLimit, !line.contains("\n"), prepareFolder() else { return }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        Self.tighten(descriptor, to: Self.fileMode)
        DescriptorWriter.writeAll(Array((line + "\n").utf8), to: descriptor)
    }

    /// Replaces the file with `lines` atomically: a new file of mode 0600 beside it, renamed over it.
    private func rewrite(_ lines: [String]) {
        guard prepareFolder() else { return }
        let temporary = path + ".new-\(getpid())"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { return }
        fchmod(descriptor, Self.fileMode)
        DescriptorWriter.writeAll(Array((lines.joined(separator: "\n") + "\n").utf8), to: descriptor)
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        if !flushed || rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Creates the folder and any missing parent with mode 0700, and tightens the folder itself if
    /// others may use it; `false` if it is not a folder.
    private func prepareFolder() -> Bool {
        var made = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + component
            if mkdir(made, Self.folderMode) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        Self.tighten(folder, to: Self.folderMode)
        return true
    }

    /// Takes the permissions of group and others off a file or folder of ours that has any beyond
    /// `mode`.
    private static func tighten(_ path: String, to mode: mode_t) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o777 & ~mode != 0 else {
            return
        }
        chmod(path, info.st_mode & 0o777 & mode)
    }

    private static func tighten(_ descriptor: Int32, to mode: mode_t) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & 0o777 & ~mode != 0 else { return }
        fchmod(descriptor, info.st_mode & 0o777 & mode)
    }
}

/// Where per-user files go.
enum UserDirectories {
    /// `$XDG_DATA_HOME/scenes`, or `$HOME/.local/share/scenes`; a relative path in either is
    /// ignored (as the XDG specification says), so that nothing goes to the current directory.
    static func dataDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("scenes").path
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/scenes").path
    }
}
