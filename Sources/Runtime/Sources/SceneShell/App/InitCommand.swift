import FoundationEssentials
import SceneScaffolding

/// `scenes init NAME [--runtime PATH]`: creates the app NAME in the current folder, depending on
/// the runtime package at PATH, or by default on the one the running program was built from.
enum InitCommand {
    /// Creates the app and says what it wrote and which runtime it uses; 1 if it wrote nothing.
    @MainActor static func run(
        name: String, runtime: String?, tabs: [String] = [], split: Bool = false, console: Console
    ) -> Int32 {
        let here = FileManager.default.currentDirectoryPath
        do throws(InitError) {
            let package: String
            if let runtime {
                guard let found = RuntimeLocator.runtimePackage(at: runtime, relativeTo: here) else {
                    throw .notARuntime(runtime)
                }
                package = found
            } else {
                let executable = RuntimeLocator.currentExecutable()
                guard let found = executable.flatMap(RuntimeLocator.runtimePackage(aboveExecutable:)) else {
                    throw .runtimeNotFound(executable: executable)
                }
                package = found
            }
            let result = try AppGenerator(parentDirectory: here, runtime: package).generate(
                name: name, tabs: tabs, split: split)
            console.out(ShellMessages.created(result, runtime: package, chosen: runtime != nil))
            return 0
        } catch {
            console.err(ShellMessages.errorLine(error))
            return 1
        }
    }
}
