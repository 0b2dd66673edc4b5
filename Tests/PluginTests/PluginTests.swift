import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// Scene plugins built by `swift test` (`Tests/Fixtures`) and loaded at run time.
@Suite @MainActor struct PluginTests {
    /// Where the build put the test bundle, and with it the plugin libraries.
    static let buildDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
    static let greeter = buildDirectory.appendingPathComponent("libGreeterPlugin.so").path
    static let outdated = buildDirectory.appendingPathComponent("libOutdatedPlugin.so").path
    static let runtimeLibrary = buildDirectory.appendingPathComponent("libSceneRuntime.so").path

    /// A new folder for one test's plugins, `name-` and 8 random hexadecimal digits, in the build
    /// directory, whatever the temporary folder is. Short, so that a socket's path in it fits
    /// `sun_path`.
    static func scratchFolder(_ name: String) -> URL {
        buildDirectory.appendingPathComponent("plugin-scratch")
            .appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
    }

    let scratch: URL

    init() throws {
        scratch = Self.scratchFolder("plugins")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A storyboard where the host pushes the plugin's Greeter scene, which unwinds back.
    static let storyboard = """
        { "version": 1, "initial": "Host", "scenes": [
          { "id": "Host", "module": "Host", "title": "Host", "segues": [ { "id": "Greet", "to": "Greeter" } ] },
          { "id": "Greeter", "module": "Greeter", "title": "Greeter", "segues": [
            { "id": "Done", "to": "Host", "style": "unwind" } ] } ] }
        """

    @Test func aPluginSceneReceivesDataAndPassesItBackThroughDataStores() throws {
        // Given a registry with the host scene and the Greeter plugin loaded from its library
        let registry = SceneRegistry()
        try registry.register(HostScene.module)
        #expect(try registry.loadPlugin(at: Self.greeter) == ["Greeter"])
        let storyboard = try registry.loadStoryboard(from: Array(Self.storyboard.utf8), file: "plugin.json")
        let navigator = Navigator(storyboard: storyboard, registry: registry)
        try navigator.start()
        let host = try #require(navigator.topScene?.router as? HostRouter)
        host.store.sharedValues["name"] = "Ada"
        // When the host goes to the plugin's scene
        try navigator.performSegue("Greet")
        // Then the plugin scene received the name through its DataStore
        #expect(navigator.topScene?.screen == Screen([.text("Hello, Ada!")]))
        // When the plugin scene replies
        try #require(navigator.topScene).perform(action: "reply", arguments: ["pleased", "to", "meet", "you"])
        // Then the reply came back through the host's DataStore
        #expect(navigator.stack.map(\.id) == ["Host"])
        #expect(host.store.sharedValues["reply"] == "pleased to meet you")
        cleanUp()
    }

    @Test func loadingAPluginTwiceDoesNothingTheSecondTime() throws {
        let registry = SceneRegistry()
        try registry.loadPlugin(at: Self.greeter)
        #expect(try registry.loadPlugin(at: Self.greeter) == ["Greeter"])
        #expect(registry.moduleNames == ["Greeter"])
        #expect(registry.loadedPlugins.count == 1)
        cleanUp()
    }

    @Test func aStoryboardLoadsThePluginsItListsRelativeToItself() throws {
        let folder = scratch.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.greeter, toPath: folder.appendingPathComponent("libGreeter.so").path)
        let json = Self.storyboard.replacingOccurrences(
            of: #"{ "version": 1,"#, with: #"{ "version": 1, "plugins": ["plugins/libGreeter.so", "plugins/missing.so"],"#)
        let file = scratch.appendingPathComponent("scenes.json")
        try Data(json.utf8).write(to: file)
        let registry = SceneRegistry()
        try registry.register(HostScene.module)
        let storyboard = try registry.loadStoryboard(contentsOf: file.path)
        #expect(registry.moduleNames == ["Greeter", "Host"])
        let missing = folder.appendingPathComponent("missing.so").path
        #expect(
            storyboard.warnings.map(\.description) == [
                "\(file.path):1:54: warning: plugins[1]: plugin 'plugins/missing.so' was not loaded: \(missing): no such file"
            ])
        cleanUp()
    }

    @Test func aPluginThatFailsLeavesItsScenesAsUnknownModules() throws {
        let json = Self.storyboard.replacingOccurrences(
            of: #"{ "version": 1,"#, with: #"{ "version": 1, "plugins": ["nowhere.so"],"#)
        let registry = SceneRegistry()
        try registry.register(HostScene.module)
        #expect(throws: Storyboard.LoadError.self) { try registry.loadStoryboard(from: Array(json.utf8), file: "/tmp/x.json") }
        do {
            _ = try registry.loadStoryboard(from: Array(json.utf8), file: "/tmp/x.json")
        } catch {
            #expect(error.errors.map(\.problem) == [.unknownModule("Greeter", known: ["Host"], suggestion: nil)])
        }
        cleanUp()
    }

    @Test func refusesWhatIsNotAPluginNamingTheFile() throws {
        let registry = SceneRegistry()
        let text = scratch.appendingPathComponent("notes.so").path
        try Data("not a library".utf8).write(to: URL(fileURLWithPath: text))
        let missing = scratch.appendingPathComponent("missing.so").path
        #expect(throws: ScenePlugin.LoadError(.missingFile(missing))) { try registry.loadPlugin(at: missing) }
        #expect(throws: ScenePlugin.LoadError(.notAFile(scratch.path))) { try registry.loadPlugin(at: scratch.path) }
        do {
            try registry.loadPlugin(at: text)
            Issue.record("a text file loaded")
        } catch {
            guard case .notALibrary(let path, let reason) = error.problem else { throw error }
            #expect(path == text)
            #expect(reason == "it is not an ELF shared library")
            #expect(error.description == "\(text): not a loadable library: it is not an ELF shared library")
        }
        #expect(throws: ScenePlugin.LoadError(.missingEntryPoint(Self.runtimeLibrary, symbol: "sceneruntime_plugin"))) {
            try registry.loadPlugin(at: Self.runtimeLibrary)
        }
        #expect(registry.moduleNames.isEmpty)
        cleanUp()
    }

    /// The Greeter library with its ELF header patched for another machine; `dlopen` alone would
    /// say "No such file or directory".
    @Test(arguments: [(0xB7, 2, "aarch64"), (0x28, 1, "arm"), (0x03, 1, "i386"), (0x99, 2, "an unknown architecture (ELF machine 153, 64-bit)")])
    func refusesALibraryForAnotherArchitecture(machine: UInt8, elfClass: UInt8, name: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Self.greeter))
        bytes[4] = elfClass
        bytes[18] = machine
        bytes[19] = 0x00
        let foreign = scratch.appendingPathComponent("libForeign.so").path
        try bytes.write(to: URL(fileURLWithPath: foreign))
        #expect(throws: ScenePlugin.LoadError(.wrongArchitecture(foreign, plugin: name, host: "x86_64"))) {
            try SceneRegistry().loadPlugin(at: foreign)
        }
        #expect(
            ScenePlugin.LoadError(.wrongArchitecture("x.so", plugin: "aarch64", host: "x86_64")).description
                == "x.so: built for aarch64, but this machine runs x86_64; rebuild the plugin for x86_64")
        cleanUp()
    }

    @Test func refusesAPluginBuiltAgainstAnotherRuntimeVersion() throws {
        let registry = SceneRegistry()
        #expect(throws: ScenePlugin.LoadError(.versionMismatch(Self.outdated, plugin: "0.0.1", runtime: RuntimeVersion.current))) {
            try registry.loadPlugin(at: Self.outdated)
        }
        // The message names both versions and where what changed between them is listed.
        #expect(
            ScenePlugin.LoadError(.versionMismatch("x.so", plugin: "0.0.1", runtime: "0.1.0")).description
                == "x.so: built against SceneRuntime 0.0.1, but this is SceneRuntime 0.1.0; rebuild the plugin"
                + " against 0.1.0 (what changed since 0.0.1, and how to migrate: Sources/Runtime/CHANGELOG.md)")
        #expect(FileManager.default.fileExists(atPath: "Sources/Runtime/CHANGELOG.md"))
        let outdated = try #require(throws: ScenePlugin.LoadError.self) { try registry.loadPlugin(at: Self.outdated) }
        #expect(
            "\(outdated)"
                == "\(Self.outdated): built against SceneRuntime 0.0.1, but this is SceneRuntime"
                + " \(RuntimeVersion.current); rebuild the plugin against \(RuntimeVersion.current) (what changed"
                + " since 0.0.1, and how to migrate: \(RuntimeVersion.changelog))")
        #expect(registry.moduleNames.isEmpty)
        cleanUp()
    }

    @Test func refusesAPluginWhoseModuleNameIsTaken() throws {
        let registry = SceneRegistry()
        try registry.register(StandInScene.module(named: "Greeter") { HostStore() })
        #expect(throws: ScenePlugin.LoadError(.module(Self.greeter, .duplicateModule("Greeter")))) {
            try registry.loadPlugin(at: Self.greeter)
        }
        cleanUp()
    }

    @Test func refusesAPluginOthersMayWriteUnlessAllowed() throws {
        let copy = scratch.appendingPathComponent("libGreeter.so").path
        try FileManager.default.copyItem(atPath: Self.greeter, toPath: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: copy)
        let registry = SceneRegistry()
        #expect(
            throws: ScenePlugin.LoadError(.insecure(copy, PluginInsecurity(path: copy, isFolder: false, reason: .writableByOthers)))
        ) {
            try registry.loadPlugin(at: copy)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: copy)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.path)
        #expect(
            throws: ScenePlugin.LoadError(
                .insecure(
                    copy, PluginInsecurity(path: scratch.path, isFolder: true, reason: .writableByOthers)))
        ) {
            try registry.loadPlugin(at: copy)
        }
        registry.allowsInsecurePlugins = true
        #expect(try registry.loadPlugin(at: copy) == ["Greeter"])
        cleanUp()
    }

    @Test func reloadLoadsANewlyListedPlugin() throws {
        // Given a running shell on a storyboard without the plugin
        let config = scratch.appendingPathComponent("scenes.json")
        try Data(#"{ "version": 1, "initial": "Host", "scenes": [ { "id": "Host", "module": "Menu", "title": "Host" } ] }"#.utf8)
            .write(to: config)
        let registry = SceneRegistry()
        try registry.register(StandInScene.moduleRoutingEverySegue(named: "Menu"))
        var printed = ""
        let shell = try #require(
            Shell.launch(
                registry: registry, configPath: config.path, environment: SceneEnvironment(dataDirectory: scratch.path),
                colors: false, console: Console(out: { printed += $0 }, err: { printed += $0 })))
        // When the storyboard now lists the plugin and a scene of its module
        let json = Self.storyboard.replacingOccurrences(of: #""module": "Host""#, with: #""module": "Menu""#)
            .replacingOccurrences(of: #"{ "version": 1,"#, with: #"{ "version": 1, "plugins": ["\#(Self.greeter)"],"#)
        try Data(json.utf8).write(to: config)
        let reply = shell.execute("reload")
        // Then the plugin is loaded and its scene can be reached
        #expect(reply.error == nil)
        #expect(reply.output.plain.hasPrefix("added: Greeter\nchanged: Host\n"))
        #expect(registry.moduleNames == ["Greeter", "Menu"])
        #expect(shell.execute("go Greet").printed.plain.contains("== Greeter ==\n  Hello, stranger!"))
        cleanUp()
    }

    /// Every kind of bad plugin a storyboard may list, each refused with its own reason, while the
    /// shell starts and navigates.
    @Test func theShellRefusesEachKindOfBadPluginAndGoesOn() throws {
        let bad = scratch.appendingPathComponent("bad")
        let manager = FileManager.default
        try manager.createDirectory(at: bad.appendingPathComponent("folder.so"), withIntermediateDirectories: true)
        try Data("not a library".utf8).write(to: bad.appendingPathComponent("text.so"))
        var foreign = try Data(contentsOf: URL(fileURLWithPath: Self.greeter))
        foreign[18] = 0xB7  // ELF machine: AArch64
        foreign[19] = 0x00
        try foreign.write(to: bad.appendingPathComponent("foreign.so"))
        try manager.copyItem(atPath: Self.greeter, toPath: bad.appendingPathComponent("open.so").path)
        try manager.setAttributes([.posixPermissions: 0o666], ofItemAtPath: bad.appendingPathComponent("open.so").path)
        try manager.copyItem(atPath: Self.greeter, toPath: bad.appendingPathComponent("taken.so").path)
        let names = ["folder.so", "text.so", "foreign.so", "open.so", "taken.so"]
        let config = scratch.appendingPathComponent("scenes.json")
        let plugins = names.map { #""bad/\#($0)""# }.joined(separator: ", ")
        try Data(
            Self.storyboard.replacingOccurrences(of: #""module": "Host""#, with: #""module": "Menu""#)
                .replacingOccurrences(of: #"{ "version": 1,"#, with: #"{ "version": 1, "plugins": [\#(plugins)],"#).utf8
        ).write(to: config)
        var out = ""
        var err = ""
        // A module of the app is already called Greeter: the plugin's may not take its name.
        let greeter = StandInScene.moduleRoutingEverySegue(named: "Greeter")
        let status = ScenesCommand.run(
            arguments: [config.path], modules: [StandInScene.moduleRoutingEverySegue(named: "Menu"), greeter],
            environment: ["HOME": "/nonexistent"],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines("go Greet\nstack\n"))
        let path = { (name: String) in bad.appendingPathComponent(name).path }
        let reasons = [
            "\(path("folder.so")): is a directory, not a plugin library",
            "\(path("text.so")): not a loadable library: it is not an ELF shared library",
            "\(path("foreign.so")): built for aarch64, but this machine runs x86_64; rebuild the plugin for x86_64",
            "\(path("open.so")): refused because the file '\(path("open.so"))' is writable by every user; anyone could replace the code it runs (fix the owner or the permissions, or pass --allow-insecure-plugins)",
            "\(path("taken.so")): a module named 'Greeter' is already registered",
        ]
        let warnings = err.split(separator: "\n").filter { $0.contains(": warning: plugins[") }
        #expect(warnings.count == names.count, "\(err)")
        for (index, reason) in reasons.enumerated() {
            #expect(
                warnings.contains { $0.contains("plugins[\(index)]: plugin 'bad/\(names[index])' was not loaded: \(reason)") },
                "\(err)")
        }
        #expect(status == 0)
        #expect(out.contains("Host> go Greet\nHost > Greeter\n== Greeter =="))
        #expect(out.hasSuffix("Greeter> stack\n1. Host \"Host\" (root)\n2. Greeter \"Greeter\" (push)\n"))
        cleanUp()
    }

    @Test func theShellLoadsPluginFoldersAndCarriesOnPastBadPlugins() throws {
        let folder = scratch.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.greeter, toPath: folder.appendingPathComponent("b-greeter.so").path)
        try Data("junk".utf8).write(to: folder.appendingPathComponent("a-junk.so"))
        let config = scratch.appendingPathComponent("scenes.json")
        try Data(Self.storyboard.replacingOccurrences(of: #""module": "Host""#, with: #""module": "Menu""#).utf8)
            .write(to: config)
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: [config.path, "--plugins", folder.path, "--plugins", "/nonexistent"],
            modules: [StandInScene.moduleRoutingEverySegue(named: "Menu")], environment: ["HOME": "/nonexistent"],
            console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines("go Greet\n"))
        #expect(status == 0)
        #expect(err.hasPrefix("error: plugin \(folder.path)/a-junk.so: not a loadable library: "))
        #expect(err.contains("error: --plugins: cannot read the folder '/nonexistent': no such file or directory\n"))
        #expect(out.contains("Host> go Greet\nHost > Greeter\n== Greeter ==\n  Hello, stranger!\n"))
        cleanUp()
    }
}

// The host scene of the tests: its DataStore is the runtime's SharedDataStore.

@MainActor final class HostStore: SharedDataStore {
    var sharedValues: [String: String] = [:]
}

@MainActor final class HostViewController: SceneViewController {}

@MainActor final class HostRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case greet = "Greet"
    }

    let store = HostStore()
    var dataStore: HostStore { store }

    static let routes: RouteTable<HostRouter> = [
        .greet: { router, segue in
            let destination = try segue.destinationDataStore(as: (any SharedDataStore).self)
            destination.sharedValues["name"] = router.store.sharedValues["name"]
        }
    ]
}

enum HostScene {
    static let module = SceneModule(name: "Host") { _ in (HostViewController(), HostRouter()) }
}
