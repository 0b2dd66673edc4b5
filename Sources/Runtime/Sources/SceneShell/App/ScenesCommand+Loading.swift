import FoundationEssentials
import SceneRuntime

/// Loading plugins and storyboards, and saying why one did not load.
extension ScenesCommand {
    /// Checking a storyboard opens its plugins only when asked (`--load-plugins`); otherwise it
    /// reads their manifests and runs no plugin code.
    @MainActor static func configure(_ registry: SceneRegistry, _ plugins: PluginOptions) {
        registry.pluginPolicy = plugins.load ? .load : .readManifests
        registry.allowsInsecurePlugins = plugins.allowInsecure
        if let limit = plugins.maximumStoryboardSize { registry.maximumStoryboardSize = limit }
    }

    /// `scenes manifest LIB...`: loads each library (running its code: the command is the consent)
    /// and writes its manifest beside it; 1 if any failed.
    @MainActor static func writeManifests(
        _ libraries: [String], registry: SceneRegistry, console: Console
    ) -> Int32 {
        var status: Int32 = 0
        for library in libraries {
            do {
                let (file, manifest) = try registry.writeManifest(forPluginAt: library)
                let names = manifest.modules.map(\.name).joined(separator: ", ")
                console.out(
                    "wrote \(file): \(manifest.modules.count) module\(manifest.modules.count == 1 ? "" : "s")"
                        + (names.isEmpty ? "" : " (\(names))") + "\n")
            } catch {
                console.err(ShellMessages.errorLine(message: "plugin \(error)"))
                status = 1
            }
        }
        return status
    }

    /// Loads every `*.so` of a directory, in name order; a plugin that fails is reported and skipped.
    @MainActor static func loadPlugins(
        in directory: String, registry: SceneRegistry, console: Console
    ) {
        do throws(PluginHost.UnreadableFolder) {
            for failure in try registry.loadPlugins(inFolder: directory) {
                console.err(ShellMessages.errorLine(message: "plugin \(failure)"))
            }
        } catch {
            console.err(
                ShellMessages.errorLine(
                    message: ShellMessages.pluginFolderUnreadable(error.folder, errno: error.code)))
        }
    }

    /// Loads a storyboard, printing its warnings, or its problems if it cannot be loaded.
    @MainActor static func load(
        _ config: String, registry: SceneRegistry, console: Console, withoutAppModules: Bool
    ) -> Storyboard? {
        do {
            let storyboard = try registry.loadStoryboard(contentsOf: config)
            console.err(storyboard.warnings)
            return storyboard
        } catch {
            // (Only a file read and parsed names an unknown module: one too large is never read here.)
            guard withoutAppModules, error.errors.contains(where: \.isUnknownModule),
                let data = FileManager.default.contents(atPath: config)
            else {
                reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
                return nil
            }
            // The runtime's own tool has no app's modules: it checks what can be checked without
            // them, and says so.
            let storyboard: Storyboard
            do {
                storyboard = try Storyboard(decoding: Array(data), file: config)
            } catch {
                // The file's own errors, then why the modules' were not looked for.
                reportStoryboardFailure(error, console: console, withoutAppModules: false)
                console.err(ShellMessages.runtimeToolHasNoModules + "\n")
                return nil
            }
            guard namesMissingModules(error) else {
                reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
                return nil
            }
            console.err(storyboard.warnings)
            console.err(ShellMessages.checkedWithoutAppModules + "\n")
            return storyboard
        }
    }

    /// Whether every error of a storyboard that did not load is a module or a condition that no
    /// registered module provides: what the runtime's own tool, without the app's modules, says of
    /// any app's storyboard.
    private static func namesMissingModules(_ error: Storyboard.LoadError) -> Bool {
        error.errors.allSatisfy {
            switch $0.problem {
            case .unknownModule, .unknownCondition: true
            default: false
            }
        }
    }

    /// Loads the plugins of the folders `options.plugins` (with `allowInsecurePlugins`, those
    /// whose files others could write too), then the storyboard `options.config` against them,
    /// printing why it did not load: how `explore` and `snapshot` start.
    @MainActor static func loadStoryboard(
        of options: some StoryboardSource, registry: SceneRegistry, console: Console, withoutAppModules: Bool
    ) -> Storyboard? {
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        for directory in options.plugins { loadPlugins(in: directory, registry: registry, console: console) }
        do {
            return try registry.loadStoryboard(contentsOf: options.config)
        } catch {
            reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
            return nil
        }
    }

    /// Prints why a storyboard did not load; the runtime's own tool says first, before an error for
    /// each module it lacks, that it has no app's modules and which `scenes` runs the app.
    static func reportStoryboardFailure(_ error: any Error, console: Console, withoutAppModules: Bool) {
        if withoutAppModules, let storyboardError = error as? Storyboard.LoadError,
            storyboardError.errors.contains(where: \.isUnknownModule)
        {
            console.err(ShellMessages.runtimeToolHasNoModules + "\n")
        }
        if let storyboardError = error as? Storyboard.LoadError {
            console.err(storyboardError.diagnostics)
        } else {
            console.err("\(error)\n")
        }
    }
}
