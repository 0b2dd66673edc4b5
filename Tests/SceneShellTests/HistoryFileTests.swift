import SceneTesting
import Testing

@testable import SceneShell

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
}
