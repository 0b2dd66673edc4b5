import Foundation
import SceneRuntime

/// Renders a storyboard's flow graph: scenes as nodes labelled with their titles, segues as edges
/// labelled with identifier and style, the initial scene marked by an arrow from a start point.
/// Every text from the storyboard is made visible on one row first (``TerminalText/oneRow(_:)``),
/// then escaped for the format: DOT's quoted strings, Mermaid's quoted labels and entities.
struct GraphRenderer {
    let storyboard: Storyboard

    func render(_ format: GraphFormat) -> String {
        switch format {
        case .text: text()
        case .dot: dot()
        case .mermaid: mermaid()
        }
    }

    private func text() -> String {
        var lines: [String] = []
        for scene in storyboard.scenes {
            let marker = scene.id == storyboard.initialSceneID ? " (initial)" : ""
            lines.append("\(row(scene.id)) \"\(row(scene.title))\" [\(row(scene.module))]\(marker)")
            for segue in scene.segues {
                lines.append(
                    "  \(row(segue.id)) --\(segue.style.rawValue)--> \(row(segue.destination))"
                        + (segue.passes.isEmpty ? "" : " (\(passes(of: segue)))"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dot() -> String {
        var lines = [
            "digraph storyboard {",
            "  rankdir=LR;",
            "  node [shape=box, style=rounded];",
            "  \"__start\" [shape=point, label=\"\"];",
            "  \"__start\" -> \(quoted(row(storyboard.initialSceneID)));",
        ]
        for scene in storyboard.scenes {
            lines.append("  \(quoted(row(scene.id))) [label=\(quoted(label(of: scene)))];")
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let attributes =
                    switch segue.style {
                    case .push: ""
                    case .modal: ", style=bold"
                    case .replace: ", color=blue"
                    case .unwind: ", style=dashed"
                    }
                lines.append(
                    "  \(quoted(row(scene.id))) -> \(quoted(row(segue.destination)))"
                        + " [label=\(quoted(label(of: segue)))\(attributes)];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaid() -> String {
        var lines = ["flowchart LR", "  __start(( )) --> \(mermaidID(storyboard.initialSceneID))"]
        for scene in storyboard.scenes {
            lines.append("  \(mermaidID(scene.id))[\"\(mermaidText(label(of: scene)))\"]")
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let arrow = segue.style == .unwind ? "-.->" : segue.style == .modal ? "==>" : "-->"
                let text = mermaidText(label(of: segue))
                lines.append("  \(mermaidID(scene.id)) \(arrow)|\"\(text)\"| \(mermaidID(segue.destination))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scene's title, and its id below when they differ; the line break is the renderer's own.
    private func label(of scene: SceneDescriptor) -> String {
        scene.title == scene.id ? row(scene.title) : "\(row(scene.title))\n\(row(scene.id))"
    }

    /// `ViewContact (push)`, with what the segue passes on a second line.
    private func label(of segue: SegueDescriptor) -> String {
        "\(row(segue.id)) (\(segue.style.rawValue))" + (segue.passes.isEmpty ? "" : "\n\(passes(of: segue))")
    }

    /// `contactID <- selectedContactID, mode = "edit"`, shown on one row.
    private func passes(of segue: SegueDescriptor) -> String {
        row(segue.passes.map(\.description).joined(separator: ", "))
    }

    private func row(_ text: String) -> String {
        TerminalText.oneRow(text)
    }

    /// A DOT quoted string: backslashes and quotes escaped, line breaks as `\n`.
    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// A Mermaid node id: ids are identifiers already; anything else is made visible and every
    /// character outside letters, digits and `_` dropped, so that it cannot end the statement.
    private func mermaidID(_ id: String) -> String {
        String(
            String.UnicodeScalarView(
                id.unicodeScalars.filter {
                    $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
                }))
    }

    /// Mermaid labels in quotes: `#` (which starts an entity), quotes, `<`, `>`, `&`, `|` and
    /// backquotes as entities (`#35;`, `#quot;`...), so that a title is neither HTML nor markdown
    /// nor the end of the label; a line break is `<br>`.
    private func mermaidText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "#": escaped += "#35;"
            case "\"": escaped += "#quot;"
            case "<": escaped += "#lt;"
            case ">": escaped += "#gt;"
            case "&": escaped += "#amp;"
            case "|": escaped += "#124;"
            case "`": escaped += "#96;"
            case "\n": escaped += "<br>"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
