#if canImport(Glibc)
    import Glibc
#endif

/// Loads scene plugins: shared libraries that export a ``ScenePlugin``.
///
/// A library is opened with `RTLD_NOW | RTLD_NODELETE` and never closed: unloading Swift code
/// whose metadata the runtime has seen makes later casts crash.
enum PluginLoader {
    typealias EntryPoint = @convention(c) () -> UnsafeMutableRawPointer?

    /// The canonical path of an existing file (symbolic links and `..` resolved), to recognise a
    /// library loaded twice; the path as given if it cannot be resolved.
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Checks, opens and handshakes with the library at `path`; returns its plugin.
    @MainActor static func open(_ path: String, allowInsecure: Bool) throws(PluginError) -> ScenePlugin {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .missingFile(path) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .notAFile(path) }
        if !allowInsecure, let reason = insecurity(of: path) { throw .insecure(path, reason: reason) }
        try checkHeader(of: path)
        guard let handle = dlopen(path, RTLD_NOW | RTLD_NODELETE) else {
            throw .notALibrary(path, reason: dlerror().map { String(cString: $0) } ?? "unknown error")
        }
        guard let symbol = dlsym(handle, ScenePlugin.entryPointSymbol) else {
            throw .missingEntryPoint(path, symbol: ScenePlugin.entryPointSymbol)
        }
        let entryPoint = unsafeBitCast(symbol, to: EntryPoint.self)
        guard let pointer = entryPoint(),
            let plugin = Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue() as? ScenePlugin
        else { throw .notAScenePlugin(path) }
        guard plugin.runtimeVersion == RuntimeVersion.current else {
            throw .versionMismatch(path, plugin: plugin.runtimeVersion, runtime: RuntimeVersion.current)
        }
        return plugin
    }

    /// Refuses a file whose ELF header shows it cannot be loaded here, before `dlopen`, whose message
    /// for a library of another architecture is a misleading "No such file or directory".
    static func checkHeader(of path: String) throws(PluginError) {
        var header = [UInt8](repeating: 0, count: 20)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // dlopen says why
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard count == header.count, header[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else {
            throw .notALibrary(path, reason: "it is not an ELF shared library")
        }
        let bits = header[4] == 2 ? 64 : 32
        let machine = Int(header[18]) | Int(header[19]) << 8
        guard bits == Int.bitWidth, header[5] == 1, machine == ELFMachine.host else {
            throw .wrongArchitecture(
                path, plugin: ELFMachine.name(of: machine, bits: bits), host: ELFMachine.hostName)
        }
    }

    /// Why the file or its folder is unsafe to load code from, if it is: writable by the group
    /// or by others.
    static func insecurity(of path: String) -> String? {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        for (what, target) in [("the file", path), ("its folder", folder)] {
            var status = stat()
            guard stat(target, &status) == 0 else { continue }
            if status.st_mode & S_IWOTH != 0 { return "\(what) is writable by every user" }
            if status.st_mode & S_IWGRP != 0 { return "\(what) is writable by its group" }
        }
        return nil
    }
}
