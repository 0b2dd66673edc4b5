import SceneRuntime

/// The checks of the `FuzzStoryboard` libFuzzer target (`.ci/fuzz` builds and runs it). Besides
/// "no crash, no hang", each input is held to what the loader promises: a rejected storyboard has
/// at least one error, every diagnostic points inside the input, and a storyboard valid against
/// the registered modules is valid without them (module checks only add problems).
package enum StoryboardFuzzing {
    /// Modules the storyboards may name; every segue has a route.
    @MainActor private static let registry: SceneRegistry = {
        let registry = SceneRegistry()
        for name in ["Menu", "List", "Detail"] {
            do {
                try registry.register(FuzzModule.module(named: name))
            } catch {
                fatalError("cannot register the fuzzing module \(name): \(error)")
            }
        }
        return registry
    }()

    /// Loads `bytes` as a storyboard, with and without module checks, and traps if the loader
    /// breaks a promise.
    @MainActor package static func check(_ bytes: [UInt8]) {
        let file = "fuzz/scenes.json"
        let plain: Storyboard?
        do {
            plain = try Storyboard(decoding: bytes, file: file)
            plain.map { checkConsistent($0, bytes: bytes) }
        } catch {
            plain = nil
            checkDiagnostics(error, bytes: bytes)
        }
        // The registry would load the plugins a storyboard lists: never dlopen files the fuzzer names.
        guard !listsPlugins(bytes) else { return }
        do {
            let checked = try registry.loadStoryboard(from: bytes, file: file)
            precondition(plain != nil, "valid against modules but invalid without them")
            checkConsistent(checked, bytes: bytes)
        } catch {
            checkDiagnostics(error, bytes: bytes)
        }
    }

    /// Whether the input is a JSON object with a `plugins` key.
    private static func listsPlugins(_ bytes: [UInt8]) -> Bool {
        guard let root = try? JSONParser.parse(bytes), case .object(let members) = root.kind else {
            return false
        }
        return members.contains { $0.key == "plugins" }
    }

    private static func checkDiagnostics(_ error: Storyboard.LoadError, bytes: [UInt8]) {
        precondition(!error.errors.isEmpty, "a rejected storyboard without any error: \(error)")
        let lines = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        for diagnostic in error.diagnostics {
            guard let line = diagnostic.line, let column = diagnostic.column else { continue }
            precondition(line >= 1 && line <= lines, "line \(line) outside the input: \(diagnostic)")
            precondition(
                column >= 1 && column <= bytes.count + 1, "column \(column) outside the input: \(diagnostic)")
            precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
        }
    }

    private static func checkConsistent(_ storyboard: Storyboard, bytes: [UInt8]) {
        let ids = Set(storyboard.scenes.map(\.id))
        precondition(ids.count == storyboard.scenes.count, "duplicate scene ids accepted")
        precondition(ids.contains(storyboard.initialSceneID), "unknown initial scene accepted")
        for scene in storyboard.scenes {
            for segue in scene.segues {
                precondition(
                    ids.contains(segue.destination), "unknown destination accepted: \(segue.destination)")
            }
        }
    }
}
