#if canImport(Glibc)
    import Glibc
#endif

/// Loads scene plugins: shared libraries that export a ``ScenePlugin``.
///
/// A library is opened with `RTLD_NOW | RTLD_NODELETE` and never closed: unloading Swift code
/// whose metadata the runtime has seen makes later casts crash. Before that, ``inspect(_:allowInsecure:)``
/// examines the file without running any of it.
enum PluginLoader {
    typealias EntryPoint = @convention(c) () -> UnsafeMutableRawPointer?

    /// The canonical path of an existing file (symbolic links and `..` resolved), to recognise a
    /// library loaded twice; the path as given if it cannot be resolved.
    static func canonicalPath(_ path: String) -> String {
        realPath(path) ?? path
    }

    /// The absolute path of `path` with every symbolic link resolved; `nil` if it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Checks, opens and handshakes with the library at `path`; returns its plugin.
    @MainActor static func open(_ path: String, allowInsecure: Bool) throws(ScenePlugin.LoadError)
        -> ScenePlugin
    {
        try inspect(path, allowInsecure: allowInsecure)
        guard let handle = dlopen(path, RTLD_NOW | RTLD_NODELETE) else {
            throw ScenePlugin.LoadError(
                .notALibrary(path, reason: dlerror().map { String(cString: $0) } ?? "unknown error"))
        }
        guard let symbol = dlsym(handle, ScenePlugin.entryPointSymbol) else {
            throw ScenePlugin.LoadError(.missingEntryPoint(path, symbol: ScenePlugin.entryPointSymbol))
        }
        let entryPoint = unsafeBitCast(symbol, to: EntryPoint.self)
        guard let pointer = entryPoint(),
            let plugin = Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue() as? ScenePlugin
        else { throw ScenePlugin.LoadError(.notAScenePlugin(path)) }
        guard plugin.runtimeVersion == RuntimeVersion.current else {
            throw ScenePlugin.LoadError(
                .versionMismatch(path, plugin: plugin.runtimeVersion, runtime: RuntimeVersion.current))
        }
        return plugin
    }

    /// Everything checked of a library before it is opened, none of which runs its code or can
    /// block: what kind of file it is (a FIFO, a socket or a device is refused at once), whether it
    /// may be trusted (``PluginTrust``, unless `allowInsecure`), and its ELF header.
    static func inspect(_ path: String, allowInsecure: Bool) throws(ScenePlugin.LoadError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw ScenePlugin.LoadError(.missingFile(path)) }
        if let kind = kind(of: status) { throw ScenePlugin.LoadError(.notRegularFile(path, kind: kind)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw ScenePlugin.LoadError(.notAFile(path)) }
        guard let real = realPath(path) else { throw ScenePlugin.LoadError(.missingFile(path)) }
        if !allowInsecure, let insecurity = PluginTrust.insecurity(ofRealPath: real) {
            throw ScenePlugin.LoadError(
                .insecure(
                    path,
                    PluginInsecurity(
                        path: insecurity.path, isFolder: insecurity.isFolder, reason: insecurity.reason,
                        realPath: real == path ? nil : real)))
        }
        try checkHeader(of: path)
    }

    /// What a path that is neither a regular file nor a folder is; `nil` for those two.
    static func kind(of status: stat) -> PluginProblem.FileKind? {
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .other
        }
    }

    /// Refuses a file whose ELF header shows it cannot be loaded here, before `dlopen`, whose message
    /// for a library of another architecture is a misleading "No such file or directory".
    static func checkHeader(of path: String) throws(ScenePlugin.LoadError) {
        var header = [UInt8](repeating: 0, count: 20)
        // O_NONBLOCK: a file swapped for a FIFO since it was examined must not make this wait.
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // dlopen says why
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return }
        if let kind = kind(of: status) { throw ScenePlugin.LoadError(.notRegularFile(path, kind: kind)) }
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == header.count, header[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else {
            throw ScenePlugin.LoadError(.notALibrary(path, reason: "it is not an ELF shared library"))
        }
        let bits = header[4] == 2 ? 64 : 32
        let machine = Int(header[18]) | Int(header[19]) << 8
        guard bits == Int.bitWidth, header[5] == 1, machine == ELFMachine.host else {
            throw ScenePlugin.LoadError(
                .wrongArchitecture(
                    path, plugin: ELFMachine.name(of: machine, bits: bits), host: ELFMachine.hostName))
        }
    }
}
