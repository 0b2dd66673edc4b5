/// A navigation stack as recorded to be resumed in a later process: each scene's id, the module
/// that built it, how it came onto the stack, and its inputs with their declared types, so that a
/// storyboard or modules changed since can be told apart from the ones that recorded it.
///
/// Its JSON form (``json``, read back with ``init(json:)``):
///
/// ```json
/// {"version": 1, "stack": [
///   {"scene": "Menu", "module": "Menu", "presentation": "root", "inputs": {}},
///   {"scene": "ShowContact", "module": "ShowContact", "presentation": "push",
///    "inputs": {"contactID": {"type": "integer", "value": 3}}}]}
/// ```
///
/// The stack is the path from the root to the scene shown: a container (tabs, a split) is
/// followed by its selected tab's scenes, and its entry holds the other tabs' stacks,
/// `"container": {"selected": 1, "stacks": [[ENTRY, …], [], …]}` (the selected one empty).
public struct StackRecord: Sendable, Equatable {
    /// One scene of a recorded stack.
    public struct Entry: Sendable, Equatable {
        /// The scene as a stack entry: id, presentation, inputs.
        public var stackEntry: StackEntry
        /// The module that built the scene.
        public var module: String
        /// The declared type of each input, by name.
        public var types: [String: SceneValueType]
        /// For a container: its selected tab and the other tabs' stacks (the selected one empty:
        /// its scenes follow the container in the record).
        public var tabs: Tabs?

        /// Describes one recorded scene.
        public init(
            stackEntry: StackEntry, module: String, types: [String: SceneValueType], tabs: Tabs? = nil
        ) {
            self.stackEntry = stackEntry
            self.module = module
            self.types = types
            self.tabs = tabs
        }
    }

    /// A recorded container's tabs.
    public struct Tabs: Sendable, Equatable {
        /// The position of the selected tab.
        public var selected: Int
        /// Each tab's stack, root first; a tab's stack within it is whole (its containers'
        /// selected tabs included).
        public var stacks: [[Entry]]

        /// Describes a container's tabs.
        public init(selected: Int, stacks: [[Entry]]) {
            self.selected = selected
            self.stacks = stacks
        }
    }

    /// The format version this runtime writes and reads.
    public static let formatVersion = 1

    /// The scenes, root first.
    public var entries: [Entry]

    /// A record of the given scenes.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The record as JSON, one scene a line (a container's tabs on its line).
    public var json: String {
        let lines = entries.map { "  " + Self.json($0) }
        return "{\"version\": \(Self.formatVersion), \"stack\": [\n" + lines.joined(separator: ",\n") + "]}\n"
    }

    private static func json(_ entry: Entry) -> String {
        let names = entry.stackEntry.inputs.keys.sorted()
        let inputs = names.compactMap { name -> String? in
            guard let value = entry.stackEntry.inputs[name] else { return nil }
            let type = entry.types[name] ?? value.naturalType
            return
                "\(JSONValue.literal(name)): {\"type\": \(JSONValue.literal(type.description)), \"value\": \(value.json)}"
        }
        var text =
            "{\"scene\": \(JSONValue.literal(entry.stackEntry.sceneID)), \"module\": \(JSONValue.literal(entry.module)),"
            + " \"presentation\": \"\(entry.stackEntry.presentation.rawValue)\", \"inputs\": {"
            + inputs.joined(separator: ", ") + "}"
        if let tabs = entry.tabs {
            let stacks = tabs.stacks.map { "[" + $0.map(json).joined(separator: ", ") + "]" }
            text +=
                ", \"container\": {\"selected\": \(tabs.selected), \"stacks\": ["
                + stacks.joined(separator: ", ") + "]}"
        }
        return text + "}"
    }

    /// Reads a record from its JSON form.
    /// - Throws: ``StackRecordError`` if it is not JSON (a key given twice in one object included:
    ///   which of the two was meant is not guessed), of another format version, or not a record.
    public init(json bytes: [UInt8]) throws(StackRecordError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, uniqueKeys: true)
        } catch {
            throw .invalid("invalid JSON at byte \(error.offset): \(error.message)")
        }
        guard case .object(let members) = root.kind else { throw .invalid("expected an object") }
        guard let version = members.first(where: { $0.key == "version" })?.value else {
            throw .invalid("missing key 'version'")
        }
        guard case .number(let number) = version.kind, number == String(Self.formatVersion) else {
            throw .unsupportedVersion
        }
        guard case .array(let scenes)? = members.first(where: { $0.key == "stack" })?.value.kind,
            !scenes.isEmpty
        else { throw .invalid("'stack' must be an array of at least one scene") }
        var entries: [Entry] = []
        entries.reserveCapacity(scenes.count)
        for (index, scene) in scenes.enumerated() {
            entries.append(try Self.entry(scene, at: "stack[\(index)]", depth: 0))
        }
        self.entries = entries
    }

    private static func entry(_ value: JSONValue, at place: String, depth: Int) throws(StackRecordError)
        -> Entry
    {
        guard case .object(let members) = value.kind else {
            throw .invalid("\(place) must be an object")
        }
        func string(_ key: String) throws(StackRecordError) -> String {
            guard case .string(let text)? = members.first(where: { $0.key == key })?.value.kind else {
                throw .invalid("\(place).\(key) must be a string")
            }
            return text
        }
        let scene = try string("scene")
        let module = try string("module")
        guard let presentation = Presentation(rawValue: try string("presentation")) else {
            throw .invalid("\(place).presentation must be root, push or modal")
        }
        guard case .object(let inputMembers)? = members.first(where: { $0.key == "inputs" })?.value.kind
        else {
            throw .invalid("\(place).inputs must be an object")
        }
        var tabs: Tabs?
        if let container = members.first(where: { $0.key == "container" })?.value {
            tabs = try Self.tabs(container, at: "\(place).container", depth: depth + 1)
        }
        var inputs: [String: SceneValue] = [:]
        var types: [String: SceneValueType] = [:]
        for member in inputMembers {
            let path = "\(place).inputs.\(abbreviated(member.key))"
            guard case .object(let fields) = member.value.kind,
                case .string(let spelling)? = fields.first(where: { $0.key == "type" })?.value.kind,
                let raw = fields.first(where: { $0.key == "value" })?.value
            else { throw .invalid("\(path) must be {\"type\": TYPE, \"value\": VALUE}") }
            let type: SceneValueType
            do {
                type = try SceneValueType(parsing: spelling)
            } catch {
                guard case .tooDeep = error else {
                    throw .invalid("\(path) must be {\"type\": TYPE, \"value\": VALUE}")
                }
                throw .invalid("\(path).type: \(error)")
            }
            guard let natural = SceneValue(jsonValue: raw), let typed = natural.converted(to: type) else {
                if let number = SceneValue.inexactNumber(in: raw) {
                    throw .inexactDecimal(path: path, value: number)
                }
                throw .invalid("\(path) is not a value of type \(type)")
            }
            inputs[member.key] = typed
            types[member.key] = type
        }
        return Entry(
            stackEntry: StackEntry(sceneID: scene, presentation: presentation, inputs: inputs),
            module: module,
            types: types, tabs: tabs)
    }

    /// A container's `{"selected": N, "stacks": [[ENTRY, …], …]}`, nested at most as deep as
    /// containers nest.
    private static func tabs(_ value: JSONValue, at place: String, depth: Int) throws(StackRecordError)
        -> Tabs
    {
        guard depth <= ContainerDescriptor.maximumNesting else {
            throw .invalid("\(place) nests containers more than \(ContainerDescriptor.maximumNesting) deep")
        }
        guard case .object(let members) = value.kind,
            case .number(let literal)? = members.first(where: { $0.key == "selected" })?.value.kind,
            let selected = Int(literal),
            case .array(let stacks)? = members.first(where: { $0.key == "stacks" })?.value.kind,
            stacks.indices.contains(selected)
        else {
            throw .invalid(
                "\(place) must be {\"selected\": N, \"stacks\": [[SCENE, …], …]} with a stack at N")
        }
        var result: [[Entry]] = []
        for (tab, stack) in stacks.enumerated() {
            guard case .array(let scenes) = stack.kind else {
                throw .invalid("\(place).stacks[\(tab)] must be an array")
            }
            var entries: [Entry] = []
            for (index, scene) in scenes.enumerated() {
                entries.append(try entry(scene, at: "\(place).stacks[\(tab)][\(index)]", depth: depth))
            }
            result.append(entries)
        }
        return Tabs(selected: selected, stacks: result)
    }
}

/// Why a recorded stack cannot be read. Worded in `Messages/`.
public enum StackRecordError: Error, Sendable, Equatable {
    /// The text is not a stack record; the detail says where.
    case invalid(String)
    /// A number at `path` that no decimal holds exactly: refused, never rounded.
    case inexactDecimal(path: String, value: String)
    /// A record of a format version this runtime does not read.
    case unsupportedVersion
}
