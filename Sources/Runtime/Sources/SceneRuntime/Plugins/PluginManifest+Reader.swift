extension PluginManifest {
    /// Reads the values of a manifest, throwing at the first problem with its JSON path.
    struct Reader {
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

        /// A name a storyboard or a module's contract also uses (an input, an output, a condition,
        /// a route's segue): an identifier, as the registry and the storyboard require.
        func identifier(_ value: JSONValue, at path: String) throws(PluginManifestError) -> String {
            let text = try string(value, at: path)
            guard Names.isIdentifier(text) else {
                throw .invalid(
                    file,
                    detail:
                        "\(path): \(quoted(text)) is not a name (a letter or _, then letters, digits or _)")
            }
            return text
        }

        /// An action's or a route's name, typed or matched as one word: no space, control or
        /// format character (the registry asks no more of a module's own).
        func word(_ value: JSONValue, at path: String) throws(PluginManifestError) -> String {
            let text = try string(value, at: path)
            guard Self.isWord(text) else {
                throw .invalid(file, detail: "\(path): \(quoted(text)) is not one word")
            }
            return text
        }

        private static func isWord(_ text: String) -> Bool {
            !text.isEmpty
                && !text.unicodeScalars.contains {
                    $0.properties.isWhitespace || $0.properties.generalCategory == .control
                        || $0.properties.generalCategory == .format
                }
        }

        func array(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [JSONValue] {
            guard case .array(let elements) = value.kind else {
                throw wrongType(value, at: path, expected: "an array")
            }
            return elements
        }

        /// A list of strings, each read by `element` (``string(_:at:)``, ``identifier(_:at:)``,
        /// ``word(_:at:)``) at its path.
        func list(
            _ value: JSONValue, at path: String,
            of element: (JSONValue, String) throws(PluginManifestError) -> String
        ) throws(PluginManifestError) -> [String] {
            var result: [String] = []
            for (index, item) in try array(value, at: path).enumerated() {
                result.append(try element(item, "\(path)[\(index)]"))
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
                guard Self.isWord(member.key) else {
                    throw .invalid(file, detail: "\(path): \(quoted(member.key)) is not one word")
                }
                guard result[member.key] == nil else {
                    throw .invalid(file, detail: "\(path).\(member.key): duplicate key")
                }
                result[member.key] = try list(member.value, at: path + "." + member.key, of: identifier)
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
                        name: try identifier(fields[0], at: "\(path)[\(index)].name"), type: type,
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
                        name: try identifier(fields[0], at: "\(path)[\(index)].name"),
                        type: try type(fields[1], at: "\(path)[\(index)].type")))
            }
            return outputs
        }

        func actions(_ value: JSONValue, at path: String) throws(PluginManifestError) -> [SceneModule
            .ActionDescriptor]
        {
            var actions: [SceneModule.ActionDescriptor] = []
            for (index, element) in try array(value, at: path).enumerated() {
                let at = "\(path)[\(index)]"
                let fields = try fields(of: element, at: at, keys: Keys.action)
                var secret: [Int] = []
                for (position, number) in try array(fields[3], at: at + ".secret").enumerated() {
                    secret.append(try integer(number, at: "\(at).secret[\(position)]", atLeast: 0))
                }
                var kinds: [ActionArguments.Kind] = []
                for (position, kind) in try array(fields[4], at: at + ".kinds").enumerated() {
                    kinds.append(try self.kind(kind, at: "\(at).kinds[\(position)]"))
                }
                actions.append(
                    SceneModule.ActionDescriptor(
                        name: try word(fields[0], at: at + ".name"),
                        arguments: try string(fields[1], at: at + ".arguments"),
                        summary: try string(fields[2], at: at + ".summary"), secretArguments: secret,
                        kinds: kinds))
            }
            return actions
        }

        /// An argument kind: `{ "kind": "integer", "min": 1, "max": 9 }`, `{ "kind": "position" }`...
        func kind(_ value: JSONValue, at path: String) throws(PluginManifestError) -> ActionArguments.Kind {
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
                return .choice(try list(fields[1], at: path + ".words", of: string))
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
}
