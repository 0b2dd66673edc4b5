/// The navigation state encodes as a tree of its stacks: each scene's id, presentation, inputs
/// (each as its type and its JSON form, so that a date stays a date and a decimal exact) and, for
/// a container, its selected tab and its tabs' stacks.
extension NavigationState: Codable {
    private enum Keys: String, CodingKey { case stack }

    /// Encodes the tree.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(stack, forKey: .stack)
    }

    /// Decodes a tree that ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(stack: try container.decode([StackEntry].self, forKey: .stack))
    }
}

extension StackEntry: Codable {
    private enum Keys: String, CodingKey { case scene, presentation, inputs, container }

    /// Encodes the entry; inputs in the order of their names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(sceneID, forKey: .scene)
        try container.encode(presentation.rawValue, forKey: .presentation)
        try container.encode(inputs.mapValues(CodedValue.init), forKey: .inputs)
        try container.encodeIfPresent(self.container, forKey: .container)
    }

    /// Decodes an entry.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let name = try container.decode(String.self, forKey: .presentation)
        guard let presentation = Presentation(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .presentation, in: container, debugDescription: "expected root, push or modal")
        }
        self.init(
            sceneID: try container.decode(String.self, forKey: .scene), presentation: presentation,
            inputs: try container.decodeIfPresent([String: CodedValue].self, forKey: .inputs)?.mapValues(
                \.value)
                ?? [:],
            container: try container.decodeIfPresent(ContainerState.self, forKey: .container))
    }
}

extension ContainerState: Codable {
    private enum Keys: String, CodingKey { case selected, stacks }

    /// Encodes the selection and the tabs' stacks.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(selected, forKey: .selected)
        try container.encode(stacks, forKey: .stacks)
    }

    /// Decodes a container's state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let stacks = try container.decode([[StackEntry]].self, forKey: .stacks)
        let selected = try container.decode(Int.self, forKey: .selected)
        guard stacks.indices.contains(selected) else {
            throw DecodingError.dataCorruptedError(
                forKey: .selected, in: container, debugDescription: "no stack at position \(selected)")
        }
        self.init(selected: selected, stacks: stacks)
    }
}

/// A ``SceneValue`` as `{"type": TYPE, "json": JSON}`: its type's spelling and its JSON form.
private struct CodedValue: Codable {
    let value: SceneValue

    init(_ value: SceneValue) {
        self.value = value
    }

    private enum Keys: String, CodingKey { case type, json }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(value.naturalType.description, forKey: .type)
        try container.encode(value.json, forKey: .json)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let spelling = try container.decode(String.self, forKey: .type)
        let type: SceneValueType
        do {
            type = try SceneValueType(parsing: spelling)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "\(error)")
        }
        do {
            value = try SceneValue(json: try container.decode(String.self, forKey: .json), as: type)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .json, in: container, debugDescription: "\(error)")
        }
    }
}
