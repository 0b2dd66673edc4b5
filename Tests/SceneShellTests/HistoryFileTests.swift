import Foundation
import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct HistoryFileTests {
    let home = TemporaryDataDirectory()

    @Test func keepsLinesButNotPastedMegabytes() throws {
        let history = try #require(HistoryFile.standard(environment: ["XDG_DATA_HOME": home.path]))
        history.append("stack")
        history.append(String(repeating: "x", count: HistoryFile.lineLimit + 1))
        history.append(String(repeating: "y", count: HistoryFile.lineLimit))
        history.append("go\nback")
        #expect(history.load() == ["stack", String(repeating: "y", count: HistoryFile.lineLimit)])
        #expect(try home.contents(of: "scenes/history").utf8.count == 6 + HistoryFile.lineLimit + 1)
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    /// Only the owner may read the history, whoever writes it: appending creates the file 0600 and
    /// every missing folder 0700. (The umask is left alone: it is the whole process's, and other
    /// tests run at the same time.)
    @Test(arguments: [("scenes", ["scenes"]), ("a/b/scenes", ["a", "a/b", "a/b/scenes"])])
    func appendingCreatesTheFileForTheOwnerOnly(folder: String, created: [String]) throws {
        let history = HistoryFile(path: home.file(folder + "/history"))
        history.append("stack")
        history.append("go Contacts")
        #expect(mode(home.file(folder + "/history")) == 0o600)
        for folder in created { #expect(mode(home.file(folder)) == 0o700, "\(folder)") }
        #expect(history.load() == ["stack", "go Contacts"])
    }

    @Test(arguments: [0o644, 0o666, 0o604] as [mode_t])
    func appendingTightensALooserFileAndFolder(fileMode: mode_t) throws {
        let history = try #require(HistoryFile.standard(environment: ["XDG_DATA_HOME": home.path]))
        try FileManager.default.createDirectory(atPath: home.file("scenes"), withIntermediateDirectories: true)
        try home.write("back\n", to: "scenes/history")
        chmod(home.file("scenes"), 0o755)
        chmod(home.file("scenes/history"), fileMode)
        history.append("stack")
        #expect(mode(home.file("scenes/history")) == 0o600)
        #expect(mode(home.file("scenes")) == 0o700)
        #expect(try home.contents(of: "scenes/history") == "back\nstack\n")
    }

    /// Trimming rewrites the file (it used to come back 0644): the new file is 0600 from the start,
    /// and the folder is tightened too.
    @Test(arguments: [0o644, 0o600] as [mode_t])
    func trimmingRewritesTheFileForTheOwnerOnly(fileMode: mode_t) throws {
        let history = try #require(HistoryFile.standard(environment: ["XDG_DATA_HOME": home.path]))
        try FileManager.default.createDirectory(atPath: home.file("scenes"), withIntermediateDirectories: true)
        let lines = (1...(HistoryFile.limit + 50)).map { "line \($0)" }
        try home.write(lines.joined(separator: "\n") + "\n", to: "scenes/history")
        chmod(home.file("scenes/history"), fileMode)
        chmod(home.file("scenes"), 0o775)
        #expect(history.load() == Array(lines.suffix(HistoryFile.limit)))
        #expect(mode(home.file("scenes/history")) == 0o600)
        #expect(mode(home.file("scenes")) == 0o700)
        #expect(try home.contents(of: "scenes/history").split(separator: "\n").count == HistoryFile.limit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.file("scenes")) == ["history"], "no file left beside it")
    }

    /// The history is opened as every file the shell keeps: a symbolic link in its place is neither
    /// read nor appended through (a trim replaces it), and a FIFO is not waited on.
    @Test func aLinkOrAFIFOInPlaceOfTheHistoryIsNeitherReadNorWrittenThrough() throws {
        let target = home.file("elsewhere")
        try Data("secret line\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = home.file("history")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let history = HistoryFile(path: link)
        #expect(history.load() == [])
        history.append("stack")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "secret line\n")
        let fifo = home.file("fifo-history")
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(HistoryFile(path: fifo).load() == [])
        HistoryFile(path: fifo).append("stack")
    }
}
