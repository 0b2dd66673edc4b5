#if canImport(Glibc)
    import Glibc
#endif

/// Writing a manifest: its JSON text, and the file beside the library, written atomically.
extension PluginManifest {
    /// The manifest as JSON text, one module per line.
    package func encoded() -> [UInt8] {
        func text(_ value: String) -> String { JSONValue.literal(value) }
        func list(_ values: [String]) -> String { "[" + values.map(text).joined(separator: ", ") + "]" }
        let modules = modules.map { module in
            let inputs = module.interface.inputs.map { input in
                "{ \"name\": \(text(input.name)), \"type\": \(text(input.type.description)),"
                    + " \"required\": \(input.isRequired), \"default\": \(input.defaultValue?.json ?? "null") }"
            }
            let outputs = module.interface.outputs.map { output in
                "{ \"name\": \(text(output.name)), \"type\": \(text(output.type.description)) }"
            }
            let writes = module.routeWrites.sorted { $0.key < $1.key }.map {
                "\(text($0.key)): \(list($0.value))"
            }
            let actions = module.actionDescriptors.map { action in
                "{ \"name\": \(text(action.name)), \"arguments\": \(text(action.arguments)),"
                    + " \"summary\": \(text(action.summary)),"
                    + " \"secret\": [\(action.secretArguments.map(String.init).joined(separator: ", "))],"
                    + " \"kinds\": [\(action.kinds.map(Self.encoded).joined(separator: ", "))] }"
            }
            return "    { \"name\": \(text(module.name)), \"routes\": \(list(module.routes)),"
                + " \"routesEverySegue\": \(module.routesEverySegue),"
                + " \"routeWrites\": {\(writes.isEmpty ? "" : " " + writes.joined(separator: ", ") + " ")},"
                + " \"actions\": [\(actions.joined(separator: ", "))], \"conditions\": \(list(module.conditions)),"
                + " \"inputs\": [\(inputs.joined(separator: ", "))], \"outputs\": [\(outputs.joined(separator: ", "))] }"
        }
        let json = """
            {
              "version": \(Self.formatVersion),
              "runtimeVersion": \(text(runtimeVersion)),
              "library": { "size": \(library.size), "sha256": \(text(library.sha256)) },
              "modules": [
            \(modules.joined(separator: ",\n"))
              ]
            }

            """
        return Array(json.utf8)
    }

    /// An argument kind as the manifest writes it (see `Reader.kind(_:at:)`).
    private static func encoded(_ kind: ActionArguments.Kind) -> String {
        func number(_ value: Double) -> String {
            value.isFinite ? "\(value)" : value < 0 ? "\"-infinity\"" : "\"infinity\""
        }
        return switch kind {
        case .integer(let range):
            "{ \"kind\": \"integer\", \"min\": \(range.lowerBound), \"max\": \(range.upperBound) }"
        case .decimal(let range):
            "{ \"kind\": \"decimal\", \"min\": \(number(range.lowerBound)), \"max\": \(number(range.upperBound)) }"
        case .text(let maxLength): "{ \"kind\": \"text\", \"maxLength\": \(maxLength) }"
        case .choice(let words):
            "{ \"kind\": \"choice\", \"words\": [\(words.map { JSONValue.literal($0) }.joined(separator: ", "))] }"
        case .position: "{ \"kind\": \"position\" }"
        case .email: "{ \"kind\": \"email\" }"
        case .secret: "{ \"kind\": \"secret\" }"
        case .freeText: "{ \"kind\": \"freeText\" }"
        }
    }

    /// Writes the manifest beside the library at `libraryPath`, atomically (a temporary file in
    /// the same folder, then renamed), readable by everyone and writable by its owner.
    /// - Returns: The manifest's path.
    /// - Throws: ``PluginManifestError/unwritable(_:reason:)``.
    @discardableResult
    package func write(forLibrary libraryPath: String) throws(PluginManifestError) -> String {
        let file = Self.path(forLibrary: libraryPath)
        let folderEnd = file.lastIndex(of: "/")
        let name = folderEnd.map { String(file[file.index(after: $0)...]) } ?? file
        let folder = folderEnd.map { String(file[..<$0]) } ?? ""
        let temporary =
            (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(file, reason: systemReason(errno)) }
        let bytes = encoded()
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress?.advanced(by: written), $0.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += count
        }
        if failure == 0, fchmod(descriptor, 0o644) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, file) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .unwritable(file, reason: systemReason(failure))
        }
        return file
    }
}

extension PluginManifest.LibraryIdentity {
    /// The identity of the regular file at `path`, read without waiting on a FIFO.
    /// - Throws: ``PluginManifestError/unreadable(_:reason:)`` naming the library.
    static func of(libraryAt path: String) throws(PluginManifestError) -> Self {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path, reason: systemReason(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path, reason: "it is not a regular file")
        }
        var hash = SHA256()
        var size = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path, reason: systemReason(errno))
            }
            if count == 0 { break }
            hash.update(chunk[..<count])
            size += count
        }
        return Self(size: size, sha256: hash.hexDigest())
    }
}
