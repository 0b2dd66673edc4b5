/// The navigation state's JSON form: what `--resume` keeps in `stack.json`, the tree of stacks
/// with each scene's id, presentation and inputs (each with its type, so that a date stays a date
/// and a decimal exact) and, for a container, its selected tab and every tab's stack:
///
/// ```json
/// {"version": 2, "stack": [
///   {"scene": "Menu", "presentation": "root", "inputs": {}},
///   {"scene": "Main", "presentation": "push", "inputs": {}, "container": {"selected": 0, "stacks": [
///     [{"scene": "ContactList", "presentation": "root", "inputs": {}},
///      {"scene": "ShowContact", "presentation": "push",
///       "inputs": {"contactID": {"type": "integer", "value": 3}}}],
///     [{"scene": "NotesList", "presentation": "root", "inputs": {}}]]}}]}
/// ```
///
/// Version 1, which runtimes before 0.5 wrote, is read too: its stack is the path (the selected
/// tab's scenes follow their container, whose entry holds the other tabs' stacks), and each scene
/// names its module, which is not checked (a link names none either).
extension NavigationState {
    /// The format version ``json`` writes.
    public static let jsonFormatVersion = 2

    /// The state as JSON, one scene of the root stack a line (a container's tabs on its line).
    public var json: String {
        let lines = root.entries.map { "  " + Self.json($0) }
        return "{\"version\": \(Self.jsonFormatVersion), \"stack\": [\n" + lines.joined(separator: ",\n")
            + "]}\n"
    }

    private static func json(_ entry: NavigationState.Entry) -> String {
        let inputs = entry.inputs.sorted { $0.key < $1.key }.map { name, value in
            "\(JSONValue.literal(name)): {\"type\": \(JSONValue.literal(value.naturalType.description)),"
                + " \"value\": \(value.json)}"
        }
        var text =
            "{\"scene\": \(JSONValue.literal(entry.sceneID)), \"presentation\": \"\(entry.presentation.rawValue)\","
            + " \"inputs\": {" + inputs.joined(separator: ", ") + "}"
        if let container = entry.container {
            let stacks = container.tabs.map { "[" + $0.entries.map(json).joined(separator: ", ") + "]" }
            text +=
                ", \"container\": {\"selected\": \(container.selected), \"stacks\": ["
                + stacks.joined(separator: ", ") + "]}"
        }
        return text + "}"
    }

    /// Reads a state from its JSON form (``json``), or from a version 1 record.
    /// - Throws: ``JSONError`` if it is not JSON (a key given twice in one object included: which
    ///   of the two was meant is not guessed), of another format version, or not a state: a
    ///   container with no stack at its selection, containers nested deeper than
    ///   ``SceneDescriptor/Container/maximumNesting``, an input that is not a value of its type.
    public init(json bytes: [UInt8]) throws(JSONError) {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, uniqueKeys: true)
        } catch {
            throw .invalid("invalid JSON at byte \(error.offset): \(error.message)")
        }
        guard case .object(let members) = document.kind else { throw .invalid("expected an object") }
        guard let version = Self.member("version", of: members) else {
            throw .invalid("missing key 'version'")
        }
        guard case .number(let number) = version.kind, number == "1" || number == "2" else {
            throw .unsupportedVersion
        }
        guard case .array(let scenes)? = Self.member("stack", of: members)?.kind,
            !scenes.isEmpty
        else { throw .invalid("'stack' must be an array of at least one scene") }
        var entries: [NavigationState.Entry] = []
        entries.reserveCapacity(scenes.count)
        for (index, scene) in scenes.enumerated() {
            entries.append(try Self.entry(scene, at: "stack[\(index)]", depth: 0))
        }
        self = number == "1" ? NavigationState(path: entries) : NavigationState(stack: entries)
    }

    private static func entry(_ value: JSONValue, at place: String, depth: Int) throws(JSONError)
        -> NavigationState.Entry
    {
        guard case .object(let members) = value.kind else {
            throw .invalid("\(place) must be an object")
        }
        guard case .string(let scene)? = Self.member("scene", of: members)?.kind else {
            throw .invalid("\(place).scene must be a string")
        }
        guard case .string(let name)? = Self.member("presentation", of: members)?.kind,
            let presentation = NavigationState.Presentation(rawValue: name)
        else {
            throw .invalid("\(place).presentation must be root, push or modal")
        }
        guard case .object(let inputMembers)? = Self.member("inputs", of: members)?.kind else {
            throw .invalid("\(place).inputs must be an object")
        }
        var entry = NavigationState.Entry(sceneID: scene, presentation: presentation)
        for input in inputMembers {
            entry.inputs[input.key] = try Self.input(
                input.value, at: "\(place).inputs.\(abbreviated(input.key))")
        }
        if let container = Self.member("container", of: members) {
            entry.container = try Self.container(container, at: "\(place).container", depth: depth + 1)
        }
        return entry
    }

    /// An input's `{"type": TYPE, "value": VALUE}`.
    private static func input(_ value: JSONValue, at path: String) throws(JSONError) -> SceneValue {
        guard case .object(let fields) = value.kind,
            case .string(let spelling)? = Self.member("type", of: fields)?.kind,
            let raw = Self.member("value", of: fields)
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
        return typed
    }

    /// A container's `{"selected": N, "stacks": [[SCENE, …], …]}`, nested at most as deep as
    /// containers nest.
    private static func container(_ value: JSONValue, at place: String, depth: Int) throws(JSONError)
        -> NavigationState.Container
    {
        guard depth <= SceneDescriptor.Container.maximumNesting else {
            throw .invalid(
                "\(place) nests containers more than \(SceneDescriptor.Container.maximumNesting) deep")
        }
        guard case .object(let members) = value.kind,
            case .number(let literal)? = Self.member("selected", of: members)?.kind,
            let selected = Int(literal),
            case .array(let stacks)? = Self.member("stacks", of: members)?.kind,
            stacks.indices.contains(selected)
        else {
            throw .invalid(
                "\(place) must be {\"selected\": N, \"stacks\": [[SCENE, …], …]} with a stack at N")
        }
        var tabs: [NavigationState.Stack] = []
        tabs.reserveCapacity(stacks.count)
        for (tab, stack) in stacks.enumerated() {
            guard case .array(let scenes) = stack.kind else {
                throw .invalid("\(place).stacks[\(tab)] must be an array")
            }
            var entries: [NavigationState.Entry] = []
            entries.reserveCapacity(scenes.count)
            for (index, scene) in scenes.enumerated() {
                entries.append(try entry(scene, at: "\(place).stacks[\(tab)][\(index)]", depth: depth))
            }
            tabs.append(NavigationState.Stack(entries))
        }
        return NavigationState.Container(selected: selected, tabs: tabs)
    }

    /// The value of the member `key` of an object's `members`.
    private static func member(_ key: String, of members: [JSONMember]) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Why a text is not a navigation state's JSON form. Worded in `Messages/`.
    public enum JSONError: Error, Sendable, Equatable {
        /// The text is not a state; the detail says where.
        case invalid(String)
        /// A number at `path` that no decimal holds exactly: refused, never rounded.
        case inexactDecimal(path: String, value: String)
        /// A document of a format version this runtime does not read.
        case unsupportedVersion
    }
}

/// A navigation stack recorded to be resumed: now the navigation state itself, in its JSON form.
@available(*, deprecated, renamed: "NavigationState")
public typealias StackRecord = NavigationState

/// Why a recorded stack cannot be read: now why a text is not a navigation state's JSON form.
@available(*, deprecated, renamed: "NavigationState.JSONError")
public typealias StackRecordError = NavigationState.JSONError
