/// The app's own tests (`Tests/AppTests/`): the storyboard checked against the scene modules, and
/// the app's flows as transcripts.
extension AppTemplates {
    static let storyboardTests = """
        import Foundation
        import SceneRuntime
        import Testing

        /// The app's `scenes.json` with the scene modules built into the app: it loads (no error), every
        /// module builds a scene of it, and it has no warning but those of a scene not wired yet, which
        /// `scenes new` announces in a note (no segue reaches the scene yet, or passes its optional
        /// input yet): those are printed as notes, and do not fail the test.
        @Suite struct StoryboardTests {
            static let storyboardPath = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("scenes.json").path

            /// The codes of the warnings of a scene not wired yet.
            static let notWiredYet: Set<String> = ["unreachableScene", "inputsNeverPassed"]

            @Test func theStoryboardIsValidAndUsesEveryModule() throws {
                let registry = SceneRegistry()
                for module in builtinSceneModules { try registry.register(module) }
                let storyboard = try registry.loadStoryboard(contentsOf: Self.storyboardPath)
                let warnings = storyboard.warnings.filter { !Self.notWiredYet.contains($0.code) }
                #expect(warnings.isEmpty, "\\(warnings)")
                for warning in storyboard.warnings where Self.notWiredYet.contains(warning.code) {
                    print("note: not wired yet: \\(warning.path): \\(warning.message)")
                }
                // A container (tabs, a split) is the runtime's: it names no module of the app.
                let modules = storyboard.scenes.filter { !$0.isContainer }.map(\\.module)
                #expect(Set(registry.moduleNames) == Set(modules), "every module is used")
            }
        }

        """

    static let transcriptTests = """
        import Foundation
        import SceneRuntime
        import SceneShellTesting
        import Testing

        /// The app's flows, each walked through the shell against `scenes.json` and compared with
        /// `Transcripts/<flow>.transcript`: the first screen, then each prompt line and what the app
        /// printed. Each runs on a new data directory, the clock fixed.
        ///
        /// To add a flow, write `Transcripts/<flow>.transcript` with only its prompt lines
        /// (`Welcome> go Journal`, ...) and run `SCENES_RECORD=1 swift test --filter TranscriptTests`
        /// once; read what it recorded, and keep it.
        @Suite struct TranscriptTests {
            nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Transcripts")
            /// `scenes.json`, as the shell names it where it prints its place (a warning): relative to the
            /// package's folder, where `swift test` runs, so that a transcript holds no folder of yours.
            static var storyboard: String {
                let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                let atRoot = here.resolvingSymlinksInPath().path == root.resolvingSymlinksInPath().path
                return atRoot ? "scenes.json" : root.appendingPathComponent("scenes.json").path
            }
            nonisolated static let fixedNow = Date(timeIntervalSince1970: 1_704_164_645)  // 2024-01-02 03:04:05 UTC

            /// Every `.transcript` file of the folder, by its name without the extension: none in a new
            /// app, whose first screen changes with each `scenes new` (it offers the new scene).
            static var flows: [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                    .filter { $0.hasSuffix(".transcript") }.map { String($0.dropLast(".transcript".count)) }.sorted()
            }

            @Test func everyFlowMatchesItsTranscript() throws {
                for flow in Self.flows {
                    let file = Self.folder.appendingPathComponent("\\(flow).transcript")
                    let transcript = Transcript(try String(contentsOf: file, encoding: .utf8))
                    let data = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: data) }
                    let registry = SceneRegistry()
                    for module in builtinSceneModules { try registry.register(module) }
                    let result = transcript.verify(
                        registry: registry, storyboard: Self.storyboard,
                        environment: SceneEnvironment(
                            dataDirectory: data.path, now: { Self.fixedNow }, timeZone: TimeZone(identifier: "UTC")))
                    if ProcessInfo.processInfo.environment["SCENES_RECORD"] == "1" {
                        try Data(result.actual.utf8).write(to: file)
                        Issue.record("recorded \\(flow).transcript; read it, then run the tests again without SCENES_RECORD")
                    } else {
                        #expect(result.matches, "\\(flow).transcript: \\(result.difference ?? "")")
                    }
                }
            }
        }

        """

    /// What the transcripts' folder says while it holds none.
    static let transcriptsReadme = """
        # Transcripts

        The app's flows, one `.transcript` file each, which `TranscriptTests` walks through the shell
        against `scenes.json`. To add one, write `FLOW.transcript` with only its prompt lines, one
        command each:

            Welcome> stack

        then run `SCENES_RECORD=1 swift test --filter TranscriptTests` once: it writes what the app
        printed into the file (and fails, to say so). Read it; if it is what the flow should do, keep it:
        `swift test` now checks the flow against it. A change to what the flow's scenes show (a new
        segue offered on a screen) is a change of its transcript: record it again, and read the
        difference.

        """
}
