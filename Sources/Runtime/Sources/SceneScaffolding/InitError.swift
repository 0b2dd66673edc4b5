/// Why `scenes init` could not create an app; nothing was left on disk then.
package enum InitError: Error, Equatable {
    /// The name cannot be a package's and its executable's.
    case invalidName(String, reason: String)
    /// Something exists already where the app's folder would go (a folder, even empty, or a file).
    case exists(String)
    /// No SceneRuntime package was found above the running executable; `--runtime` is needed.
    case runtimeNotFound(executable: String?)
    /// The folder given with `--runtime` is neither the runtime package nor a checkout holding it.
    case notARuntime(String)
    /// The runtime's path cannot be written into a manifest (it holds control characters).
    case unusableRuntimePath(String)
    /// A file of the app could not be written; what had been written was removed.
    case writeFailed(String, reason: String)
}
