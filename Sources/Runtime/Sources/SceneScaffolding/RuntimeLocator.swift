import FoundationEssentials

/// Finds the SceneRuntime package an app depends on: the folder given with `--runtime`, or the
/// checkout the running `scenes` was built from.
///
/// A folder is the runtime package when its `Package.swift` names the package `SceneRuntime` and it
/// holds the shell's sources and the `BuiltinScenes` plugin; a checkout of the project holds it in
/// `Sources/Runtime`. An executable built by SwiftPM lives under its package's build folder
/// (`.build/<triple>/debug/scenes`), so the nearest such folder above it is the one it was built from.
package enum RuntimeLocator {
    /// The runtime package at `path` (the package itself, or a checkout holding it in
    /// `Sources/Runtime`), as an absolute path without `.` or `..`; `nil` if there is none.
    package static func runtimePackage(at path: String, relativeTo directory: String) -> String? {
        let absolute = URL(
            fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)
        )
        .standardizedFileURL.path
        for candidate in [absolute, absolute + "/Sources/Runtime"] where isRuntimePackage(candidate) {
            return candidate
        }
        return nil
    }

    /// The runtime package in the nearest folder above `executable` that is or holds one.
    package static func runtimePackage(aboveExecutable executable: String) -> String? {
        var folder = URL(fileURLWithPath: executable).standardizedFileURL.deletingLastPathComponent()
        while true {
            if let found = runtimePackage(at: folder.path, relativeTo: "/") { return found }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path, folder.path != "/" else { return nil }
            folder = parent
        }
    }

    /// The running program's file, its symbolic links resolved (Linux's `/proc/self/exe`).
    package static func currentExecutable() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    private static func isRuntimePackage(_ folder: String) -> Bool {
        let fileManager = FileManager.default
        var isDirectory = false
        for part in ["Sources/SceneShell", "Plugins/BuiltinScenes"] {
            guard fileManager.fileExists(atPath: folder + "/" + part, isDirectory: &isDirectory),
                isDirectory
            else { return false }
        }
        guard let manifest = fileManager.contents(atPath: folder + "/Package.swift") else { return false }
        return String(decoding: manifest, as: UTF8.self).contains("name: \"SceneRuntime\"")
    }
}
