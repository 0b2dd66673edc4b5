import SceneRuntime
import SceneScaffolding

/// What `scenes new`, `scenes remove` and `scenes init` say: what they did, or why they could not.
extension ShellMessages {
    static func message(_ error: GeneratorError) -> String {
        switch error {
        case .invalidName(let name, let reason): "cannot name a module \(quoted(name)): \(reason)"
        case .exists(let name, let place): "\(quoted(name)) already exists in \(place)"
        case .missingFile(let file):
            "\(file) not found; run scenes in the package's folder, or pass --package DIR"
        case .cannotEdit(let file, let reason): "cannot edit \(file): \(reason)"
        case .writeFailed(let file, let reason): "cannot write \(file): \(reason)"
        case .unknownSharedModule(let name, let known, let suggestion):
            "--uses \(quoted(name)): no shared module of that name in Package.swift"
                + (suggestion.map { "; did you mean \(quoted($0))?" }
                    ?? (known.isEmpty
                        ? "; it has none yet: create one with scenes new \(name) --domain"
                        : "; it has \(known.map(quoted).joined(separator: ", "))"))
        case .usesAScene(let name):
            "--uses \(quoted(name)): it is a scene module, and a scene never imports another scene; put what"
                + " they share in a shared module (scenes new NAME --domain) and use that"
        case .notDeclared(let name, let scenes, let shared, let suggestion):
            "no scene or shared module \(quoted(name)) in Package.swift"
                + (suggestion.map { "; did you mean \(quoted($0))?" }
                    ?? (scenes.isEmpty && shared.isEmpty
                        ? "; it has none"
                        : "; it has "
                            + [
                                scenes.isEmpty
                                    ? nil : "the scene modules " + scenes.map(quoted).joined(separator: ", "),
                                shared.isEmpty
                                    ? nil
                                    : "the shared modules " + shared.map(quoted).joined(separator: ", "),
                            ].compactMap { $0 }.joined(separator: " and ")))
        case .stillNeeded(let name, let users):
            "cannot remove \(quoted(name)): \(users.joined(separator: "; ")); take those out first"
        case .noSharedModuleList:
            "Package.swift has no `let domainModules = [ ... ]` list of shared modules; add one as an app made"
                + " by scenes init 0.3.0 has it (see CHANGELOG.md)"
        }
    }

    static func message(_ error: InitError) -> String {
        switch error {
        case .invalidName(let name, let reason): "cannot name an app \(quoted(name)): \(reason)"
        case .exists(let name):
            "\(quoted(name)) already exists here; init creates a new folder and never writes into one"
                + " (even empty): choose another NAME or remove it"
        case .runtimeNotFound(let executable):
            "cannot find the SceneRuntime package"
                + (executable.map { " above this program (\(quoted($0)))" } ?? "")
                + "; pass --runtime PATH, the runtime package or a SceneRuntime checkout"
        case .notARuntime(let path):
            "--runtime \(quotedPath(path)) is not the SceneRuntime package (a Package.swift named SceneRuntime,"
                + " with Sources/SceneShell and Plugins/BuiltinScenes) nor a checkout holding it in Sources/Runtime"
        case .unusableRuntimePath(let path):
            "the runtime's path \(quotedPath(path)) contains control characters; move the runtime or pass --runtime"
        case .writeFailed(let file, let reason): "cannot write \(file): \(reason); nothing was left behind"
        }
    }

    /// What `scenes new` or `scenes remove` did: its notes, each file created, edited or removed,
    /// and what to do next.
    static func generated(_ result: SceneGenerator.Result, name: String) -> String {
        result.notes.map { $0 + "\n" }.joined() + result.created.map { "created \($0)\n" }.joined()
            + result.edited.map { "edited \($0)\n" }.joined()
            + result.removed.map { "removed \($0)\n" }.joined()
            + "Next: \(result.next)\n"
    }

    /// What `scenes init` wrote, which runtime the app uses, and the app's two commands.
    static func created(_ result: AppGenerator.Result, runtime: String, chosen: Bool) -> String {
        result.created.map { "created \($0)\n" }.joined()
            + "\(result.folder) depends on the SceneRuntime package at \(runtime), by path"
            + (chosen
                ? " (--runtime)" : " (the one this program was built from; --runtime PATH chooses another)")
            + "\nNext: cd \(result.folder), then swift run \(result.folder) (the app) and swift test (its tests)\n"
    }
}
