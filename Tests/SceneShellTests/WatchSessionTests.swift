import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `scenes --watch` on a pseudo-terminal: after the storyboard changes, the screen shows the scene
/// once, as a typed `reload` does, and Ctrl-L draws that one screen again (issue 29, item 3).
@Suite struct WatchSessionTests {
    /// A copy of the menu app's storyboard that a test may change.
    private static func storyboardCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("scenes.json")
        try FileManager.default.copyItem(atPath: ScenesProgram.storyboard, toPath: copy.path)
        return copy
    }

    /// Changes the storyboard's file without changing what it says: a blank line at its end.
    private static func touch(_ storyboard: URL) throws {
        let handle = try FileHandle(forWritingTo: storyboard)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
    }

    private func screen(_ session: TerminalSession, rows: Int) -> VirtualScreen {
        var screen = VirtualScreen(rows: rows, columns: 120)
        screen.feed(session.screen)
        return screen
    }

    @Test func aWatchedReloadShowsTheSceneOnceAndCtrlLKeepsOne() throws {
        let storyboard = try Self.storyboardCopy()
        defer { try? FileManager.default.removeItem(at: storyboard.deletingLastPathComponent()) }
        let session = try TerminalSession(
            fullScreen: true, rows: 30, storyboard: storyboard.path, options: ["--watch"])
        var offset = session.screen.count
        session.type("go Contacts\r")
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        offset = session.screen.count
        try Self.touch(storyboard)
        session.waitFor("scenes.json changed on disk", from: offset)
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        let reloaded = screen(session, rows: 30)
        #expect(reloaded.lines.filter { $0 == "== Contacts ==" }.count == 1, "\(reloaded.lines)")
        #expect(reloaded.lines.contains { $0.hasSuffix("scenes.json changed on disk") })
        offset = session.screen.count
        session.type("\u{0C}")
        session.waitFor("\u{1B}[H\u{1B}[2J", from: offset)
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        let redrawn = screen(session, rows: 30)
        #expect(redrawn.lines.filter { $0 == "== Contacts ==" }.count == 1, "\(redrawn.lines)")
        #expect(redrawn.lines == reloaded.lines, "Ctrl-L draws the same one screen")
        offset = session.screen.count
        session.type("reload\r")
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        let typed = screen(session, rows: 30)
        #expect(typed.lines.filter { $0 == "== Contacts ==" }.count == 1, "\(typed.lines)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    /// The prompt names the scene by its title: a watched reload that renames the scene shown
    /// draws the prompt with the new title, as the heading does, not the title it had before.
    @Test(arguments: [true, false])
    func aWatchedReloadThatRenamesTheSceneRenamesThePrompt(fullScreen: Bool) throws {
        let storyboard = try Self.storyboardCopy()
        defer { try? FileManager.default.removeItem(at: storyboard.deletingLastPathComponent()) }
        let session = try TerminalSession(
            fullScreen: fullScreen, rows: 30, storyboard: storyboard.path, options: ["--watch"])
        var offset = session.screen.count
        session.type("go Contacts\r")
        session.waitFor("Contacts> ", from: offset)
        offset = session.screen.count
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""title": "Contacts""#, with: #""title": "People""#).utf8)
            .write(to: storyboard)
        session.waitFor("scenes.json changed on disk", from: offset)
        session.waitFor("People> ", from: offset)
        let shown = screen(session, rows: 30)
        #expect(shown.lines.contains("== People =="), "\(shown.lines)")
        #expect(!shown.lines.contains { $0.hasPrefix("Contacts>") }, "\(shown.lines)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    /// Without full screen each reply is printed after the last: a watched reload prints the scene
    /// once, as a typed one does.
    @Test func aWatchedReloadPrintsTheSceneOnceWithoutFullScreen() throws {
        let storyboard = try Self.storyboardCopy()
        defer { try? FileManager.default.removeItem(at: storyboard.deletingLastPathComponent()) }
        let session = try TerminalSession(storyboard: storyboard.path, options: ["--watch"])
        var offset = session.screen.count
        session.type("go Contacts\r")
        session.waitFor("Contacts> ", from: offset)
        offset = session.screen.count
        try Self.touch(storyboard)
        session.waitFor("scenes.json changed on disk", from: offset)
        session.waitFor("Contacts> ", from: offset)
        // The shell looks at the storyboard again, as it does each time it waits for a key in
        // vain: a second reload, were one coming, is printed by then.
        session.waitUntilIdle()
        let printed = String(decoding: session.screen[offset...], as: UTF8.self)
        #expect(printed.components(separatedBy: "== Contacts ==").count == 2, "\(printed.debugDescription)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
