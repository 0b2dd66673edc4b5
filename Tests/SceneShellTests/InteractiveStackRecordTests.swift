import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// An interactive session on a terminal records its stack for `--resume` as it changes, without
/// being asked, in a file only its owner may read.
@Suite struct InteractiveStackRecordTests {
    @Test func anInteractiveSessionRecordsItsStackAsItChanges() throws {
        let session = try TerminalSession()
        let file = session.program.home.file("stack.json")
        let recorded = { () throws -> [String] in
            let state = try NavigationState(json: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            return state.path.map(\.sceneID)
        }
        #expect(try recorded() == ["Menu"], "the first stack is recorded at once")
        session.type("go Notes\r")
        session.waitFor("Notes> ")
        session.type("open 1\r")
        session.waitFor("Clean Swift> ")
        #expect(try recorded() == ["Menu", "NotesList", "NoteDetail"])
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
