import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// Checking a storyboard (`validate`, `list`, `graph`) runs no plugin code unless asked with
/// `--load-plugins`; plugin scenes are checked from manifests written by `scenes manifest` or by
/// the app when it loads a plugin.
@Suite @MainActor struct PluginCheckingTests {
    let scratch: URL
    let manager = FileManager.default

    init() throws {
        scratch = PluginTests.scratchFolder("plugin-checking")
        try manager.createDirectory(at: scratch.appendingPathComponent("lib"), withIntermediateDirectories: true)
    }

    private func cleanUp() {
        try? manager.removeItem(at: scratch)
    }

    private func scenes(_ arguments: [String], modules: [SceneModule], script: String = "") -> (
        status: Int32, out: String, err: String
    ) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: modules, environment: ["HOME": "/nonexistent"],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(script))
        return (status, out, err)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let file = scratch.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    // MARK: No code runs unless asked

    /// A library whose ELF constructor leaves a mark: validate, list and graph never open it
    /// without `--load-plugins`, report its scene as unchecked and exit 0; with the flag it runs.
    @Test(arguments: ["validate", "list", "graph"])
    func checkingOpensNoPluginUnlessAskedTo(command: String) throws {
        let library = scratch.appendingPathComponent("lib/libMark.so")
        let mark = scratch.appendingPathComponent("opened")
        try MarkingLibrary.build(library, mark: mark)
        let config = try write(
            """
            { "version": 1, "plugins": ["lib/libMark.so"], "initial": "Home", "scenes": [
              { "id": "Home", "module": "Menu", "title": "Home", "segues": [ { "id": "Open", "to": "Marked" } ] },
              { "id": "Marked", "module": "Marked", "title": "Marked" } ] }
            """, to: "scenes.json")
        let menu = StandInScene.moduleRoutingEverySegue(named: "Menu")

        // When the storyboard is checked without the flag
        let unchecked = scenes([command, config], modules: [menu])
        // Then the library was not opened, its scene is unchecked, and the rest is checked
        #expect(!manager.fileExists(atPath: mark.path), "\(command) ran the plugin's code")
        #expect(unchecked.status == 0, "\(unchecked.err)")
        let manifest = scratch.appendingPathComponent("lib/libMark.scenes-manifest.json").path
        #expect(
            unchecked.err.contains(
                "\(config):1:29: warning: plugins[0]: plugin 'lib/libMark.so' was not opened (checking runs no plugin"
                    + " code) and its scenes are unchecked: it has no manifest '\(manifest)'; to check them, write its"
                    + " manifest with 'scenes manifest \(library.path)', or pass --load-plugins, which runs its code\n"),
            "\(unchecked.err)")
        #expect(
            unchecked.err.contains(
                "warning: scenes[1].module: scene 'Marked' was not checked: its module 'Marked' may come from plugin"
                    + " 'lib/libMark.so', which checking does not open; to check it, write the manifest with"
                    + " 'scenes manifest \(library.path)', or pass --load-plugins, which runs the plugin's code\n"),
            "\(unchecked.err)")
        #expect(!unchecked.err.contains("error"), "\(unchecked.err)")
        if command == "validate" {
            #expect(unchecked.out == "\(config): valid, 2 scenes, 1 segues (1 of them unchecked: see the warnings)\n")
        }

        // When it is checked with --load-plugins
        let loaded = scenes([command, config, "--load-plugins"], modules: [menu])
        // Then the library was opened (and, not being a scene plugin, refused)
        #expect(manager.fileExists(atPath: mark.path), "\(command) --load-plugins did not load the plugin")
        #expect(loaded.status == 1)
        #expect(loaded.err.contains("not a scene plugin: it does not define 'sceneruntime_plugin'"), "\(loaded.err)")
        #expect(loaded.err.contains("error: scenes[1].module: unknown module 'Marked'"), "\(loaded.err)")
        cleanUp()
    }

    /// `diff` reads plugins as `validate` does: it opens none unless `--load-plugins`, and compares
    /// a scene whose module it cannot know as the storyboards declare it, saying so.
    @Test func diffOpensNoPluginUnlessAskedTo() throws {
        let library = scratch.appendingPathComponent("lib/libMark.so")
        let mark = scratch.appendingPathComponent("opened")
        try MarkingLibrary.build(library, mark: mark)
        let storyboard = """
            { "version": 1, "plugins": ["lib/libMark.so"], "initial": "Home", "scenes": [
              { "id": "Home", "module": "Menu", "title": "Home", "segues": [ { "id": "Open", "to": "Marked" } ] },
              { "id": "Marked", "module": "Marked", "title": "Marked" } ] }
            """
        let old = try write(storyboard, to: "old.json")
        let new = try write(storyboard.replacingOccurrences(of: #""title": "Marked""#, with: #""title": "Mark""#), to: "new.json")
        let menu = StandInScene.moduleRoutingEverySegue(named: "Menu")
        let unchecked = scenes(["diff", old, new], modules: [menu])
        #expect(!manager.fileExists(atPath: mark.path), "diff ran the plugin's code")
        #expect(unchecked.status == 0, "\(unchecked.err)")
        #expect(unchecked.err == "")
        #expect(unchecked.out.contains("\n  ~ Marked: title 'Marked' -> 'Mark'\n"), "\(unchecked.out)")
        #expect(unchecked.out.contains("\nnote: the inputs, outputs and actions of module 'Marked' were not compared"))
        let loaded = scenes(["diff", old, new, "--load-plugins"], modules: [menu])
        #expect(manager.fileExists(atPath: mark.path), "diff --load-plugins did not load the plugin")
        #expect(loaded.status == 0, "\(loaded.err)")
        #expect(loaded.out == unchecked.out)
        cleanUp()
    }

    /// An unknown module, a missing route or an impossible segue elsewhere are still errors while
    /// a plugin is unchecked: only the scenes a plugin may provide are spared.
    @Test func theRestOfTheStoryboardIsFullyCheckedWhileAPluginIsUnchecked() throws {
        let library = scratch.appendingPathComponent("lib/libMark.so")
        try MarkingLibrary.build(library, mark: scratch.appendingPathComponent("opened"))
        let config = try write(
            """
            { "version": 1, "plugins": ["lib/libMark.so"], "initial": "Home", "scenes": [
              { "id": "Home", "module": "Host", "title": "Home", "segues": [ { "id": "Greet", "to": "Nowhere" } ] } ] }
            """, to: "scenes.json")
        let outcome = scenes(["validate", config], modules: [HostScene.module])
        #expect(outcome.status == 1)
        #expect(outcome.err.contains("error: scenes[0].segues[0].to: segue 'Greet' leads to unknown scene 'Nowhere'"))
        #expect(!manager.fileExists(atPath: scratch.appendingPathComponent("opened").path))
        cleanUp()
    }

    // MARK: Manifests

    /// A storyboard using the Greeter plugin, whose scene has one segue more than its router routes.
    private func greeterStoryboard(extraSegue: Bool, plugin: String = "lib/libGreeter.so") throws -> String {
        let wave = extraSegue ? #", { "id": "Wave", "to": "Host" }"# : ""
        return try write(
            """
            { "version": 1, "plugins": ["\(plugin)"], "initial": "Host", "scenes": [
              { "id": "Host", "module": "Host", "title": "Host", "segues": [ { "id": "Greet", "to": "Greeter" } ] },
              { "id": "Greeter", "module": "Greeter", "title": "Greeter", "segues": [
                { "id": "Done", "to": "Host", "style": "unwind" }\(wave) ] } ] }
            """, to: "scenes.json")
    }

    private func copyGreeter() throws -> String {
        let copy = scratch.appendingPathComponent("lib/libGreeter.so").path
        try manager.copyItem(atPath: PluginTests.greeter, toPath: copy)
        return copy
    }

    /// A guard on a condition that a plugin registers: known when the plugin is opened (running
    /// the app) and when only its manifest is read (`validate`), never reported as unknown.
    @Test func aGuardOnAConditionAPluginRegistersIsKnown() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let config = try write(
            """
            { "version": 2, "plugins": ["lib/libGreeter.so"], "initial": "Host", "scenes": [
              { "id": "Host", "module": "Host", "title": "Host", "segues": [
                { "id": "Greet", "to": "Greeter", "guards": [ { "condition": "greeterAwake", "refuse": "asleep" } ] } ] },
              { "id": "Greeter", "module": "Greeter", "title": "Greeter", "segues": [
                { "id": "Done", "to": "Host", "style": "unwind" } ] } ] }
            """, to: "guarded.json")
        let checked = scenes(["validate", config], modules: [HostScene.module])
        #expect(checked.status == 0, "\(checked.err)")
        #expect(!checked.err.contains("greeterAwake"), "\(checked.err)")
        let run = scenes(
            [config, "--data", scratch.appendingPathComponent("data").path],
            modules: [HostScene.module], script: "go Greet\nstack\n")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("2. Greeter \"Greeter\" (push)"), "\(run.out)")
        let modules = scenes(["modules", config], modules: [HostScene.module])
        #expect(modules.out.contains("greeterAwake"), "\(modules.out)")
    }

    @Test func scenesManifestWritesWhatThePluginDeclares() throws {
        let library = try copyGreeter()
        let outcome = scenes(["manifest", library], modules: [])
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json").path
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out == "wrote \(file): 1 module (Greeter)\n")
        let manifest = try PluginManifest.decode(Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
        #expect(manifest.runtimeVersion == RuntimeVersion.current)
        #expect(
            manifest.modules.map { [$0.name] + $0.routes + $0.actions } == [["Greeter", "Done", "reply", "wave"]])
        #expect(manifest.modules.first?.routesEverySegue == false)
        // The identity is the library's size and the SHA-256 that sha256sum computes.
        let size = try #require(try manager.attributesOfItem(atPath: library)[.size] as? Int)
        #expect(manifest.library.size == size)
        #expect(manifest.library.sha256 == SHA256Reference.digest(of: try Data(contentsOf: URL(fileURLWithPath: library))))
        // Reading back what it writes gives the same manifest.
        #expect(try PluginManifest.decode(manifest.encoded(), file: "again") == manifest)
        cleanUp()
    }

    @Test func aValidManifestChecksThePluginScenesWithoutLoadingIt() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        // Given a storyboard whose plugin scene has a segue its router does not route
        let config = try greeterStoryboard(extraSegue: true)
        // When it is validated without loading plugins
        let registry = SceneRegistry()
        try registry.register(HostScene.module)
        registry.pluginPolicy = .readManifests
        // Then the manifest is enough to find the missing route, and nothing was loaded
        do {
            _ = try registry.loadStoryboard(contentsOf: config)
            Issue.record("the missing route was not found")
        } catch {
            #expect(
                error.errors.map(\.problem) == [
                    .missingRoute(segue: "Wave", scene: "Greeter", module: "Greeter", routes: ["Done"], suggestion: nil)
                ])
        }
        #expect(registry.loadedPlugins.isEmpty)
        #expect(registry.moduleNames == ["Host"])
        // And the command says so, with exit status 1
        let outcome = scenes(["validate", config], modules: [HostScene.module])
        #expect(outcome.status == 1)
        #expect(
            outcome.err.contains(
                "error: scenes[1].segues[1].id: the router of scene 'Greeter' (module 'Greeter') has no route for segue 'Wave'"),
            "\(outcome.err)")
        // And without the extra segue it is valid, with no warning at all
        let valid = scenes(["validate", try greeterStoryboard(extraSegue: false)], modules: [HostScene.module])
        #expect(valid.status == 0)
        #expect(valid.err.isEmpty, "\(valid.err)")
        #expect(valid.out.hasSuffix(": valid, 2 scenes, 2 segues\n"))
        cleanUp()
    }

    /// A manifest records a plugin's actions and conditions, so a segue's `action` and a guard's
    /// condition are checked from it as when the plugin is opened: a condition nobody registers is
    /// an error either way, naming those there are (the plugin's `greeterAwake`).
    @Test func actionsAreCheckedFromTheManifestAndConditionsWhenThePluginIsOpened() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let config = try write(
            """
            { "version": 1, "plugins": ["lib/libGreeter.so"], "initial": "Host", "scenes": [
              { "id": "Host", "module": "Host", "title": "Host", "segues": [ { "id": "Greet", "to": "Greeter" } ] },
              { "id": "Greeter", "module": "Greeter", "title": "Greeter",
                "guards": [ { "condition": "greeted", "refuse": "Say hello first." } ], "segues": [
                { "id": "Done", "to": "Host", "style": "unwind", "action": "replay" } ] } ] }
            """, to: "scenes.json")
        let checked = scenes(["validate", config], modules: [HostScene.module])
        #expect(checked.status == 1)
        #expect(
            checked.err.contains(
                "error: scenes[1].segues[0].action: segue 'Done' is performed by action 'replay', but scene"
                    + " 'Greeter' has no such action; did you mean 'reply'?; its actions: reply"),
            "\(checked.err)")
        let unknown =
            "error: scenes[1].guards[0].condition: no module registers the condition 'greeted';"
            + " registered conditions: greeterAwake"
        #expect(checked.err.contains(unknown), "\(checked.err)")
        let loaded = scenes(["validate", "--load-plugins", config], modules: [HostScene.module])
        #expect(loaded.status == 1)
        #expect(loaded.err.contains(unknown), "\(loaded.err)")
        cleanUp()
    }

    @Test func aManifestModuleWhoseNameIsTakenFailsAsLoadingWould() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let config = try greeterStoryboard(extraSegue: false)
        let outcome = scenes(
            ["validate", config], modules: [HostScene.module, StandInScene.moduleRoutingEverySegue(named: "Greeter")])
        #expect(
            outcome.err.contains(
                "warning: plugins[0]: plugin 'lib/libGreeter.so' was not loaded: \(library): a module named 'Greeter' is already registered"),
            "\(outcome.err)")
        cleanUp()
    }

    /// A manifest is what checking believes of a plugin, so it is trusted by the plugin's own rules:
    /// forged to claim a route the library lacks, it is refused (not believed, not merely skipped)
    /// when others may write it, when another user owns it, and when it is a link into a folder
    /// another user owns; `--allow-insecure-plugins` still overrides.
    @Test func aManifestOthersCouldHaveWrittenIsRefusedNotBelieved() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json").path
        let good = try String(contentsOfFile: file, encoding: .utf8)
        let forged = good.replacingOccurrences(of: #"["Done"]"#, with: #"["Done", "Wave"]"#)
        try #require(forged != good)
        try Data(forged.utf8).write(to: URL(fileURLWithPath: file))
        let config = try greeterStoryboard(extraSegue: true)
        func validate(_ extra: [String] = []) -> (status: Int32, err: String) {
            let outcome = scenes(["validate", config] + extra, modules: [HostScene.module])
            return (outcome.status, outcome.err)
        }
        // A forged manifest of the user's own, safe to trust, is believed: the point of the rule.
        #expect(validate().status == 0)

        try mode(file, 0o666)
        let writable = validate()
        #expect(writable.status == 1)
        #expect(
            writable.err.contains(
                "\(file): refused because the file '\(file)' is writable by every user; anyone could make it describe"
                    + " scenes the plugin does not have"), "\(writable.err)")
        #expect(validate(["--allow-insecure-plugins"]).status == 0)

        try mode(file, 0o644)
        let stranger: UInt32 = 4242
        try #require(chown(file, stranger, stranger) == 0, "the tests must run as root to give a file away")
        let owned = validate()
        #expect(owned.status == 1)
        #expect(owned.err.contains("the file '\(file)' belongs to user 4242"), "\(owned.err)")
        #expect(chown(file, 0, 0) == 0)

        // A link to a manifest in a folder another user owns: its real path is checked.
        let theirs = scratch.appendingPathComponent("theirs")
        try manager.createDirectory(at: theirs, withIntermediateDirectories: true)
        let target = theirs.appendingPathComponent("libGreeter.scenes-manifest.json").path
        try manager.moveItem(atPath: file, toPath: target)
        try manager.createSymbolicLink(atPath: file, withDestinationPath: target)
        #expect(chown(theirs.path, stranger, stranger) == 0)
        let linked = validate()
        #expect(linked.status == 1)
        #expect(
            linked.err.contains("the folder '\(theirs.path)' above it belongs to user 4242"), "\(linked.err)")
        cleanUp()
    }

    private func mode(_ path: String, _ mode: Int) throws {
        try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Each way a manifest can be unusable makes the plugin's scenes unchecked, with its reason.
    @Test func anUnusableManifestLeavesThePluginScenesUncheckedWithTheReason() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json")
        let good = try String(contentsOf: file, encoding: .utf8)
        let config = try greeterStoryboard(extraSegue: true)
        let libraryBytes = try Data(contentsOf: URL(fileURLWithPath: library))
        let identity = try PluginManifest.decode(Array(good.utf8), file: file.path).library

        func reason(manifest text: String?, library bytes: Data = libraryBytes) throws -> String {
            try? manager.removeItem(at: file)
            if let text { try Data(text.utf8).write(to: file) }
            // Atomically: a new file. Rewriting the one this process has loaded would change its code.
            try bytes.write(to: URL(fileURLWithPath: library), options: .atomic)
            let outcome = scenes(["validate", config], modules: [HostScene.module])
            #expect(outcome.status == 0, "\(outcome.err)")
            #expect(outcome.err.contains("warning: scenes[1].module: scene 'Greeter' was not checked"), "\(outcome.err)")
            let prefix = "plugin 'lib/libGreeter.so' was not opened (checking runs no plugin code) and its scenes are unchecked: "
            let line = outcome.err.split(separator: "\n").first { $0.contains(prefix) }.map(String.init) ?? outcome.err
            return line.components(separatedBy: prefix).last?.components(separatedBy: "; to check them").first ?? line
        }

        #expect(try reason(manifest: nil) == "it has no manifest '\(file.path)'")
        #expect(
            try reason(manifest: "{ nope }")
                == "its manifest '\(file.path)' is invalid: expected a string key, found 'nope' (keys need double quotes)")
        #expect(
            try reason(manifest: good.replacingOccurrences(of: #""version": 4"#, with: #""version": 5"#))
                == "its manifest '\(file.path)' has format version 5; this runtime reads version 4")
        #expect(
            try reason(manifest: good.replacingOccurrences(of: #""routes""#, with: #""route""#))
                == "its manifest '\(file.path)' is invalid: modules[0].route: unknown key; allowed keys: name, routes, routesEverySegue, routeWrites, actions, conditions, inputs, outputs"
        )
        #expect(
            try reason(
                manifest: good.replacingOccurrences(of: #""runtimeVersion": "\#(RuntimeVersion.current)""#, with: #""runtimeVersion": "0.0.1""#))
                == "its manifest '\(file.path)' was written by SceneRuntime 0.0.1, but this is SceneRuntime"
                + " \(RuntimeVersion.current); rebuild the plugin against \(RuntimeVersion.current) and write its"
                + " manifest again (what changed, and how to migrate: Sources/Runtime/CHANGELOG.md)")
        // The library rebuilt since: a byte more, then the same size with one byte changed.
        var grown = libraryBytes
        grown.append(0)
        let grownDigest = SHA256Reference.digest(of: grown)
        #expect(
            try reason(manifest: good, library: grown)
                == "its manifest '\(file.path)' is stale: it describes a library of \(identity.size) bytes with SHA-256 \(identity.sha256),"
                + " but the library has \(identity.size + 1) bytes with SHA-256 \(grownDigest) (it was rebuilt or replaced since)")
        var changed = libraryBytes
        changed[changed.count - 1] ^= 0xFF
        #expect(try reason(manifest: good, library: changed).contains("is stale: it describes a library of \(identity.size) bytes"))
        // A manifest that is a FIFO is reported at once, never waited on.
        try? manager.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        try libraryBytes.write(to: URL(fileURLWithPath: library), options: .atomic)
        let fifo = scenes(["validate", config], modules: [HostScene.module])
        #expect(
            fifo.err.contains(
                "cannot read '\(file.path)': it is not a regular file but a pipe, a device or a socket"), "\(fifo.err)")
        cleanUp()
    }

    // MARK: The app writes manifests

    @Test func runningTheAppWritesTheManifestOfEachPluginItLoads() throws {
        _ = try copyGreeter()
        let config = try greeterStoryboard(extraSegue: false)
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json")
        let run = scenes([config], modules: [HostScene.module], script: "go Greet\n")
        #expect(run.status == 0, "\(run.err)")
        #expect(manager.fileExists(atPath: file.path))
        // The manifest then lets validate check the plugin's scenes without loading it.
        let valid = scenes(["validate", config], modules: [HostScene.module])
        #expect(valid.status == 0)
        #expect(valid.err.isEmpty, "\(valid.err)")
        cleanUp()
    }

    @Test func theRefreshPolicyNeverWritesNoManifestAndTheOfferMatchesWhatTheManifestSays() throws {
        let library = try copyGreeter()
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json")
        let quiet = SceneRegistry()
        quiet.manifestRefresh = .never
        try quiet.loadPlugin(at: library)
        #expect(!manager.fileExists(atPath: file.path), "the policy says never")
        // The default writes it, from what registering the modules computed: the offer read back
        // from the manifest is the one the registry holds.
        let registry = SceneRegistry()
        try registry.loadPlugin(at: library)
        let written = try PluginManifest.verified(forLibrary: library)
        #expect(written.modules.map(\.name) == ["Greeter"])
        #expect(written.modules.first == registry.catalog["Greeter"])
        cleanUp()
    }

    @Test func aManifestThatCannotBeWrittenNeverFailsTheApp() throws {
        _ = try copyGreeter()
        let config = try greeterStoryboard(extraSegue: false)
        // A folder where the manifest would go: renaming a file onto it fails.
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json")
        try manager.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let run = scenes([config], modules: [HostScene.module], script: "go Greet\n")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("== Greeter =="))
        #expect(run.err.isEmpty, "\(run.err)")
        // The explicit command reports it.
        let library = scratch.appendingPathComponent("lib/libGreeter.so").path
        let manifest = scenes(["manifest", library], modules: [])
        #expect(manifest.status == 1)
        #expect(
            manifest.err == "error: plugin \(library): loaded, but cannot write the manifest '\(file.path)': is a directory\n")
        // And leaves no temporary file behind.
        #expect(
            try manager.contentsOfDirectory(atPath: scratch.appendingPathComponent("lib").path).sorted() == [
                "libGreeter.scenes-manifest.json", "libGreeter.so",
            ])
        cleanUp()
    }

    @Test func scenesManifestReportsEachLibraryThatFails() throws {
        let text = try write("not a library", to: "lib/text.so")
        let library = try copyGreeter()
        let outcome = scenes(["manifest", text, library, scratch.appendingPathComponent("missing.so").path], modules: [])
        #expect(outcome.status == 1)
        #expect(outcome.out.hasPrefix("wrote "))
        #expect(outcome.err.contains("error: plugin \(text): not a loadable library: it is not an ELF shared library\n"))
        #expect(outcome.err.contains("missing.so: no such file\n"))
        cleanUp()
    }

    /// Issue 25, item 2: a type spelled 50,000 lists deep in a manifest crashed `validate` after 20 s
    /// and 1.4 GB (a recursion and a copy of the rest of the spelling per level). Now the manifest is
    /// refused with the limit, and the plugin's scenes are reported unchecked.
    @Test func aFiftyThousandDeepTypeInAManifestIsRefusedWithTheLimit() throws {
        let library = try copyGreeter()
        #expect(scenes(["manifest", library], modules: []).status == 0)
        let file = scratch.appendingPathComponent("lib/libGreeter.scenes-manifest.json")
        let deep = String(repeating: "[", count: 50_000) + "integer" + String(repeating: "]", count: 50_000)
        let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(text.contains(#""inputs": []"#))
        let edited = text.replacingOccurrences(
            of: #""inputs": []"#, with: #""inputs": [ { "name": "n", "type": ""# + deep + #"", "required": true, "default": null } ]"#)
        try Data(edited.utf8).write(to: file)
        let config = try greeterStoryboard(extraSegue: false)
        let outcome = scenes(["validate", config], modules: [HostScene.module])
        #expect(
            outcome.err.contains(
                "modules[0].inputs[0].type: the type '\(String(repeating: "[", count: 60))…' (100007 characters) nests lists"
                    + " deeper than 64 levels; a type has at most 64"),
            "\(outcome.err.prefix(1_000))")
        #expect(outcome.err.count < 2_000, "\(outcome.err.prefix(3_000))")
        cleanUp()
    }
}

/// The SHA-256 of some bytes, as `sha256sum` prints it: an independent reference for the tests.
enum SHA256Reference {
    static func digest(of data: Data) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "sha256sum failed" }
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(printed.prefix(64))
    }
}
