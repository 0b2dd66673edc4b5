import Foundation
import SceneTesting
import Testing

/// On a terminal, a scene whose observable presenter changes after the command returned (the
/// Greeter plugin's `wave`, answered a moment later from async work) is drawn again once, with no
/// command typed: printed once after the prompt in line mode, drawn in place in full-screen mode.
@Suite struct ObservedSceneSessionTests {
    /// The Greeter plugin the tests build, beside the `scenes` they run.
    static let plugin = URL(fileURLWithPath: ScenesProgram.executable).deletingLastPathComponent()
        .appendingPathComponent("libGreeterPlugin.so").path

    /// A storyboard of the Greeter scene alone, written into the session's data directory.
    static func storyboard(in home: TemporaryDataDirectory) throws -> String {
        let path = home.file("greeter.json")
        try Data(
            #"{ "version": 2, "plugins": ["\#(plugin)"], "initial": "Greeter", "#
                .appending(#""scenes": [ { "id": "Greeter", "module": "Greeter", "title": "Greeter" } ] }"#)
                .utf8
        ).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [false, true])
    func anAsyncChangeIsDrawnOnceWithoutACommand(fullScreen: Bool) throws {
        let home = TemporaryDataDirectory()
        defer { home.remove() }
        let session = try TerminalSession(
            fullScreen: fullScreen, storyboard: try Self.storyboard(in: home), firstPrompt: "Greeter")
        session.type("wave\r")
        session.waitFor("The greeter waves back.")
        // The shell looks for changes again, as it does each time it waits for a key in vain: a
        // second drawing, were there one, comes before a key typed then is echoed.
        session.waitUntilIdle()
        let offset = session.screen.count
        session.type("s")
        // The prompt names the scene by the title it gives itself now, as the heading does.
        session.waitFor("Greeter (waving)> s", from: offset)
        #expect(session.count("The greeter waves back.") == 1, "\(session.screenText.suffix(1500))")
        #expect(session.count("== Greeter (waving) ==") == 1)
        #expect(session.count("== Greeter ==") == 2, "the screen before the change: at start, and after 'wave'")
        session.type("tack\r")
        session.waitFor("1. Greeter \"Greeter (waving)\" (root)")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
