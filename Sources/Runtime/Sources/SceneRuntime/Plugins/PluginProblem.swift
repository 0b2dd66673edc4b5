/// Why a plugin could not be loaded, as the runtime and its tools tell problems apart. Every case
/// names the file. What is public of it is ``ScenePlugin/LoadError``'s file, code and message.
package enum PluginProblem: Sendable, Equatable {
    /// There is no such file.
    case missingFile(String)
    /// The path is a directory, not a library.
    case notAFile(String)
    /// The path is a FIFO, a socket or a device, not a library; refused without opening it.
    case notRegularFile(String, kind: FileKind)
    /// The file, or a folder above it, may be changed by another user, so anyone could replace
    /// the code that runs; refused unless insecure plugins are allowed.
    case insecure(String, PluginInsecurity)
    /// The library's manifest (the path given), or a folder above it, may be changed by another
    /// user, so anyone could make it describe scenes the library does not have; refused by
    /// `validate` unless insecure plugins are allowed.
    case untrustedManifest(String, PluginInsecurity)
    /// The file is not a library, or the dynamic loader refused it (a missing dependency, ...);
    /// `reason` says why.
    case notALibrary(String, reason: String)
    /// The library was built for another processor architecture (`plugin`, as `uname -m` names
    /// it) than this machine's (`host`).
    case wrongArchitecture(String, plugin: String, host: String)
    /// The library does not define the entry point.
    case missingEntryPoint(String, symbol: String)
    /// The entry point did not return a `ScenePlugin` (built against another copy of the runtime).
    case notAScenePlugin(String)
    /// The plugin was built against another runtime version and must be rebuilt.
    case versionMismatch(String, plugin: String, runtime: String)
    /// A module of the plugin cannot be registered (its name is taken, ...).
    case module(String, SceneRegistry.RegistrationError)
    /// The plugin was loaded, but its manifest could not be written.
    case manifestNotWritten(String, PluginManifestError)

    /// What a path that is neither a file nor a folder is.
    package enum FileKind: Sendable, Equatable {
        case fifo
        case socket
        case characterDevice
        case blockDevice
        case other
    }
}
