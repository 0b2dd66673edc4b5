import FoundationEssentials
import SceneRuntime

/// `scenes diff OLD NEW`: loads both storyboards as `validate` does, compares them and prints the
/// comparison.
enum DiffCommand {
    /// The exit status when the storyboards cannot be compared: a file that cannot be read, an
    /// invalid storyboard (usage errors exit 2 before this runs).
    static let notComparedStatus: Int32 = 2

    /// Compares `old` with `new` through `registry` (configured for plugins as the command line
    /// says) and prints the comparison; 1 when something reachable in `old` was removed or became
    /// unreachable, 0 otherwise, ``notComparedStatus`` when either cannot be loaded (every error of
    /// both is printed).
    @MainActor static func run(
        old: String, new: String, format: DiffFormat, registry: SceneRegistry, console: Console,
        withoutAppModules: Bool
    ) -> Int32 {
        var loaded: [Storyboard] = []
        var failed: [String] = []
        for (role, file) in [("OLD", old), ("NEW", new)] {
            do {
                loaded.append(try registry.storyboardForComparison(contentsOf: file))
            } catch {
                report(error, of: file, console: console, withoutAppModules: withoutAppModules)
                failed.append("\(role) \(quotedPath(file))")
            }
        }
        guard loaded.count == 2 else {
            // Its errors alone would read as the comparison's findings: say that there was none.
            console.err(ShellMessages.errorLine(message: ShellMessages.notCompared(failed)))
            return notComparedStatus
        }
        let diff = StoryboardDiff(old: loaded[0], new: loaded[1])
        let renderer = DiffRenderer(diff: diff, old: old, new: new)
        switch format {
        case .text: console.out(renderer.text())
        case .json: console.out(renderer.json())
        }
        return diff.removesReachable ? 1 : 0
    }

    /// Prints why a storyboard cannot be compared, as `validate` does: the runtime's own tool, which
    /// has no app's modules, lists the file's own errors without one for each module it lacks, and
    /// says which `scenes` has them.
    private static func report(
        _ error: Storyboard.LoadError, of file: String, console: Console, withoutAppModules: Bool
    ) {
        // (Only a file read and parsed names an unknown module: one too large is never read here.)
        guard withoutAppModules, error.errors.contains(where: \.isUnknownModule),
            let data = FileManager.default.contents(atPath: file)
        else {
            ScenesCommand.reportStoryboardFailure(
                error, console: console, withoutAppModules: withoutAppModules)
            return
        }
        do {
            _ = try Storyboard(decoding: Array(data), file: file)
            ScenesCommand.reportStoryboardFailure(
                error, console: console, withoutAppModules: withoutAppModules)
        } catch {
            ScenesCommand.reportStoryboardFailure(error, console: console, withoutAppModules: false)
            console.err(ShellMessages.runtimeToolHasNoModules + "\n")
        }
    }
}
