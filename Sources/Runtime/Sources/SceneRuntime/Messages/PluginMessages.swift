// What a plugin that cannot be used, and its manifest, say (see ErrorMessages.swift for the voice).

extension PluginProblem {
    /// The file the problem is with.
    var file: String {
        switch self {
        case .missingFile(let path), .notAFile(let path), .notRegularFile(let path, _),
            .insecure(let path, _),
            .untrustedManifest(let path, _), .notALibrary(let path, _), .wrongArchitecture(let path, _, _),
            .missingEntryPoint(let path, _), .notAScenePlugin(let path), .versionMismatch(let path, _, _),
            .module(let path, _), .manifestNotWritten(let path, _):
            path
        }
    }

    /// The message shown to the user; the path comes first.
    var message: String { "\(file): \(problem)" }

    /// What is wrong with the file, said after its path.
    private var problem: String {
        switch self {
        case .missingFile:
            "no such file"
        case .notAFile:
            "is a directory, not a plugin library"
        case .notRegularFile(_, let kind):
            "is \(kind), not a plugin library; it was not opened"
        case .insecure(_, let insecurity):
            "refused because \(insecurity); anyone could replace the code it runs"
                + " (fix the owner or the permissions, or pass --allow-insecure-plugins)"
        case .untrustedManifest(_, let insecurity):
            "refused because \(insecurity); anyone could make it describe scenes the plugin"
                + " does not have (fix the owner or the permissions, or pass --allow-insecure-plugins)"
        case .notALibrary(_, let reason):
            "not a loadable library: \(reason)"
        case .wrongArchitecture(_, let plugin, let host):
            "built for \(plugin), but this machine runs \(host); rebuild the plugin for \(host)"
        case .missingEntryPoint(_, let symbol):
            "not a scene plugin: it does not define \(quoted(symbol))"
        case .notAScenePlugin:
            "its entry point did not return a ScenePlugin (was it built against another copy of SceneRuntime?)"
        case .versionMismatch(_, let plugin, let runtime):
            "built against SceneRuntime \(abbreviated(plugin)), but this is SceneRuntime \(runtime);"
                + " rebuild the plugin against \(runtime) (what changed since \(abbreviated(plugin)), and how to migrate: \(RuntimeVersion.changelog))"
        case .module(_, let error):
            "\(error)"
        case .manifestNotWritten(_, let error):
            "loaded, but \(error)"
        }
    }
}

extension PluginProblem.FileKind: CustomStringConvertible {
    /// The kind with its article: `a FIFO (named pipe)`.
    package var description: String {
        switch self {
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        }
    }
}

extension PluginInsecurity: CustomStringConvertible {
    /// Which path is unsafe and why: `the folder '/srv/open' is writable by every user`.
    public var description: String {
        let what = isFolder ? "the folder '\(printable(path))' above it" : "the file '\(printable(path))'"
        let why =
            switch reason {
            case .writableByOthers: "is writable by every user"
            case .writableByGroup: "is writable by its group"
            case .ownedByAnotherUser(let owner, let currentUser):
                "belongs to user \(owner), who is neither root nor the user running this (\(currentUser))"
            }
        return what + " " + why + (realPath.map { " (its real path is '\(printable($0))')" } ?? "")
    }
}

extension PluginManifestError: CustomStringConvertible {
    /// The message shown to the user, naming the manifest in full (paths are never shortened).
    public var description: String {
        switch self {
        case .missing(let file):
            "it has no manifest '\(printable(file))'"
        case .unreadable(let file, let reason):
            "cannot read '\(printable(file))': \(reason)"
        case .invalid(let file, let detail):
            "its manifest '\(printable(file))' is invalid: \(detail)"
        case .unsupportedVersion(let file, let found):
            "its manifest '\(printable(file))' has format version \(abbreviated(found)); this runtime reads version"
                + " \(PluginManifest.formatVersion)"
        case .stale(let file, let recorded, let actual):
            "its manifest '\(printable(file))' is stale: it describes a library of \(recorded.size) bytes with SHA-256"
                + " \(recorded.sha256), but the library has \(actual.size) bytes with SHA-256"
                + " \(actual.sha256) (it was rebuilt or replaced since)"
        case .otherRuntime(let file, let written, let runtime):
            "its manifest '\(printable(file))' was written by SceneRuntime \(abbreviated(written)), but this is"
                + " SceneRuntime \(runtime); rebuild the plugin against \(runtime) and write its manifest again"
                + " (what changed, and how to migrate: \(RuntimeVersion.changelog))"
        case .unwritable(let file, let reason):
            "cannot write the manifest '\(printable(file))': \(reason)"
        }
    }
}
