import Foundation
import SceneRuntime

/// Renders a storyboard's flow graph: scenes as nodes labelled with their titles, segues as edges
/// labelled with identifier and style, the initial scene marked by an arrow from a start point.
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
            lines.append("\(scene.id) \"\(scene.title)\" [\(scene.module)]\(marker)")
            for segue in scene.segues {
                lines.append(
                    "  \(segue.id) --\(segue.style.rawValue)--> \(segue.destination)"
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
            "  \"__start\" -> \(quoted(storyboard.initialSceneID));",
        ]
        for scene in storyboard.scenes {
            lines.append("  \(quoted(scene.id)) [label=\(quoted(label(of: scene)))];")
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
                    "  \(quoted(scene.id)) -> \(quoted(segue.destination))"
                        + " [label=\(quoted(label(of: segue)))\(attributes)];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaid() -> String {
        var lines = ["flowchart LR", "  __start(( )) --> \(storyboard.initialSceneID)"]
        for scene in storyboard.scenes {
            lines.append("  \(scene.id)[\"\(mermaidText(label(of: scene)))\"]")
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let arrow = segue.style == .unwind ? "-.->" : segue.style == .modal ? "==>" : "-->"
                let text = mermaidText(label(of: segue))
                lines.append("  \(scene.id) \(arrow)|\"\(text)\"| \(segue.destination)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func label(of scene: SceneDescriptor) -> String {
        scene.title == scene.id ? scene.title : "\(scene.title)\n\(scene.id)"
    }

    /// `ViewContact (push)`, with what the segue passes on a second line.
    private func label(of segue: SegueDescriptor) -> String {
        "\(segue.id) (\(segue.style.rawValue))" + (segue.passes.isEmpty ? "" : "\n\(passes(of: segue))")
    }

    /// `contactID <- selectedContactID, mode = "edit"`.
    private func passes(of segue: SegueDescriptor) -> String {
        segue.passes.map(\.description).joined(separator: ", ")
    }

    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Mermaid labels in quotes take HTML entities for quotes; a line break is `<br>`.
    private func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\n", with: "<br>")
    }
}
