import SceneRuntime

extension SourceEdits {
    /// What taking a module's scenes out of a storyboard gives.
    struct StoryboardRemoval {
        /// The storyboard without them.
        var text: String
        /// The ids of the scenes taken out.
        var scenes: [String] = []
        /// The segues taken out with them: those `scenes new` added (`{ "id": ID, "to": ID,
        /// "style": "push" }`, passing nothing), as `'ID' of scene 'SOURCE'`.
        var segues: [String] = []
        /// What still needs them: a segue leading there, a container holding one, the initial
        /// scene. Nothing is taken out while there is any.
        var blockers: [String] = []
    }

    /// The storyboard without the scenes whose module is `module`, and without the segues
    /// `scenes new` added to them; or, in `blockers`, what still needs them.
    static func removingScenes(
        ofModule module: String, from storyboard: String, file: String
    ) throws(GeneratorError) -> StoryboardRemoval {
        var removal = StoryboardRemoval(text: storyboard)
        let document = try Document(storyboard, file: file)
        let removed = Set(document.scenes.filter { $0.module == module }.map(\.id))
        removal.scenes = document.scenes.filter { removed.contains($0.id) }.map(\.id)
        guard !removed.isEmpty else { return removal }
        if removed.contains(document.initial) {
            removal.blockers.append("scene \(quoted(document.initial)) is the initial scene of \(file)")
        }
        for scene in document.scenes where !removed.contains(scene.id) {
            for root in scene.roots where removed.contains(root) {
                removal.blockers.append("container \(quoted(scene.id)) holds \(quoted(root)) (\(file))")
            }
            for segue in scene.segues where removed.contains(segue.destination) {
                if segue.isGenerated {
                    removal.segues.append("\(quoted(segue.id)) of scene \(quoted(scene.id))")
                } else {
                    removal.blockers.append(
                        "segue \(quoted(segue.id)) of scene \(quoted(scene.id)) leads to \(quoted(segue.destination))"
                            + " (\(file))")
                }
            }
        }
        guard removal.blockers.isEmpty else { return removal }
        // One element at a time, each from a fresh reading: a storyboard holds few of them.
        var text = storyboard
        while let range = try Document(text, file: file).nextRemoval(of: removed) {
            var bytes = Array(text.utf8)
            bytes.removeSubrange(range)
            text = String(decoding: bytes, as: UTF8.self)
        }
        removal.text = text
        return removal
    }
}

/// A storyboard's scenes and segues as far as removing some needs them, with their places in the text.
private struct Document {
    struct Segue {
        var id: String
        var destination: String
        /// Exactly what `scenes new` adds: `{ "id": ID, "to": ID, "style": "push" }`.
        var isGenerated: Bool
        var value: JSONValue
    }

    struct Scene {
        var id: String
        var module: String?
        /// The roots of a container's tabs or panes.
        var roots: [String]
        var segues: [Segue]
        var value: JSONValue
        /// The `segues` member, if any.
        var seguesMember: JSONMember?
    }

    let bytes: [UInt8]
    let initial: String
    let scenesArray: JSONValue
    let scenes: [Scene]

    init(_ text: String, file: String) throws(GeneratorError) {
        bytes = Array(text.utf8)
        let top = try SourceEdits.storyboardTop(of: bytes, file: file)
        initial = top.initial
        scenesArray = top.scenes
        scenes = top.elements.compactMap(Self.scene)
    }

    private static func string(_ key: String, in fields: [JSONMember]) -> String? {
        guard case .string(let text)? = fields.first(where: { $0.key == key })?.value.kind else { return nil }
        return text
    }

    private static func scene(_ value: JSONValue) -> Scene? {
        guard case .object(let fields) = value.kind, let id = string("id", in: fields) else { return nil }
        var roots: [String] = []
        if case .object(let container)? = fields.first(where: { $0.key == "container" })?.value.kind,
            case .array(let tabs)? = container.first(where: { $0.key == "tabs" || $0.key == "panes" })?.value
                .kind
        {
            for tab in tabs {
                if case .object(let tabFields) = tab.kind, let root = string("root", in: tabFields) {
                    roots.append(root)
                }
            }
        }
        let member = fields.first { $0.key == "segues" }
        var segues: [Segue] = []
        if case .array(let elements)? = member?.value.kind {
            for element in elements {
                guard case .object(let segueFields) = element.kind,
                    let segueID = string("id", in: segueFields),
                    let destination = string("to", in: segueFields)
                else { continue }
                let generated =
                    segueFields.map(\.key).sorted() == ["id", "style", "to"] && segueID == destination
                    && string("style", in: segueFields) == "push"
                segues.append(
                    Segue(id: segueID, destination: destination, isGenerated: generated, value: element))
            }
        }
        return Scene(
            id: id, module: string("module", in: fields), roots: roots, segues: segues, value: value,
            seguesMember: member)
    }

    /// The bytes to delete to take out the next scene of `removed`, or the next generated segue
    /// leading to one; `nil` when none is left.
    func nextRemoval(of removed: Set<String>) -> Range<Int>? {
        for scene in scenes where !removed.contains(scene.id) {
            guard
                let index = scene.segues.firstIndex(where: {
                    $0.isGenerated && removed.contains($0.destination)
                }),
                let member = scene.seguesMember
            else { continue }
            guard scene.segues.count > 1 else { return memberRange(member) }
            return elementRange(index, of: member.value)
        }
        guard let index = scenes.firstIndex(where: { removed.contains($0.id) }) else { return nil }
        guard case .array(let elements) = scenesArray.kind,
            let position = elements.firstIndex(where: { $0.offset == scenes[index].value.offset })
        else { return nil }
        return elementRange(position, of: scenesArray)
    }

    /// The element `index` of `array` with the comma and white space that separate it.
    private func elementRange(_ index: Int, of array: JSONValue) -> Range<Int> {
        guard case .array(let elements) = array.kind else { return 0..<0 }
        let end = SourceEdits.matchingClose(from: elements[index].offset, in: bytes) + 1
        if index + 1 < elements.count { return elements[index].offset..<elements[index + 1].offset }
        guard index > 0 else { return elements[index].offset..<end }
        return SourceEdits.lastContent(before: elements[index].offset, in: bytes)..<end
    }

    /// A whole `"key": value` member with the comma before it (or after it, if it is the first).
    private func memberRange(_ member: JSONMember) -> Range<Int> {
        let end = SourceEdits.matchingClose(from: member.value.offset, in: bytes) + 1
        let before = SourceEdits.lastContent(before: member.keyOffset, in: bytes)
        if bytes[before] == UInt8(ascii: ",") { return before..<end }
        var after = end
        while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[after]) {
            after += 1
        }
        return member.keyOffset..<after
    }
}
