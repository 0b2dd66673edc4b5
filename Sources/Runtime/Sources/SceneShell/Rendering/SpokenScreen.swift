import SceneRuntime

/// The screen for a screen reader or a braille display (`--screen-reader`, `SCENES_SCREEN_READER`):
/// no columns, no bars, no brackets or box characters, no colours; lines in reading order, each
/// saying what it is. A container says where it is (`Notes tab, 2 of 4: Contacts, Notes, Shop,
/// Account`); each visible scene is read whole, pane by pane for a wide split, its title first
/// with how many items it lists (`Notes, 2 items: 1. Clean Swift (14 Nov 2023)`), then what the
/// scene shown in front can do. ``said(_:)`` keeps what was said last, so that a part that did not
/// change is not said again.
@MainActor struct SpokenScreen {
    /// One part of the screen, said as a whole when it changed: a container's place, a scene.
    struct Part: Equatable {
        /// What identifies the part from one screen to the next.
        let key: String
        let lines: [String]
    }

    /// The parts of the screen now, in reading order.
    static func parts(of navigator: Navigator, screenOf: (Scene) -> Screen) -> [Part] {
        guard let top = navigator.topScene else { return [] }
        let containers = ShownContainer.all(in: navigator)
        var parts: [Part] = []
        for place in containers where place.coveredBy == nil {
            let stacks = place.descriptor.stacks
            let selected = stacks[place.selected]
            let noun = place.descriptor.kind == .split ? "pane" : "tab"
            let titles = stacks.map { TerminalText.oneRow($0.title) }.joined(separator: ", ")
            parts.append(
                Part(
                    key: "container \(place.scene.id)",
                    lines: [
                        "\(TerminalText.oneRow(selected.title)) \(noun), \(place.selected + 1) of \(stacks.count): \(titles)"
                    ]))
        }
        let visible = navigator.visibleScenes
        for scene in visible.isEmpty ? [top] : visible where !scene.isContainer {
            let title = TerminalText.oneRow(scene.currentTitle)
            let lines = screenOf(scene).lines
            let items = lines.filter { if case .item = $0 { true } else { false } }.count
            var said = [items > 0 ? "\(title), \(items) item\(items == 1 ? "" : "s"):" : "\(title):"]
            said += lines.compactMap(Self.said)
            parts.append(Part(key: "scene \(scene.id)", lines: said))
        }
        var can: [String] = []
        let actions = navigator.offeredActions(of: top)
        if !actions.isEmpty {
            can.append("actions: " + actions.map { TerminalText.oneRow($0.usage) }.joined(separator: ", "))
        }
        let moves = ScreenRenderer.moves(navigator, top: top, containers: containers)
        if !moves.isEmpty { can.append("moves: " + moves.map(\.command).joined(separator: ", ")) }
        parts.append(Part(key: "can", lines: can))
        return parts
    }

    /// A line of a scene's content as it is said: made visible, on one line, without the marks
    /// that draw it (`!` and `*` become words).
    private static func said(_ line: Screen.Line) -> String? {
        let oneRow = TerminalText.oneRow
        switch line {
        case .text(let text): return oneRow(text)
        case .heading(let text): return oneRow(text)
        case .item(let number?, let text): return "\(number). \(oneRow(text))"
        case .item(nil, let text): return oneRow(text)
        case .field(let label, let value): return "\(oneRow(label)): \(oneRow(value))"
        case .error(let text): return "error: \(oneRow(text))"
        case .success(let text): return "done: \(oneRow(text))"
        case .placeholder(let text): return oneRow(text)
        case .blank: return nil
        }
    }

    /// What was said last, part by part.
    private var last: [Part] = []

    /// The lines of `parts` to say now: each part that is new or changed since the last time,
    /// in reading order; nothing when nothing changed.
    mutating func said(_ parts: [Part]) -> [String] {
        let before = Dictionary(last.map { ($0.key, $0.lines) }, uniquingKeysWith: { first, _ in first })
        last = parts
        return parts.filter { before[$0.key] != $0.lines }.flatMap(\.lines)
    }
}
