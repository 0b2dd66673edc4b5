#if canImport(Glibc)
    import Glibc
#endif

/// What a scene plugin declares, readable without running it: a JSON file beside the library
/// (`libHello.so` → `libHello.scenes-manifest.json`), so that a storyboard's plugin scenes can be
/// checked without opening the library.
///
/// The manifest records the runtime version that wrote it, the identity of the library it
/// describes (its size and the SHA-256 of its bytes: a library rebuilt or replaced since is
/// detected) and, per module, its name, its route identifiers (or that it routes every segue),
/// what each route declares it writes (``SceneRouter/routeWrites``), its actions (name, arguments
/// as help shows them, summary, secret positions and argument kinds), the conditions it registers,
/// and its scene's inputs and outputs (so that segues into and out of plugin scenes, and guards on
/// its conditions, are checked too, and `scenes modules` describes it):
///
/// ```json
/// {
///   "version": 4,
///   "runtimeVersion": "0.4.0",
///   "library": { "size": 81920, "sha256": "9f86d0…" },
///   "modules": [
///     { "name": "Hello", "routes": ["Done"], "routesEverySegue": false,
///       "routeWrites": { "Done": ["answer"] },
///       "actions": [ { "name": "wave", "arguments": "TIMES", "summary": "wave at the user",
///                      "secret": [], "kinds": [ { "kind": "integer", "min": 1, "max": 9 } ] } ],
///       "conditions": ["awake"],
///       "inputs": [ { "name": "contactID", "type": "integer", "required": true, "default": null } ],
///       "outputs": [ { "name": "answer", "type": "text" } ] }
///   ]
/// }
/// ```
///
/// Reading, writing and checking the format live here alone. To extend it, add the field to
/// ``Module`` (or to the manifest), to `Keys`, to ``decode(_:file:)`` and to ``encoded()``, and
/// raise ``formatVersion`` when older readers must refuse the new files.
package struct PluginManifest: Sendable, Equatable {
    /// The format version this runtime reads and writes.
    package static let formatVersion = 4

    /// Which bytes a manifest describes.
    package struct LibraryIdentity: Sendable, Hashable {
        /// The library's size in bytes.
        package let size: Int
        /// The SHA-256 of the library's bytes, in lowercase hexadecimal.
        package let sha256: String
    }

    /// What the manifest says of one scene module of the plugin: what the module offers, as
    /// registering it computes it.
    package typealias Module = ModuleOffer

    /// The version of the runtime that wrote the manifest (and loaded the plugin to do so).
    package let runtimeVersion: String
    /// The library the manifest describes.
    package let library: LibraryIdentity
    /// The plugin's modules.
    package let modules: [Module]

    /// Creates a manifest.
    package init(runtimeVersion: String = RuntimeVersion.current, library: LibraryIdentity, modules: [Module])
    {
        self.runtimeVersion = runtimeVersion
        self.library = library
        self.modules = modules
    }

    /// Where the manifest of the library at `libraryPath` is: beside it, named after it without
    /// its `.so` suffix.
    package static func path(forLibrary libraryPath: String) -> String {
        let base = libraryPath.hasSuffix(".so") ? String(libraryPath.dropLast(3)) : libraryPath
        return base + ".scenes-manifest.json"
    }

    // MARK: Reading

    enum Keys {
        static let root = ["version", "runtimeVersion", "library", "modules"]
        static let library = ["size", "sha256"]
        static let module = [
            "name", "routes", "routesEverySegue", "routeWrites", "actions", "conditions", "inputs", "outputs",
        ]
        static let action = ["name", "arguments", "summary", "secret", "kinds"]
        static let input = ["name", "type", "required", "default"]
        static let output = ["name", "type"]
    }

    /// Reads the manifest beside the library at `libraryPath` and checks that it describes that
    /// library, as it is now, for this runtime.
    /// - Throws: ``PluginManifestError`` naming the manifest: missing, unreadable, invalid, of
    ///   another format version, stale (the library changed) or written by another runtime.
    package static func verified(forLibrary libraryPath: String) throws(PluginManifestError) -> PluginManifest
    {
        let file = path(forLibrary: libraryPath)
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(at: file)
        } catch {
            if case .missing = error { throw .missing(file) }
            throw .unreadable(file, reason: error.description)
        }
        let manifest = try decode(bytes, file: file)
        let actual = try LibraryIdentity.of(libraryAt: libraryPath)
        guard manifest.library == actual else {
            throw .stale(file, recorded: manifest.library, actual: actual)
        }
        guard manifest.runtimeVersion == RuntimeVersion.current else {
            throw .otherRuntime(file, written: manifest.runtimeVersion, runtime: RuntimeVersion.current)
        }
        return manifest
    }

    /// Decodes manifest JSON with the runtime's parser, checking every key and type.
    /// - Parameters:
    ///   - bytes: The manifest file's contents.
    ///   - file: The name used in errors.
    package static func decode(_ bytes: [UInt8], file: String) throws(PluginManifestError) -> PluginManifest {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .invalid(file, detail: error.message)
        }
        let reader = Reader(file: file)
        let fields = try reader.fields(of: root, at: "", keys: Keys.root)
        guard case .number(let literal) = fields[0].kind, Int(literal) != nil else {
            throw reader.wrongType(fields[0], at: "version", expected: "an integer")
        }
        guard Int(literal) == formatVersion else { throw .unsupportedVersion(file, found: literal) }
        let runtimeVersion = try reader.string(fields[1], at: "runtimeVersion")
        let libraryFields = try reader.fields(of: fields[2], at: "library", keys: Keys.library)
        guard case .number(let sizeText) = libraryFields[0].kind, let size = Int(sizeText), size >= 0 else {
            throw reader.wrongType(libraryFields[0], at: "library.size", expected: "a size in bytes")
        }
        let digest = try reader.string(libraryFields[1], at: "library.sha256")
        guard digest.utf8.count == 64, digest.utf8.allSatisfy({ Self.isLowercaseHexDigit($0) }) else {
            throw reader.wrongType(
                libraryFields[1], at: "library.sha256", expected: "64 lowercase hexadecimal digits")
        }
        var modules: [Module] = []
        for (index, element) in try reader.array(fields[3], at: "modules").enumerated() {
            let path = "modules[\(index)]"
            let moduleFields = try reader.fields(of: element, at: path, keys: Keys.module)
            guard case .bool(let routesEverySegue) = moduleFields[2].kind else {
                throw reader.wrongType(
                    moduleFields[2], at: path + ".routesEverySegue", expected: "true or false")
            }
            modules.append(
                Module(
                    name: try reader.string(moduleFields[0], at: path + ".name"),
                    routes: try reader.list(moduleFields[1], at: path + ".routes", of: reader.word),
                    routesEverySegue: routesEverySegue,
                    routeWrites: try reader.lists(moduleFields[3], at: path + ".routeWrites"),
                    actionDescriptors: try reader.actions(moduleFields[4], at: path + ".actions"),
                    conditions: try reader.list(
                        moduleFields[5], at: path + ".conditions", of: reader.identifier),
                    interface: SceneInterface(
                        inputs: try reader.inputs(moduleFields[6], at: path + ".inputs"),
                        outputs: try reader.outputs(moduleFields[7], at: path + ".outputs"))))
        }
        return PluginManifest(
            runtimeVersion: runtimeVersion, library: LibraryIdentity(size: size, sha256: digest),
            modules: modules)
    }

    static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
