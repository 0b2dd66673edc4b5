import FoundationEssentials
import SceneRuntime

/// Text edits of `Package.swift` and `scenes.json` that keep the author's formatting.
enum SourceEdits {
    /// Adds a scene to a storyboard and, `withSegue`, a push segue to it from the scene shown at
    /// start (the initial scene, or the root of a container's selected tab), which passes nothing.
    /// A scene with inputs (`needsVersion2`) needs a version 2 storyboard, whose segues pass them.
    /// Returns the text and the scene shown at start.
    /// With `tab`, the scene is the root of a new tab of the tabs container `tab` instead, reached by
    /// `tab ID` rather than by a segue.
    static func addingScene(
        id: String, title: String, withSegue: Bool = true, needsVersion2: Bool = false, tab: String? = nil,
        to storyboard: String, file: String
    ) throws(GeneratorError) -> (text: String, shownAtStart: String) {
        let bytes = Array(storyboard.utf8)
        let (members, scenes, elements, initial) = try storyboardTop(of: bytes, file: file)
        if needsVersion2 {
            let version = members.first { $0.key == "version" }?.value
            guard case .number(let literal) = version?.kind, Int(literal) ?? 0 >= 2 else {
                throw .cannotEdit(
                    file,
                    reason: "a scene with inputs needs a version 2 storyboard, whose segues can pass them")
            }
        }
        var existing: [String: JSONValue] = [:]
        for element in elements {
            guard case .object(let fields) = element.kind,
                let idValue = fields.first(where: { $0.key == "id" })?.value,
                case .string(let sceneID) = idValue.kind
            else { continue }
            existing[sceneID] = element
        }
        guard existing[id] == nil else { throw .exists(id, place: file) }
        let first = try shownAtStart(from: initial, in: existing, file: file)
        guard let initialScene = existing[first], case .object(let initialFields) = initialScene.kind else {
            throw .cannotEdit(file, reason: "the initial scene '\(first)' is not declared")
        }
        var edits: [(offset: Int, text: String)] = []
        let scene = #"{ "id": "\#(id)", "module": "\#(id)", "title": "\#(title)" }"#
        edits.append(appending(scene, to: scenes, in: bytes))
        if let tab {
            edits.append(
                try appendingTab(id: id, title: title, to: tab, in: existing, bytes: bytes, file: file))
        } else if withSegue {
            let segue = #"{ "id": "\#(id)", "to": "\#(id)", "style": "push" }"#
            if let segues = initialFields.first(where: { $0.key == "segues" })?.value,
                case .array = segues.kind
            {
                edits.append(appending(segue, to: segues, in: bytes))
            } else {
                let close = matchingClose(from: initialScene.offset, in: bytes)
                edits.append((lastContent(before: close, in: bytes) + 1, #", "segues": [ \#(segue) ]"#))
            }
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            result.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        return (String(decoding: result, as: UTF8.self), first)
    }

    /// What every edit of a storyboard starts from: its top-level members, its `scenes` array and that
    /// array's elements, and the id of its initial scene. `file` names the storyboard in the error.
    static func storyboardTop(of bytes: [UInt8], file: String) throws(GeneratorError) -> (
        members: [JSONMember], scenes: JSONValue, elements: [JSONValue], initial: String
    ) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .cannotEdit(file, reason: "invalid JSON: \(error.message)")
        }
        guard case .object(let members) = root.kind,
            let scenes = members.first(where: { $0.key == "scenes" })?.value,
            case .array(let elements) = scenes.kind,
            case .string(let initial)? = members.first(where: { $0.key == "initial" })?.value.kind
        else { throw .cannotEdit(file, reason: "no `initial` scene and `scenes` list") }
        return (members, scenes, elements, initial)
    }

    /// Where and what to insert to add a tab `id`, whose root is the scene `id`, to the tabs
    /// container `container`.
    private static func appendingTab(
        id: String, title: String, to container: String, in scenes: [String: JSONValue], bytes: [UInt8],
        file: String
    ) throws(GeneratorError) -> (offset: Int, text: String) {
        guard case .object(let fields)? = scenes[container]?.kind else {
            let containers = scenes.keys.filter { name in
                guard case .object(let fields)? = scenes[name]?.kind else { return false }
                return fields.contains { $0.key == "container" }
            }.sorted()
            throw .cannotEdit(
                file,
                reason: "--tab \(quoted(container)): no scene of that name"
                    + (Suggestion.closest(to: container, in: containers).map {
                        "; did you mean \(quoted($0))?"
                    } ?? "")
                    + (containers.isEmpty
                        ? "; it has no container: add one (see \"Containers\"), or scenes init APP --tabs A,B"
                        : "; its containers: \(containers.joined(separator: ", "))"))
        }
        guard case .object(let containerFields)? = fields.first(where: { $0.key == "container" })?.value.kind,
            case .string("tabs")? = containerFields.first(where: { $0.key == "kind" })?.value.kind,
            let tabs = containerFields.first(where: { $0.key == "tabs" })?.value, case .array = tabs.kind
        else {
            throw .cannotEdit(
                file,
                reason:
                    "--tab \(quoted(container)): it is not a tabs container (a split has exactly two panes)")
        }
        return appending(#"{ "id": "\#(id)", "title": "\#(title)", "root": "\#(id)" }"#, to: tabs, in: bytes)
    }

    /// The scene shown at start: `initial`, or for a container the root of its selected tab (the
    /// first unless `selected` says), followed down nested containers.
    private static func shownAtStart(from initial: String, in scenes: [String: JSONValue], file: String)
        throws(GeneratorError) -> String
    {
        var current = initial
        // A container's tabs are containers at most 3 deep: more steps mean a cycle.
        for _ in 0..<8 {
            guard case .object(let fields)? = scenes[current]?.kind,
                case .object(let container)? = fields.first(where: { $0.key == "container" })?.value.kind
            else { return current }
            let list = container.first { $0.key == "tabs" || $0.key == "panes" }?.value
            guard case .array(let tabs)? = list?.kind else { return current }
            var selected: String?
            if case .string(let name)? = container.first(where: { $0.key == "selected" })?.value.kind {
                selected = name
            }
            let tab =
                tabs.first { tab in
                    guard case .object(let tabFields) = tab.kind, let selected else { return false }
                    if case .string(let id)? = tabFields.first(where: { $0.key == "id" })?.value.kind {
                        return id == selected
                    }
                    return false
                } ?? tabs.first
            guard case .object(let tabFields)? = tab?.kind,
                case .string(let root)? = tabFields.first(where: { $0.key == "root" })?.value.kind
            else { return current }
            current = root
        }
        throw .cannotEdit(file, reason: "the initial scene's containers hold each other")
    }

    /// Where and what to insert to append `element` to `array`: after its last element, on a new
    /// line indented like that element's first line (or on the same line if the array is on one
    /// line), or inside an empty array.
    private static func appending(_ element: String, to array: JSONValue, in bytes: [UInt8]) -> (Int, String)
    {
        let open = array.offset
        let close = matchingClose(from: open, in: bytes)
        guard case .array(let elements) = array.kind, let lastElement = elements.last else {
            return (open + 1, " \(element) ")
        }
        let last = lastContent(before: close, in: bytes)
        var lineStart = lastElement.offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indentation = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") }.count
        let sameLine = !bytes[open..<lastElement.offset].contains(UInt8(ascii: "\n"))
        return (
            last + 1, sameLine ? ", \(element)" : ",\n" + String(repeating: " ", count: indentation) + element
        )
    }

    /// The offset of the last byte that is not white space before `offset`.
    static func lastContent(before offset: Int, in bytes: [UInt8]) -> Int {
        var position = offset - 1
        while position > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position -= 1 }
        return position
    }

    /// The offset of the `]` or `}` that closes the array or object opening at `open` (the text
    /// is valid JSON: the parser read it).
    static func matchingClose(from open: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var position = open
        var inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    position += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return bytes.count - 1
    }
}
