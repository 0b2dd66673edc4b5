import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// `link` and `goto` on the counter storyboard (version 1: scenes without inputs, a scene that
/// pushes itself), completion after `goto`, and the stack recorder's failures.
@Suite @MainActor struct ShellLinkTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard()
        shell = try #require(try launchCounterShell(on: storyboard))
    }

    @Test func aStackOfOneSceneRepeatedGetsTheShortestLinkThatRebuildsIt() {
        defer { storyboard.remove() }
        for _ in 0..<3 { _ = shell.execute("go Next") }
        #expect(shell.execute("link").output.plain == "Second/Second/Second\n")
        _ = shell.execute("root")
        _ = shell.execute("go Modal")
        #expect(shell.execute("link").output.plain == "Sheet\n")
        let reply = shell.execute("goto Second/Second/Second")
        #expect(reply.error == nil)
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second", "Second", "Second"])
        #expect(!shell.navigator.isPresentingModally)
    }

    @Test func aRefusedGotoKeepsTheSameSceneObjects() {
        defer { storyboard.remove() }
        _ = shell.execute("go Modal")
        let before = shell.navigator.stack.map(ObjectIdentifier.init)
        for link in ["Sheet+Second", "Second/First", "First/Sheet", "Second:count=1", "Thrid", "First/", ""] {
            let reply = shell.execute("goto \(link)")
            #expect(reply.error != nil, "\(link)")
        }
        #expect(shell.execute("goto").error == "'goto' needs an argument; usage: goto LINK")
        #expect(shell.navigator.stack.map(ObjectIdentifier.init) == before)
    }

    @Test func gotoCompletesSceneIDs() {
        defer { storyboard.remove() }
        #expect(shell.completions(for: "goto ") == ["First", "Second", "Sheet"])
        #expect(shell.completions(for: "goto S") == ["Second", "Sheet"])
        #expect(shell.completions(for: "li") == ["link"])
    }

    @Test func aStackFileThatCannotBeWrittenIsSaidOnceAndTheSessionGoesOn() throws {
        defer { storyboard.remove() }
        // The data directory's place is taken by a file: nothing can be written under it.
        let blocked = storyboard.directory.appendingPathComponent("blocked").path
        #expect(FileManager.default.createFile(atPath: blocked, contents: Data()))
        shell.stackRecorder = StackRecorder(file: StackFile(dataDirectory: blocked))
        let first = shell.execute("go Next")
        #expect(first.error == nil)
        #expect(first.warnings.count == 1)
        #expect(first.warnings.first?.hasPrefix("warning: the stack is not recorded for --resume: cannot write") == true)
        #expect(shell.execute("go Next").warnings.isEmpty, "said once")
        #expect(shell.navigator.stack.count == 3)
    }
}
