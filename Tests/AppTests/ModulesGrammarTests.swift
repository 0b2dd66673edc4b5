import Foundation
import Testing

/// `scenes modules` and the shell's `modules` take a module's name the same way (issue 45 item 3):
/// `scenes modules Login` describes the module Login, as `modules Login` at the prompt does; a
/// storyboard of such a name is written `./Login`, and an error says which was meant. Run through
/// the built `scenes` in the demo's folder.
@Suite struct ModulesGrammarTests {
    static let root = ExploreTests.packageRoot

    @Test func aModulesNameAloneDescribesThatModuleAsTheShellDoes() throws {
        let outcome = try ExploreTests.scenes(["modules", "Login"], in: Self.root)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasPrefix("Login: used by scene Login\n"), "\(outcome.out)")
        #expect(!outcome.out.contains("ContactList"), "only that module")
        let withConfig = try ExploreTests.scenes(["modules", "scenes.json", "Login"], in: Self.root)
        #expect(withConfig.out == outcome.out)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script")
        try Data("modules Login\n".utf8).write(to: script)
        let shell = try ExploreTests.scenes(
            ["--data", folder.appendingPathComponent("data").path, "--script", script.path], in: Self.root)
        #expect(shell.out.contains("> modules Login\n" + outcome.out), "\(shell.out)")
    }

    @Test func aMistypedModuleIsRefusedWithTheClosestAndWhatAStoryboardWouldBe() throws {
        let outcome = try ExploreTests.scenes(["modules", "Logn"], in: Self.root)
        #expect(outcome.status == 1)
        #expect(outcome.out == "")
        #expect(
            outcome.err
                == "error: no module 'Logn' (a storyboard of that name is read as './Logn'); did you mean 'Login'?\n")
        let named = try ExploreTests.scenes(["modules", "scenes.json", "Logn"], in: Self.root)
        #expect(named.err == "error: no module 'Logn'; did you mean 'Login'?\n")
    }

    @Test func aStoryboardNamedLikeAModuleIsReadWithItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: ConcurrentProcessesTests.storyboard, toPath: folder.appendingPathComponent("Login").path)
        let alone = try ExploreTests.scenes(["modules", "Login"], in: folder)
        #expect(alone.status == 1)
        #expect(
            alone.err.hasSuffix(
                "note: 'Login' was read as a MODULE of the storyboard ./scenes.json; a storyboard of that name"
                    + " is read as './Login' (scenes modules [CONFIG] [MODULE])\n"), "\(alone.err)")
        let path = try ExploreTests.scenes(["modules", "./Login"], in: folder)
        #expect(path.status == 0, "\(path.err)")
        #expect(path.out.contains("Login: used by scene Login\n"))
        #expect(path.out.contains("ContactList: used by scene ContactList\n"), "every module")
    }
}
