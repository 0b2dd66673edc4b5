import Foundation

/// The REPL's history, kept across sessions in `scenes/history` under the user's data directory
/// (`$XDG_DATA_HOME`, or `~/.local/share`). Each line is appended as it is entered, so nothing is
/// lost if the program is killed; the file is trimmed to the newest ``limit`` lines on load.
struct HistoryFile {
    static let limit = 1000
    /// Longer lines are not kept: a pasted megabyte is not worth loading in every later session.
    static let lineLimit = 4096
    let path: String

    /// The history file for an environment, or `nil` if there is no home directory to put it in.
    static func standard(environment: [String: String]) -> HistoryFile? {
        UserDirectories.dataDirectory(environment: environment).map {
            HistoryFile(path: ($0 as NSString).appendingPathComponent("history"))
        }
    }

    /// The saved lines, oldest first.
    func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        if lines.count > Self.limit {
            let kept = Array(lines.suffix(Self.limit))
            try? Data((kept.joined(separator: "\n") + "\n").utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
            return kept
        }
        return lines
    }

    /// Appends one line of at most ``lineLimit`` bytes; failures are ignored (history is a
    /// convenience, never a reason to stop).
    func append(_ line: String) {
        guard line.utf8.count <= Self.lineLimit, !line.contains("\n") else { return }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(
                atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}

/// Where per-user files go.
enum UserDirectories {
    /// `$XDG_DATA_HOME/scenes`, or `$HOME/.local/share/scenes`; a relative path in either is
    /// ignored (as the XDG specification says), so that nothing goes to the current directory.
    static func dataDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("scenes")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return (home as NSString).appendingPathComponent(".local/share/scenes")
    }
}
