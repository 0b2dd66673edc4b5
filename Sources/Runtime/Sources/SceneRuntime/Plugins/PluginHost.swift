import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Where scene plugins come in: it finds the libraries of a folder, checks a library and opens it
/// (``PluginLoader``), reads what a library's manifest declares without opening it, and writes
/// manifests by an explicit policy (``ManifestRefresh``). Module names are checked by the
/// ``ModuleCatalog``; the registry registers what it opens.
@MainActor package struct PluginHost {
    /// When opening a library writes its manifest beside it.
    package enum ManifestRefresh: Sendable {
        /// When the manifest is missing, older than the library, or of another runtime or size,
        /// and the folder can be written (a failure to write it is ignored): what running an app
        /// does, so that `validate` can check its plugin scenes without opening them.
        case whenStale
        /// Never: only `scenes manifest` writes one.
        case never
    }

    /// A folder of plugins that cannot be read.
    package struct UnreadableFolder: Error, Equatable {
        /// The folder as given.
        package let folder: String
        /// The system's error number.
        package let code: Int32
    }

    /// What a library's manifest declares, read without opening the library.
    enum Declaration {
        /// The library would be refused before it is opened (a missing file, a FIFO, an untrusted
        /// path, another architecture), or its manifest is not trusted.
        case refused(ScenePlugin.LoadError)
        /// The manifest cannot be used (missing, stale, invalid, of another runtime).
        case unchecked(library: String, problem: PluginManifestError)
        /// What the manifest says.
        case declared(PluginManifest)
    }

    /// Whether libraries that fail the trust check are opened anyway.
    var allowsInsecure = false
    /// When opening a library writes its manifest.
    var manifestRefresh = ManifestRefresh.whenStale
    /// The plugins opened, by canonical path.
    private(set) var opened: [String: ScenePlugin] = [:]

    /// The plugin of the library at `path`, if it was opened already (under any path to it).
    func plugin(at path: String) -> ScenePlugin? {
        opened[PluginLoader.canonicalPath(path)]
    }

    /// Checks and opens the library at `path`, running its code, and keeps its plugin.
    mutating func open(_ path: String) throws(ScenePlugin.LoadError) -> ScenePlugin {
        let plugin = try PluginLoader.open(path, allowInsecure: allowsInsecure)
        opened[PluginLoader.canonicalPath(path)] = plugin
        return plugin
    }

    /// Forgets a plugin whose modules could not be registered.
    mutating func forget(_ path: String) {
        opened[PluginLoader.canonicalPath(path)] = nil
    }

    /// Writes the manifest of the library at `path`, whose plugin offers `modules`, when
    /// ``manifestRefresh`` says so.
    func refreshManifest(of plugin: ScenePlugin, offering modules: [ModuleOffer], at path: String) {
        guard manifestRefresh == .whenStale else { return }
        let file = PluginManifest.path(forLibrary: path)
        var library = stat()
        guard stat(path, &library) == 0 else { return }
        var current = stat()
        if stat(file, &current) == 0, current.st_mode & S_IFMT == S_IFREG,
            (current.st_mtim.tv_sec, current.st_mtim.tv_nsec) >= (
                library.st_mtim.tv_sec, library.st_mtim.tv_nsec
            ),
            let bytes = try? BoundedFile.read(at: file),
            let existing = try? PluginManifest.decode(bytes, file: file),
            existing.runtimeVersion == plugin.runtimeVersion, existing.library.size == Int(library.st_size)
        {
            return
        }
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        guard access(folder, W_OK) == 0 else { return }
        _ = try? writeManifest(of: plugin, offering: modules, at: path)
    }

    /// Writes the manifest of the library at `path`, whose plugin offers `modules`.
    /// - Returns: The manifest's path and what it says.
    func writeManifest(
        of plugin: ScenePlugin, offering modules: [ModuleOffer], at path: String
    ) throws(PluginManifestError) -> (file: String, manifest: PluginManifest) {
        let manifest = PluginManifest(
            runtimeVersion: plugin.runtimeVersion, library: try .of(libraryAt: path), modules: modules)
        return (try manifest.write(forLibrary: path), manifest)
    }

    /// What the manifest of the library at `path` declares, opening no library. The manifest is
    /// trusted by the library's own rules: what it says is checked as code would be.
    func declaration(ofLibraryAt path: String) -> Declaration {
        do throws(ScenePlugin.LoadError) {
            try PluginLoader.inspect(path, allowInsecure: allowsInsecure)
        } catch {
            return .refused(error)
        }
        let manifestPath = PluginManifest.path(forLibrary: path)
        if !allowsInsecure, let real = PluginLoader.realPath(manifestPath),
            let insecurity = PluginTrust.insecurity(ofRealPath: real)
        {
            return .refused(
                ScenePlugin.LoadError(
                    .untrustedManifest(
                        manifestPath,
                        PluginInsecurity(
                            path: insecurity.path, isFolder: insecurity.isFolder, reason: insecurity.reason,
                            realPath: real == manifestPath ? nil : real))))
        }
        do throws(PluginManifestError) {
            return .declared(try PluginManifest.verified(forLibrary: path))
        } catch {
            return .unchecked(library: path, problem: error)
        }
    }

    /// The libraries (`*.so`) in `folder`, in name order.
    static func libraries(inFolder folder: String) throws(UnreadableFolder) -> [String] {
        guard let directory = opendir(folder) else { throw UnreadableFolder(folder: folder, code: errno) }
        closedir(directory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw UnreadableFolder(folder: folder, code: EIO)
        }
        let base = URL(fileURLWithPath: folder)
        return names.sorted().filter { $0.hasSuffix(".so") }.map { base.appendingPathComponent($0).path }
    }
}
