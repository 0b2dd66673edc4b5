import SceneRuntime

/// Prints a comparison of two storyboards (``StoryboardDiff``) as grouped lines or as JSON.
///
/// Every name and value from the storyboards is made visible on one row in text (a line feed in
/// a title is shown as `^J`), and escaped to ASCII in JSON, so that neither can break a line or
/// reach the terminal as a control.
struct DiffRenderer {
    let diff: StoryboardDiff
    /// The files compared, as named on the command line.
    let old: String
    let new: String

    /// How many modules a note names before it counts the rest.
    static let namedModules = 10

    // MARK: Text

    /// The comparison as grouped lines: a summary, the changes by element, the consequences by
    /// kind, and a note on the modules whose contracts were not compared.
    func text() -> String {
        var lines = ["\(row(old)) -> \(row(new)): \(summary)"]
        for element in StoryboardChange.Element.allCases {
            let changes = diff.changes.filter { $0.element == element }
            guard !changes.isEmpty else { continue }
            lines.append("")
            lines.append(Self.heading(element))
            lines += changes.map { "  " + line($0) }
            if element == .scene { lines += renames.map(renameLine) }
        }
        lines += consequenceLines()
        if !diff.uncomparedModules.isEmpty {
            lines.append("")
            lines.append(uncomparedNote)
        }
        if diff.removesReachable {
            lines.append("")
            lines.append("something reachable in \(row(old)) was removed or became unreachable")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenes removed that a scene added matches field for field (module, title, linkable):
    /// probably renamed, which a comparison by id shows as one removed and one added.
    private var renames: [(old: String, new: String)] {
        let scenes = diff.changes.filter { $0.element == .scene }
        var added = scenes.filter { $0.kind == .added }
        var pairs: [(old: String, new: String)] = []
        for removed in scenes where removed.kind == .removed {
            let fields = removed.fields.map { [$0.name, $0.old] }
            guard let match = added.firstIndex(where: { $0.fields.map { [$0.name, $0.new] } == fields })
            else {
                continue
            }
            pairs.append((removed.scene, added[match].scene))
            added.remove(at: match)
        }
        return pairs
    }

    /// `  note: NoteDetail and NoteView have the same fields: renamed? …`.
    private func renameLine(_ pair: (old: String, new: String)) -> String {
        "  note: \(row(pair.old)) and \(row(pair.new)) have the same module and title: if \(row(pair.old)) was"
            + " renamed, a link or resumed stack that names it no longer resolves (ids are compared, not titles)"
    }

    private var summary: String {
        guard !diff.isEmpty else { return "no differences" }
        let counts = StoryboardChange.Kind.allCases.map { kind in
            (kind, diff.changes.filter { $0.kind == kind }.count)
        }
        return counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
    }

    private static func heading(_ element: StoryboardChange.Element) -> String {
        switch element {
        case .storyboard: "storyboard"
        case .scene: "scenes"
        case .segue: "segues"
        case .container: "containers"
        case .tab: "tabs"
        case .guard: "guards"
        case .input: "inputs"
        case .output: "outputs"
        case .action: "actions"
        }
    }

    private func row(_ text: String) -> String { TerminalText.oneRow(text) }

    /// `+ Menu.ShowSettings: to Settings, style push`, `~ Menu: title 'Menu' -> 'Main menu'`.
    private func line(_ change: StoryboardChange) -> String {
        let mark =
            switch change.kind {
            case .added: "+"
            case .removed: "-"
            case .changed: "~"
            }
        let place = Self.place(change)
        let fields: String
        switch change.kind {
        case .added, .removed:
            fields = change.fields.compactMap { field in
                (change.kind == .added ? field.new : field.old).map {
                    "\(row(field.name)) \(value($0, of: field))"
                }
            }.joined(separator: ", ")
        case .changed:
            fields = change.fields.map { field in
                "\(row(field.name)) \(field.old.map { value($0, of: field) } ?? "(none)") -> "
                    + (field.new.map { value($0, of: field) } ?? "(none)")
            }.joined(separator: "; ")
        }
        let head = "\(mark) \(row(place))"
        return fields.isEmpty ? head : head + (place.isEmpty ? fields : ": " + fields)
    }

    /// Where a change is: `Menu`, `Menu.ShowSettings`, `Main@Notes`, `signedIn on Menu.Checkout`,
    /// `ShowContact.contactID`; empty for the storyboard.
    private static func place(_ change: StoryboardChange) -> String {
        let owner =
            change.segue.map { "\(change.scene).\($0)" } ?? change.tab.map { "\(change.scene)@\($0)" }
            ?? change.scene
        switch change.element {
        case .storyboard: return ""
        case .scene, .container: return change.scene
        case .segue, .tab: return owner
        case .guard: return "\(change.name) on \(owner)"
        case .input, .output, .action: return "\(change.scene).\(change.name)"
        }
    }

    /// A field's value on one row; a title or a refusal's message in quotes.
    private func value(_ text: String, of field: StoryboardChange.Field) -> String {
        field.name == "title" || field.name == "refuse" ? "'\(row(text))'" : row(text)
    }

    private func consequenceLines() -> [String] {
        guard !diff.consequences.isEmpty else { return [] }
        var lines = ["", "consequences"]
        let groups: [(String, (DiffConsequence) -> Bool)] = [
            (
                "links and resumed stacks that no longer resolve:",
                {
                    switch $0 {
                    case .unreachable, .requiredInputMissing, .guardAdded: false
                    default: true
                    }
                }
            ),
            (
                "links and resumed stacks checked against a new guard:",
                {
                    if case .guardAdded = $0 { true } else { false }
                }
            ),
            (
                "scenes no longer reachable from the initial scene \(quoted(diff.newInitialScene)):",
                {
                    if case .unreachable = $0 { true } else { false }
                }
            ),
            (
                "required inputs newly missing:",
                {
                    if case .requiredInputMissing = $0 { true } else { false }
                }
            ),
        ]
        for (heading, belongs) in groups {
            let members = diff.consequences.filter(belongs)
            guard !members.isEmpty else { continue }
            lines.append("  " + heading)
            lines += members.map { consequence in
                // Under their heading, scenes no longer reachable are named alone.
                if case .unreachable(let scene) = consequence { return "    " + row(scene) }
                return "    " + message(consequence)
            }
        }
        return lines
    }

    private func quoted(_ text: String) -> String { "'\(row(text))'" }

    /// A consequence in words, on one row.
    func message(_ consequence: DiffConsequence) -> String {
        switch consequence {
        case .sceneRemoved(let scene):
            return "\(quoted(scene)) is removed: every link and resumed stack holding it"
        case .unreachable(let scene):
            return
                "\(quoted(scene)) is no longer reachable from the initial scene \(quoted(diff.newInitialScene))"
        case .stepBroken(let under, let scene, let presentation, let reason):
            let step = "\(row(under)) \(presentation == .modal ? "+" : ">") \(row(scene))"
            let why: String
            switch reason {
            case .segueRemoved: why = "no segue leads from \(quoted(under)) to \(quoted(scene)) any more"
            case .styleChanged(let styles):
                why =
                    "no \(presentation == .modal ? "modal" : "push") segue leads there any more (now "
                    + styles.map(\.rawValue).joined(separator: ", ") + ")"
            case .performedByAction(let segue, let action):
                why =
                    "segue \(quoted(segue)) is performed only by the action \(quoted(action)) now, and"
                    + " \(quoted(scene)) is not linkable"
            case .notATabRoot: why = "no tab of \(quoted(under)) starts at \(quoted(scene)) any more"
            }
            return "\(step) no longer replays: \(why)"
        case .rootLost(let scene):
            return
                "stacks starting at \(quoted(scene)): it is neither the initial scene nor left at the bottom by a"
                + " replace segue a link may replay any more"
        case .tabRemoved(let container, let tab):
            return "\(row(container))@\(row(tab)): the tab is removed; links naming it no longer resolve"
        case .tabsMoved(let container):
            return
                "\(quoted(container)): its tabs were added, removed or moved; a resumed stack starts its tabs"
                + " again at their roots"
        case .moduleChanged(let scene, let old, let new):
            return
                "\(quoted(scene)) is built by module \(quoted(new)) now (was \(quoted(old))): resumed stacks"
                + " holding it stop under it"
        case .inputRemoved(let scene, let input):
            return "\(row(scene)).\(row(input)) is no longer declared: links that write it and resumed stacks"
                + " that recorded it"
        case .inputTypeChanged(let scene, let input, let old, let new):
            return
                "\(row(scene)).\(row(input)) is \(new) now (was \(old)): resumed stacks that recorded it, and"
                + " links whose value is not \(new)"
        case .inputNewlyRequired(let scene, let input, let type):
            return
                "\(row(scene)).\(row(input)) (\(type)) is required now: resumed stacks recorded without it, and"
                + " links that do not write it where no segue passes it"
        case .guardAdded(let scene, let segue, let tab, let condition):
            let place =
                segue.map { "segue \(row(scene)).\(row($0))" } ?? tab.map { "tab \(row(scene))@\(row($0))" }
                ?? "scene \(row(scene))"
            return "\(place) is guarded by \(quoted(condition)) now: links and resumed stacks through it are"
                + " refused or redirected while it does not hold"
        case .requiredInputMissing(let scene, let segue, let tab, let destination, let input, let type):
            let source =
                segue.map { "segue \(row(scene)).\(row($0))" } ?? "tab \(row(scene))@\(row(tab ?? ""))"
            return "\(source) does not pass \(quoted(input)) (\(type)), which \(quoted(destination)) requires"
        }
    }

    private var uncomparedNote: String {
        let modules = diff.uncomparedModules
        let named = modules.prefix(Self.namedModules).map(quoted).joined(separator: ", ")
        let more = modules.count > Self.namedModules ? " and \(modules.count - Self.namedModules) more" : ""
        return
            "note: the inputs, outputs and actions of module\(modules.count == 1 ? "" : "s") \(named)\(more)"
            + " were not compared: neither this scenes nor a plugin's manifest declares"
            + " \(modules.count == 1 ? "it" : "them") for both storyboards (the app's own scenes diff, or a"
            + " manifest written by scenes manifest, compares them)"
    }
}
