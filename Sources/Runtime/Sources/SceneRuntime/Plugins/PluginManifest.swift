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

        /// Creates an identity.
        package init(size: Int, sha256: String) {
            self.size = size
            self.sha256 = sha256
        }
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

    private enum Keys {
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
            bytes = try StoryboardFile.readBytes(at: file)
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
                    routes: try reader.strings(moduleFields[1], at: path + ".routes"),
                    routesEverySegue: routesEverySegue,
                    routeWrites: try reader.lists(moduleFields[3], at: path + ".routeWrites"),
                    actionDescriptors: try reader.actions(moduleFields[4], at: path + ".actions"),
                    conditions: try reader.strings(moduleFields[5], at: path + ".conditions"),
                    interface: SceneInterface(
                        inputs: try reader.inputs(moduleFields[6], at: path + ".inputs"),
                        outputs: try reader.outputs(moduleFields[7], at: path + ".outputs"))))
        }
        return PluginManifest(
            runtimeVersion: runtimeVersion, library: LibraryIdentity(size: size, sha256: digest),
            modules: modules)
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Reads the values of a manifest, throwing at the first problem with its JSON path.
    private struct Reader {
        let file: String

        func fields(of value: JSONValue, at path: String, keys: [String]) throws(PluginManifestError)
            -> [JSONValue]
        {
            guard case .object(let members) = value.kind else {
                throw wrongType(value, at: path, expected: "an object")
            }
            var found = [JSONValue?](repeating: nil, count: keys.count)
            for member in members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                guard let slot = keys.firstIndex(of: member.key) else {
                    throw .invalid(
                        file,
                        detail: "\(memberPath): unknown key; allowed keys: \(keys.joined(separator: ", "))")
                }
                guard found[slot] == nil else { throw .invalid(file, detail: "\(memberPath): duplicate key") }
                found[slot] = member.value
            }
            var values: [JSONValue] = []
            for (slot, key) in keys.enumerated() {
                guard let value = found[slot] else {
                    throw .invalid(
                        file, detail: "\(path.isEmpty ? "the manifest" : path): missing key '\(key)'")
                }
                values.append(value)
            }
            return values
        }

        func string(_ value: JSONValue, at path: String) throws(PluginManifestError) -> String {
            guard case .string(let text) = value.kind else {
                throw wrongType(value, at: path, expected: "a string")
            }
            return text
        }

        func array(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [JSONValue] {
            guard case .array(let elements) = value.kind else {
                throw wrongType(value, at: path, expected: "an array")
            }
            return elements
        }

        func strings(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [String] {
            var result: [String] = []
            for (index, element) in try array(value, at: path).enumerated() {
                result.append(try string(element, at: "\(path)[\(index)]"))
            }
            return result
        }

        /// An object whose members are lists of strings, such as `{ "Done": ["answer"] }`.
        func lists(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [String: [String]] {
            guard case .object(let members) = value.kind else {
                throw wrongType(value, at: path, expected: "an object")
            }
            var result: [String: [String]] = [:]
            for member in members {
                guard result[member.key] == nil else {
                    throw .invalid(file, detail: "\(path).\(member.key): duplicate key")
                }
                result[member.key] = try strings(member.value, at: path + "." + member.key)
            }
            return result
        }

        func type(_ value: JSONValue, at path: String) throws(PluginManifestError) -> SceneValueType {
            let spelling = try string(value, at: path)
            do {
                return try SceneValueType(parsing: spelling)
            } catch {
                if case .tooDeep = error { throw .invalid(file, detail: "\(path): \(error)") }
                throw wrongType(
                    value, at: path,
                    expected: "a type (text, integer, decimal, boolean, date, identifier, [type])")
            }
        }

        func inputs(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [SceneInterface.Input]
        {
            var inputs: [SceneInterface.Input] = []
            for (index, element) in try array(value, at: path).enumerated() {
                let fields = try fields(of: element, at: "\(path)[\(index)]", keys: Keys.input)
                let type = try type(fields[1], at: "\(path)[\(index)].type")
                guard case .bool(let required) = fields[2].kind else {
                    throw wrongType(fields[2], at: "\(path)[\(index)].required", expected: "true or false")
                }
                var defaultValue: SceneValue?
                if case .null = fields[3].kind {
                    defaultValue = nil
                } else if let value = SceneValue(jsonValue: fields[3])?.converted(to: type) {
                    defaultValue = value
                } else {
                    throw wrongType(fields[3], at: "\(path)[\(index)].default", expected: "null or a \(type)")
                }
                inputs.append(
                    .init(
                        name: try string(fields[0], at: "\(path)[\(index)].name"), type: type,
                        isRequired: required,
                        defaultValue: defaultValue))
            }
            return inputs
        }

        func outputs(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [SceneInterface
            .Output]
        {
            var outputs: [SceneInterface.Output] = []
            for (index, element) in try array(value, at: path).enumerated() {
                let fields = try fields(of: element, at: "\(path)[\(index)]", keys: Keys.output)
                outputs.append(
                    .init(
                        name: try string(fields[0], at: "\(path)[\(index)].name"),
                        type: try type(fields[1], at: "\(path)[\(index)].type")))
            }
            return outputs
        }

        func actions(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [ActionDescriptor] {
            var actions: [ActionDescriptor] = []
            for (index, element) in try array(value, at: path).enumerated() {
                let at = "\(path)[\(index)]"
                let fields = try fields(of: element, at: at, keys: Keys.action)
                var secret: [Int] = []
                for (position, number) in try array(fields[3], at: at + ".secret").enumerated() {
                    secret.append(try integer(number, at: "\(at).secret[\(position)]", atLeast: 0))
                }
                var kinds: [ArgumentKind] = []
                for (position, kind) in try array(fields[4], at: at + ".kinds").enumerated() {
                    kinds.append(try self.kind(kind, at: "\(at).kinds[\(position)]"))
                }
                actions.append(
                    ActionDescriptor(
                        name: try string(fields[0], at: at + ".name"),
                        arguments: try string(fields[1], at: at + ".arguments"),
                        summary: try string(fields[2], at: at + ".summary"), secretArguments: secret,
                        kinds: kinds))
            }
            return actions
        }

        /// An argument kind: `{ "kind": "integer", "min": 1, "max": 9 }`, `{ "kind": "position" }`...
        func kind(_ value: JSONValue, at path: String) throws(PluginManifestError) -> ArgumentKind {
            guard case .object(let members) = value.kind,
                let name = members.first(where: { $0.key == "kind" })?.value
            else { throw wrongType(value, at: path, expected: "an object with a 'kind'") }
            let spelling = try string(name, at: path + ".kind")
            switch spelling {
            case "integer":
                let (min, max) = try bounds(of: value, at: path) { value, path throws(PluginManifestError) in
                    try integer(value, at: path)
                }
                return .integer(min...max)
            case "decimal":
                let (min, max) = try bounds(of: value, at: path, decimal)
                return .decimal(min...max)
            case "text":
                let fields = try fields(of: value, at: path, keys: ["kind", "maxLength"])
                return .text(maxLength: try integer(fields[1], at: path + ".maxLength", atLeast: 0))
            case "choice":
                let fields = try fields(of: value, at: path, keys: ["kind", "words"])
                return .choice(try strings(fields[1], at: path + ".words"))
            case "position", "email", "secret", "freeText":
                _ = try fields(of: value, at: path, keys: ["kind"])
                return switch spelling {
                case "position": .position
                case "email": .email
                case "secret": .secret
                default: .freeText
                }
            default:
                throw wrongType(
                    name, at: path + ".kind",
                    expected: "integer, position, decimal, text, email, secret, choice or freeText")
            }
        }

        /// A range's `min` and `max`, read by `read`, `min` at most `max`.
        func bounds<Bound: Comparable>(
            of value: JSONValue, at path: String,
            _ read: (JSONValue, String) throws(PluginManifestError) -> Bound
        ) throws(PluginManifestError) -> (Bound, Bound) {
            let fields = try fields(of: value, at: path, keys: ["kind", "min", "max"])
            let (min, max) = (try read(fields[1], path + ".min"), try read(fields[2], path + ".max"))
            guard min <= max else { throw wrongType(fields[2], at: path + ".max", expected: "at least min") }
            return (min, max)
        }

        func integer(_ value: JSONValue, at path: String, atLeast minimum: Int = .min)
            throws(PluginManifestError)
            -> Int
        {
            guard case .number(let literal) = value.kind, let number = Int(literal), number >= minimum else {
                throw wrongType(
                    value, at: path, expected: minimum == 0 ? "a whole number from 0" : "a whole number")
            }
            return number
        }

        /// A number, or `"infinity"` / `"-infinity"` for an unbounded side of a range.
        func decimal(_ value: JSONValue, at path: String) throws(PluginManifestError) -> Double {
            switch value.kind {
            case .number(let literal): if let number = Double(literal), number.isFinite { return number }
            case .string("infinity"): return .infinity
            case .string("-infinity"): return -.infinity
            default: break
            }
            throw wrongType(value, at: path, expected: "a number")
        }

        func wrongType(_ value: JSONValue, at path: String, expected: String) -> PluginManifestError {
            .invalid(file, detail: "\(path): expected \(expected), found \(value.kindDescription)")
        }
    }

    // MARK: Writing

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
    private static func encoded(_ kind: ArgumentKind) -> String {
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
            "{ \"kind\": \"choice\", \"words\": [\(words.map(JSONValue.literal).joined(separator: ", "))] }"
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
