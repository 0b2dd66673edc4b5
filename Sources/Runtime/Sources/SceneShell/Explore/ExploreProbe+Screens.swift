import SceneRuntime

/// What a screen shows: whether it is stale, its shape, the values a person might type next.
extension ExploreProbe {
    /// What `scene`, visible, shows that the same scene built again from scratch now would not
    /// (data changed since it read it, not followed), as a problem; `nil` when both show the same
    /// lines, the last command's messages aside. A scene holding changes of its own (one that would
    /// ask before being left: a form being filled) is not compared.
    static func staleness(of scene: Scene, in navigator: Navigator) -> String? {
        if let checking = scene.viewController as? any LeaveChecking,
            checking.reasonToStay(LeaveRequest(kind: .back, destination: nil)) != nil
        {
            return nil
        }
        guard let fresh = navigator.freshScreen(of: scene) else { return nil }
        let shown = dataLines(of: scene.screen)
        let now = dataLines(of: fresh)
        guard shown != now else { return nil }
        // Worded without the values, so that one stale scene is one finding.
        guard let index = zip(shown, now).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        else {
            return
                "stale screen: scene '\(scene.id)' shows \(shown.count) lines where, built again now, it shows"
                + " \(now.count)"
        }
        return
            "stale screen: scene '\(scene.id)' shows line \(index + 1) (\(kind(of: shown[index]))) otherwise than"
            + " built again now"
    }

    /// The lines of `screen` that show data: all but the last command's messages.
    private static func dataLines(of screen: Screen) -> [Screen.Line] {
        screen.lines.filter {
            switch $0 {
            case .success, .error: false
            default: true
            }
        }
    }

    /// What a line is, without what it says but a field's label.
    private static func kind(of line: Screen.Line) -> String {
        switch line {
        case .text: "text"
        case .heading: "the heading"
        case .placeholder: "a placeholder"
        case .item(let number, _): number.map { "item \($0)" } ?? "an item"
        case .field(let label, _): "field '\(TerminalText.oneRow(String(label.prefix(40))))'"
        case .success, .error: "a message"
        case .blank: "a blank line"
        }
    }

    /// The shape of a screen, what tells two states of one scene apart: its kinds of lines in
    /// order, a run of items counted as none, one or more, a field by its label, a message by its
    /// kind alone (so that a list of one more record, or another record shown, is the same state).
    static func shape(of screen: Screen) -> String {
        var parts: [String] = []
        var items = 0
        func endItems() {
            if items > 0 { parts.append(items == 1 ? "item" : "items") }
            items = 0
        }
        for line in screen.lines {
            if case .item = line {
                items += 1
                continue
            }
            endItems()
            switch line {
            case .text: parts.append("text")
            case .heading: parts.append("heading")
            case .item: break
            case .field(let label, _): parts.append("field:" + String(label.prefix(40)))
            case .error: parts.append("error")
            case .success: parts.append("success")
            case .placeholder: parts.append("placeholder")
            case .blank: break
            }
        }
        endItems()
        var shape = ""
        for part in parts where !shape.hasSuffix(part) { shape += (shape.isEmpty ? "" : " ") + part }
        return shape
    }

    /// Values a screen shows that a person might type next: its items' numbers, the words of its
    /// items and fields (an address, a name), and the words of its other lines that look typed
    /// rather than written (an address, a word of letters and digits, as a hint's sample
    /// password); a few, the typed-looking first.
    static func values(on screen: Screen) -> [String] {
        var values: [String] = []
        func add(_ value: String) {
            guard !value.isEmpty, value.count <= 80, !values.contains(value), values.count < 10 else {
                return
            }
            values.append(value)
        }
        func words(_ text: String) -> [String] {
            text.split(separator: " ").map { word in
                String(
                    word.drop { Self.punctuation.contains($0) }.reversed().drop {
                        Self.punctuation.contains($0)
                    }.reversed())
            }
        }
        for line in screen.lines {
            switch line {
            case .text(let text), .placeholder(let text), .success(let text), .error(let text),
                .heading(let text):
                for word in words(text) where word.contains("@") || Self.mixesLettersAndDigits(word) {
                    add(word)
                }
            default: break
            }
        }
        for line in screen.lines {
            switch line {
            case .item(let number, let text):
                if let number { add(String(number)) }
                for word in words(text).prefix(3) { add(word) }
            case .field(_, let value):
                add(value)
            default: break
            }
        }
        return values
    }

    private static let punctuation: Set<Character> = [
        "(", ")", "[", "]", "{", "}", "<", ">", ",", ";", ":", "!", "?", "'", "\"", "`", ".",
    ]

    private static func mixesLettersAndDigits(_ word: String) -> Bool {
        word.contains(where: \.isLetter) && word.contains(where: \.isNumber)
    }
}
