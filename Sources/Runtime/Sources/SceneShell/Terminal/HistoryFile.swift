import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The REPL's history, kept across sessions in `scenes/history` under the user's data directory
/// (`$XDG_DATA_HOME`, or `~/.local/share`). Each line is appended as it is entered, so nothing is
/// lost if the program is killed; the file is trimmed to the newest ``limit`` lines on load.
///
/// Only its owner may read it: the file is `0600` and its folder `0700`, whether appending creates
/// them or trimming rewrites the file; looser modes found are tightened. It is opened as
/// ``OwnFile`` opens a file: a symbolic link, a FIFO or a file of another user's in its place is
/// neither read nor written. Lines come in with their secret arguments already replaced by `***`
/// (see `Shell.redacted`).
struct HistoryFile {
    static let limit = 1000
    /// Longer lines are not kept: a pasted megabyte is not worth loading in every later session.
    static let lineLimit = 4096
    let path: String

    /// The history file for an environment, or `nil` if there is no home directory to put it in.
    static func standard(environment: [String: String]) -> HistoryFile? {
        UserDirectories.dataDirectory(environment: environment).map {
            HistoryFile(path: PathText.joining($0, "history"))
        }
    }

    private var folder: String { PathText.parent(of: path) }

    /// The saved lines, oldest first.
    func load() -> [String] {
        // A longer file holds more than `limit` lines of at most `lineLimit` bytes: not ours.
        guard let bytes = try? OwnFile.read(path, limit: Self.limit * (Self.lineLimit + 1)) else { return [] }
        Self.tighten(folder)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
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
        guard line.utf8.count <= Self.lineLimit, !line.contains("\n"), prepareFolder(),
            let descriptor = try? OwnFile.openForAppending(path)
        else { return }
        defer { close(descriptor) }
        DescriptorWriter.writeAll(Array((line + "\n").utf8), to: descriptor)
    }

    /// Replaces the file with `lines` atomically: a new file of mode 0600 beside it, renamed over it.
    private func rewrite(_ lines: [String]) {
        guard prepareFolder() else { return }
        try? OwnFile.replace(path, with: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// Creates the folder and any missing parent with mode 0700, and tightens the folder itself if
    /// others may use it; `false` if it is not a folder.
    private func prepareFolder() -> Bool {
        guard (try? OwnFile.makeFolder(folder)) != nil else { return false }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        Self.tighten(folder)
        return true
    }

    /// Takes the permissions of group and others off a folder of ours that has any.
    private static func tighten(_ folder: String) {
        var info = stat()
        guard stat(folder, &info) == 0, info.st_uid == geteuid(),
            info.st_mode & 0o777 & ~OwnFile.folderMode != 0
        else { return }
        chmod(folder, info.st_mode & OwnFile.folderMode)
    }
}

/// Where per-user files go.
enum UserDirectories {
    /// `$XDG_DATA_HOME/scenes`, or `$HOME/.local/share/scenes`; a relative path in either is
    /// ignored (as the XDG specification says), so that nothing goes to the current directory.
    static func dataDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return PathText.joining(xdg, "scenes")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return PathText.joining(home, ".local/share/scenes")
    }
}
