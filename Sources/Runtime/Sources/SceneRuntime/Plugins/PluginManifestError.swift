/// Why a plugin's manifest cannot be used to check its scenes, or cannot be written. Every case
/// names the manifest file; messages are worded in `Messages/`.
package enum PluginManifestError: Error, Sendable, Hashable {
    /// There is no manifest beside the library.
    case missing(String)
    /// The manifest cannot be read; `reason` says why.
    case unreadable(String, reason: String)
    /// The manifest is not valid JSON, or not a manifest; `detail` says where and why.
    case invalid(String, detail: String)
    /// The manifest is of a format version this runtime does not read.
    case unsupportedVersion(String, found: String)
    /// The library is not the one the manifest describes: it was rebuilt or replaced since.
    case stale(String, recorded: PluginManifest.LibraryIdentity, actual: PluginManifest.LibraryIdentity)
    /// The manifest was written by another version of the runtime.
    case otherRuntime(String, written: String, runtime: String)
    /// The manifest cannot be written; `reason` says why.
    case unwritable(String, reason: String)
}
