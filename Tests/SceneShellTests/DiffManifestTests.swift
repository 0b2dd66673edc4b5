import Foundation
import SceneShell
import SceneTesting
import Testing

@testable import SceneRuntime

/// `scenes diff` reads the manifests of the plugins each storyboard lists, as `validate` does,
/// and compares the contracts and actions they declare; without a plugin, it compares what the
/// storyboards say and uses the other storyboard's contract where it has one.
@Suite @MainActor struct DiffManifestTests {
    /// An ELF shared library of this machine, for the manifests to describe (no code of it runs):
    /// the smallest test plugin, which the build puts beside the test process.
    static let library = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("libOutdatedPlugin.so").path

    static func storyboard(passing value: String?) -> String {
        """
        { "version": 2, "plugins": ["libQuiz.so"], "initial": "Menu", "scenes": [
            { "id": "Menu", "module": "Plain", "title": "Menu", "segues": [
                { "id": "ShowQuiz", "to": "Quiz", "style": "push"\(value.map { #", "pass": { "contactID": { "value": \#($0) } }"# } ?? "") } ] },
            { "id": "Quiz", "module": "Quiz", "title": "Quiz" } ] }
        """
    }

    /// A folder holding the storyboard and, unless `module` is `nil`, the plugin and its manifest.
    static func folder(_ storyboard: String, module: PluginManifest.Module?) throws -> TemporaryDataDirectory {
        let folder = TemporaryDataDirectory()
        try folder.write(storyboard, to: "scenes.json")
        if let module {
            let plugin = folder.file("libQuiz.so")
            try FileManager.default.copyItem(atPath: Self.library, toPath: plugin)
            _ = try PluginManifest(library: try .of(libraryAt: plugin), modules: [module]).write(forLibrary: plugin)
        }
        return folder
    }

    static func quiz(actions: [String], contactID: SceneValueType) -> PluginManifest.Module {
        PluginManifest.Module(
            name: "Quiz", routes: [], routesEverySegue: false,
            actionDescriptors: actions.map { SceneModule.ActionDescriptor(name: $0, arguments: "", summary: $0) },
            interface: SceneInterface(
                inputs: [.init(name: "contactID", type: contactID, isRequired: true)],
                outputs: [.init(name: "score", type: .integer)]))
    }

    static func diff(_ old: TemporaryDataDirectory, _ new: TemporaryDataDirectory, _ options: [String] = [])
        -> DiffCommandTests.Outcome
    {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["diff", old.file("scenes.json"), new.file("scenes.json"), "--allow-insecure-plugins"]
                + options,
            modules: DiffCommandTests.modules, environment: [:], console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(""))
        return DiffCommandTests.Outcome(
            status: status,
            out: out.replacingOccurrences(of: old.path + "/", with: "old/").replacingOccurrences(
                of: new.path + "/", with: "new/"),
            err: err)
    }

    @Test func contractsAndActionsComeFromEachStoryboardsManifests() throws {
        let old = try Self.folder(
            Self.storyboard(passing: "1"), module: Self.quiz(actions: ["answer", "hint"], contactID: .integer))
        let new = try Self.folder(
            Self.storyboard(passing: "\"1\""), module: Self.quiz(actions: ["answer", "skip"], contactID: .text))
        let outcome = Self.diff(old, new)
        #expect(outcome.err == "")
        #expect(outcome.status == 1)
        #expect(
            outcome.out == """
                old/scenes.json -> new/scenes.json: 1 added, 1 removed, 2 changed

                segues
                  ~ Menu.ShowQuiz: pass.contactID value 1 -> value "1"

                inputs
                  ~ Quiz.contactID: type integer -> text

                actions
                  - Quiz.hint
                  + Quiz.skip

                consequences
                  links and resumed stacks that no longer resolve:
                    Quiz.contactID is text now (was integer): resumed stacks that recorded it, and links whose value is not text

                something reachable in old/scenes.json was removed or became unreachable

                """)
    }

    /// The new storyboard's plugin is not there: its scene is compared as the storyboard says,
    /// its module's contract is the old manifest's, and a segue that stopped passing a required
    /// input is found.
    @Test func withoutTheNewPluginTheOldContractFindsARequiredInputNoLongerPassed() throws {
        let old = try Self.folder(
            Self.storyboard(passing: "1"), module: Self.quiz(actions: ["answer"], contactID: .integer))
        let new = try Self.folder(Self.storyboard(passing: nil), module: nil)
        let outcome = Self.diff(old, new)
        #expect(outcome.err == "")
        #expect(outcome.status == 0)
        #expect(
            outcome.out == """
                old/scenes.json -> new/scenes.json: 1 changed

                segues
                  ~ Menu.ShowQuiz: pass.contactID value 1 -> (none)

                consequences
                  required inputs newly missing:
                    segue Menu.ShowQuiz does not pass 'contactID' (integer), which 'Quiz' requires

                note: the inputs, outputs and actions of module 'Quiz' were not compared: neither this scenes nor a plugin's manifest declares it for both storyboards (the app's own scenes diff, or a manifest written by scenes manifest, compares them)

                """)
    }
}
