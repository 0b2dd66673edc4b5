import SceneRuntime

/// Output a terminal would act on: in what a scene gives to be drawn, or in what the shell wrote.
extension ExploreProbe {
    /// The first character a terminal would act on in what `scene` gives to be drawn (its title
    /// and `screen`, its screen now), other than those in `typed`, described; `nil` if there is
    /// none. The renderer shows such a character made visible, so nothing reaches the terminal,
    /// but the scene wrote it: a scene that writes escape sequences of its own is at fault.
    static func unsafeText(of scene: Scene, screen: Screen, typed: Set<Unicode.Scalar>) -> String? {
        var texts = [scene.currentTitle]
        for line in screen.lines {
            switch line {
            case .text(let text), .heading(let text), .error(let text), .success(let text),
                .placeholder(let text):
                texts.append(text)
            case .item(_, let text): texts.append(text)
            case .field(let label, let value): texts += [label, value]
            case .blank: break
            }
        }
        for text in texts {
            if let scalar = text.unicodeScalars.first(where: { isUnsafe($0) && !typed.contains($0) }) {
                return "scene \(quoted(scene.id)) gave U+\(String(scalar.value, radix: 16, uppercase: true))"
                    + " to be drawn (shown made visible, not sent to the terminal)"
            }
        }
        return nil
    }

    /// The first character of what the command wrote that a terminal would act on, described;
    /// `nil` if all of it is safe (line feeds, tabs, and the renderer's own colours are).
    static func unsafeOutput(_ reply: Shell.Reply) -> String? {
        let texts =
            [reply.printed.rendered] + reply.warnings.map { TerminalText($0).rendered }
            + [reply.error.map { TerminalText($0).rendered } ?? ""]
        return texts.lazy.compactMap(unsafeCharacter).first
    }

    /// The first character of `text`, as written to a terminal, that the terminal would act on:
    /// a control character other than a line feed or a tab, a C1 or bidirectional control, or an
    /// escape sequence other than the renderer's colours (`Esc [ ... m`).
    static func unsafeCharacter(in text: String) -> String? {
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
                if scalars.dropFirst(1 + body.count).first == "m" {
                    scalars = scalars.dropFirst(2 + body.count)
                    continue
                }
            }
            if isUnsafe(scalar) {
                return "the shell wrote U+\(String(scalar.value, radix: 16, uppercase: true))"
            }
        }
        return nil
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
