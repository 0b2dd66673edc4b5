import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// The trust check before a plugin is opened: owner and mode of the library and of every folder
/// above it, on its real path; and paths that are not files, refused without waiting on them.
@Suite @MainActor struct PluginTrustTests {
    let scratch: URL
    let manager = FileManager.default

    init() throws {
        scratch = manager.temporaryDirectory.appendingPathComponent("plugin-trust-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    private func cleanUp() {
        try? manager.removeItem(at: scratch)
    }

    /// A copy of the Greeter plugin at `relativePath` under the scratch folder, folders created 0755.
    private func greeter(at relativePath: String) throws -> String {
        let copy = scratch.appendingPathComponent(relativePath)
        try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(atPath: PluginTests.greeter, toPath: copy.path)
        return copy.path
    }

    private func mode(_ path: String, _ mode: Int) throws {
        try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    private func refusal(of path: String) -> PluginInsecurity? {
        do {
            try SceneRegistry().loadPlugin(at: path)
            return nil
        } catch {
            guard case .insecure(let refused, let insecurity) = error.problem, refused == path else {
                Issue.record("\(error)")
                return nil
            }
            return insecurity
        }
    }

    // MARK: Owner and mode up to the root

    @Test func refusesALibraryUnderAFolderOthersMayWriteHigherUp() throws {
        // Given a library in a 0755 folder, itself in a 0777 folder
        let library = try greeter(at: "open/safe/libGreeter.so")
        let open = scratch.appendingPathComponent("open").path
        try mode(open, 0o777)
        // Then it is refused, naming the folder that is unsafe and why
        #expect(refusal(of: library) == PluginInsecurity(path: open, isFolder: true, reason: .writableByOthers))
        #expect(
            ScenePlugin.LoadError(.insecure(library, PluginInsecurity(path: open, isFolder: true, reason: .writableByOthers)))
                .description
                == "\(library): refused because the folder '\(open)' above it is writable by every user; anyone could"
                + " replace the code it runs (fix the owner or the permissions, or pass --allow-insecure-plugins)")
        // A folder its group may write is refused too
        try mode(open, 0o775)
        #expect(refusal(of: library) == PluginInsecurity(path: open, isFolder: true, reason: .writableByGroup))
        try mode(open, 0o755)
        #expect(refusal(of: library) == nil)
        cleanUp()
    }

    @Test func refusesALibraryItsGroupMayWrite() throws {
        let library = try greeter(at: "libGreeter.so")
        try mode(library, 0o664)
        #expect(refusal(of: library) == PluginInsecurity(path: library, isFolder: false, reason: .writableByGroup))
        cleanUp()
    }

    /// The tests run as root: a file or folder given to another user is what a stranger's would be.
    @Test func refusesALibraryOrFolderThatAnotherUserOwns() throws {
        let library = try greeter(at: "theirs/libGreeter.so")
        let folder = scratch.appendingPathComponent("theirs").path
        let stranger: UInt32 = 4242
        try #require(chown(library, stranger, stranger) == 0, "the tests must run as root to give a file away")
        #expect(
            refusal(of: library)
                == PluginInsecurity(
                    path: library, isFolder: false,
                    reason: .ownedByAnotherUser(owner: stranger, currentUser: geteuid())))
        #expect(
            PluginInsecurity(
                path: library, isFolder: false, reason: .ownedByAnotherUser(owner: stranger, currentUser: 0)
            ).description == "the file '\(library)' belongs to user 4242, who is neither root nor the user running this (0)")
        #expect(chown(library, 0, 0) == 0)
        #expect(chown(folder, stranger, stranger) == 0)
        #expect(
            refusal(of: library)
                == PluginInsecurity(
                    path: folder, isFolder: true, reason: .ownedByAnotherUser(owner: stranger, currentUser: geteuid())))
        cleanUp()
    }

    /// A folder everyone may write is accepted only when it has the sticky bit and belongs to root,
    /// as `/tmp` does: then nobody else may rename or remove what is in it.
    @Test func acceptsAStickyFolderOfRootAsTmpIsButNoOtherWritableOne() throws {
        let library = try greeter(at: "shared/mine/libGreeter.so")
        let shared = scratch.appendingPathComponent("shared").path
        try mode(shared, 0o1777)
        #expect(refusal(of: library) == nil)
        #expect(chown(shared, 4242, 4242) == 0)
        #expect(
            refusal(of: library)
                == PluginInsecurity(
                    path: shared, isFolder: true, reason: .ownedByAnotherUser(owner: 4242, currentUser: geteuid())))
        #expect(chown(shared, 0, 0) == 0)
        try mode(shared, 0o777)
        #expect(refusal(of: library) == PluginInsecurity(path: shared, isFolder: true, reason: .writableByOthers))
        cleanUp()
    }

    /// Symbolic links are resolved first: the real path is checked, and the message gives it.
    @Test func checksTheRealPathOfASymbolicLink() throws {
        let library = try greeter(at: "open/safe/libGreeter.so")
        let open = scratch.appendingPathComponent("open").path
        try mode(open, 0o777)
        let link = scratch.appendingPathComponent("libLinked.so").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: library)
        let expected = PluginInsecurity(path: open, isFolder: true, reason: .writableByOthers, realPath: library)
        #expect(refusal(of: link) == expected)
        #expect(
            expected.description
                == "the folder '\(open)' above it is writable by every user (its real path is '\(library)')")
        // A link whose target is safe is accepted: the link's own folder holds no code.
        try mode(open, 0o755)
        #expect(refusal(of: link) == nil)
        cleanUp()
    }

    @Test func allowInsecurePluginsStillOverrides() throws {
        let library = try greeter(at: "open/libGreeter.so")
        try mode(scratch.appendingPathComponent("open").path, 0o777)
        let registry = SceneRegistry()
        registry.allowsInsecurePlugins = true
        #expect(try registry.loadPlugin(at: library) == ["Greeter"])
        cleanUp()
    }

    // MARK: Never block on a path that is not a file

    /// A FIFO (with no writer: opening it would wait forever), a socket and a device.
    private func specialFiles() throws -> [(path: String, kind: PluginProblem.FileKind)] {
        let fifo = scratch.appendingPathComponent("fifo.so").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let socketPath = scratch.appendingPathComponent("socket.so").path
        try #require(bindSocket(at: socketPath))
        return [(fifo, .fifo), (socketPath, .socket), ("/dev/null", .characterDevice)]
    }

    private func bindSocket(at path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }

    @Test func refusesAFIFOASocketOrADeviceAtOnce() throws {
        for (path, kind) in try specialFiles() {
            #expect(throws: ScenePlugin.LoadError(.notRegularFile(path, kind: kind))) { try SceneRegistry().loadPlugin(at: path) }
        }
        #expect(
            ScenePlugin.LoadError(.notRegularFile("x.so", kind: .fifo)).description
                == "x.so: is a FIFO (named pipe), not a plugin library; it was not opened")
        cleanUp()
    }

    /// validate (with and without --load-plugins), manifest and run --plugins DIR each refuse them
    /// without waiting.
    @Test func everyCommandRefusesAFIFOWithoutWaiting() throws {
        let special = try specialFiles()
        let plugins = special.map { #""\#($0.path)""# }.joined(separator: ", ")
        let config = scratch.appendingPathComponent("scenes.json")
        try Data(
            #"{ "version": 1, "plugins": [\#(plugins)], "initial": "Home", "scenes": [ { "id": "Home", "module": "Menu", "title": "Home" } ] }"#
                .utf8
        ).write(to: config)
        let menu = StandInScene.moduleRoutingEverySegue(named: "Menu")
        for extra in [[], ["--load-plugins"]] {
            var err = ""
            let status = ScenesCommand.run(
                arguments: ["validate", config.path] + extra, modules: [menu], environment: [:],
                console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
            #expect(status == 0, "\(err)")
            for (path, kind) in special {
                #expect(err.contains("was not loaded: \(path): is \(kind), not a plugin library; it was not opened"), "\(err)")
            }
        }
        var err = ""
        var status = ScenesCommand.run(
            arguments: ["manifest", special[0].path], modules: [], environment: [:],
            console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 1)
        #expect(err == "error: plugin \(special[0].path): is a FIFO (named pipe), not a plugin library; it was not opened\n")
        err = ""
        status = ScenesCommand.run(
            arguments: [config.path, "--plugins", scratch.path], modules: [menu], environment: ["HOME": "/nonexistent"],
            console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines("stack\n"))
        #expect(status == 0)
        #expect(err.contains("error: plugin \(special[0].path): is a FIFO (named pipe), not a plugin library"), "\(err)")
        #expect(err.contains("error: plugin \(special[1].path): is a socket, not a plugin library"), "\(err)")
        cleanUp()
    }

    /// validate, list and graph apply the same trust check, and accept --allow-insecure-plugins.
    @Test(arguments: ["validate", "list", "graph"])
    func checkingAppliesTheTrustCheckAndAcceptsTheOverride(command: String) throws {
        let library = try greeter(at: "open/libGreeter.so")
        let open = scratch.appendingPathComponent("open").path
        try mode(open, 0o777)
        let config = scratch.appendingPathComponent("scenes.json")
        try Data(
            PluginTests.storyboard.replacingOccurrences(
                of: #"{ "version": 1,"#, with: #"{ "version": 1, "plugins": ["open/libGreeter.so"],"#
            ).utf8
        ).write(to: config)
        func run(_ extra: [String]) -> (Int32, String) {
            var err = ""
            let status = ScenesCommand.run(
                arguments: [command, config.path] + extra, modules: [HostScene.module], environment: [:],
                console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
            return (status, err)
        }
        let (refused, refusal) = run([])
        #expect(refused == 1)
        #expect(refusal.contains("\(library): refused because the folder '\(open)' above it is writable by every user"))
        #expect(refusal.contains("error: scenes[1].module: unknown module 'Greeter'"))
        // With the override, and no manifest yet, its scene is unchecked; exit 0.
        let (allowed, warnings) = run(["--allow-insecure-plugins"])
        #expect(allowed == 0, "\(warnings)")
        #expect(warnings.contains("scene 'Greeter' was not checked"))
        // With both flags it is loaded and checked.
        let (loaded, nothing) = run(["--allow-insecure-plugins", "--load-plugins"])
        #expect(loaded == 0)
        #expect(nothing.isEmpty, "\(nothing)")
        cleanUp()
    }
}
