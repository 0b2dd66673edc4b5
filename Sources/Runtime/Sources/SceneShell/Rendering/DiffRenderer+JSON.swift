import SceneRuntime

/// The comparison as JSON.
extension DiffRenderer {
    /// The comparison as one JSON object (documented in the Storyboard format article):
    /// `old`, `new`, `removesReachable`, `changes`, `consequences` and `uncomparedModules`.
    func json() -> String {
        var text = "{\n"
        text += "  \"old\": \(Self.string(old)),\n  \"new\": \(Self.string(new)),\n"
        text += "  \"removesReachable\": \(diff.removesReachable),\n"
        text += "  \"changes\": [" + list(diff.changes.map(changeJSON)) + "],\n"
        text += "  \"consequences\": [" + list(diff.consequences.map(consequenceJSON)) + "],\n"
        text +=
            "  \"uncomparedModules\": [" + diff.uncomparedModules.map(Self.string).joined(separator: ", ")
            + "]\n"
        return text + "}\n"
    }

    private func list(_ objects: [String]) -> String {
        objects.isEmpty ? "" : "\n    " + objects.joined(separator: ",\n    ") + "\n  "
    }

    private func changeJSON(_ change: StoryboardChange) -> String {
        let fields = change.fields.map { field in
            "{\"field\": \(Self.string(field.name)), \"old\": \(Self.optional(field.old)), \"new\": \(Self.optional(field.new))}"
        }
        return Self.object([
            ("kind", Self.string(change.kind.rawValue)), ("element", Self.string(change.element.rawValue)),
            ("scene", Self.string(change.scene)), ("segue", Self.optional(change.segue)),
            ("tab", Self.optional(change.tab)), ("name", Self.string(change.name)),
            ("fields", "[" + fields.joined(separator: ", ") + "]"),
        ])
    }

    private func consequenceJSON(_ consequence: DiffConsequence) -> String {
        var members: [(String, String)]
        switch consequence {
        case .sceneRemoved(let scene): members = [("kind", "sceneRemoved"), ("scene", scene)].map(Self.text)
        case .unreachable(let scene): members = [("kind", "unreachable"), ("scene", scene)].map(Self.text)
        case .stepBroken(let under, let scene, let presentation, let reason):
            members = [
                ("kind", "stepBroken"), ("under", under), ("scene", scene),
                ("presentation", presentation.rawValue),
            ].map(Self.text)
            switch reason {
            case .segueRemoved: members.append(Self.text(("reason", "segueRemoved")))
            case .styleChanged(let styles):
                members.append(Self.text(("reason", "styleChanged")))
                members.append(
                    ("styles", "[" + styles.map { Self.string($0.rawValue) }.joined(separator: ", ") + "]"))
            case .performedByAction(let segue, let action):
                members += [("reason", "performedByAction"), ("segue", segue), ("action", action)].map(
                    Self.text)
            case .notATabRoot: members.append(Self.text(("reason", "notATabRoot")))
            }
        case .rootLost(let scene): members = [("kind", "rootLost"), ("scene", scene)].map(Self.text)
        case .tabRemoved(let container, let tab):
            members = [("kind", "tabRemoved"), ("scene", container), ("tab", tab)].map(Self.text)
        case .tabsMoved(let container):
            members = [("kind", "tabsMoved"), ("scene", container)].map(Self.text)
        case .moduleChanged(let scene, let old, let new):
            members = [("kind", "moduleChanged"), ("scene", scene), ("old", old), ("new", new)].map(Self.text)
        case .inputRemoved(let scene, let input):
            members = [("kind", "inputRemoved"), ("scene", scene), ("input", input)].map(Self.text)
        case .inputTypeChanged(let scene, let input, let old, let new):
            members = [
                ("kind", "inputTypeChanged"), ("scene", scene), ("input", input), ("old", old.description),
                ("new", new.description),
            ].map(Self.text)
        case .inputNewlyRequired(let scene, let input, let type):
            members = [
                ("kind", "inputNewlyRequired"), ("scene", scene), ("input", input),
                ("type", type.description),
            ]
            .map(Self.text)
        case .guardAdded(let scene, let segue, let tab, let condition):
            members = [
                Self.text(("kind", "guardAdded")), Self.text(("scene", scene)),
                ("segue", Self.optional(segue)),
                ("tab", Self.optional(tab)), Self.text(("condition", condition)),
            ]
        case .requiredInputMissing(let scene, let segue, let tab, let destination, let input, let type):
            members = [
                Self.text(("kind", "requiredInputMissing")), Self.text(("scene", scene)),
                ("segue", Self.optional(segue)),
                ("tab", Self.optional(tab)),
            ]
            members += [("destination", destination), ("input", input), ("type", type.description)].map(
                Self.text)
        }
        members.append(("removesReachable", "\(consequence.removesReachable)"))
        members.append(("message", Self.string(message(consequence))))
        return Self.object(members)
    }

    private static func text(_ member: (String, String)) -> (String, String) { (member.0, string(member.1)) }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// `text` as a JSON string of ASCII alone, so that the terminal shows it as it is and a JSON
    /// reader reads back the same text.
    static func string(_ text: String) -> String {
        JSONValue.literal(text, escaping: .nonASCII)
    }
}
