import FoundationEssentials
import SceneRuntime

/// Renders a storyboard's flow graph: scenes as nodes labelled with their titles, segues as edges
/// labelled with identifier and style, the initial scene marked by an arrow from a start point.
/// A container (tabs, a split) is a cluster (DOT) or subgraph (Mermaid) labelled with its title and
/// kind, holding a cluster per tab with the tab's root, and a dashed edge from the container to each
/// tab's root labelled with the tab's id; the text format lists its tabs on its own row. A segue
/// with a `tab` says which tab it pushes into.
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
            let content =
                scene.container.map { "(\($0.kind.rawValue)): \(Self.stacks(of: $0))" }
                ?? "[\(row(scene.module))]"
            let guarded = scene.guards.isEmpty ? "" : " (\(guards(scene.guards)))"
            lines.append("\(row(scene.id)) \"\(row(scene.title))\" \(content)\(guarded)\(marker)")
            for segue in scene.segues {
                let notes = [
                    segue.action.map { "by action \(row($0))" }, segue.tab.map { "into tab \(row($0))" },
                    segue.coversTabOnly ? "covering its tab" : nil,
                    segue.guards.isEmpty ? nil : guards(segue.guards),
                    segue.passes.isEmpty ? nil : passes(of: segue),
                ]
                .compactMap { $0 }
                lines.append(
                    "  \(row(segue.id)) --\(segue.style.rawValue)--> \(row(segue.destination))"
                        + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dot() -> String {
        graph(
            start: [
                "digraph storyboard {",
                "  rankdir=LR;",
                "  node [shape=box, style=rounded];",
                "  \"__start\" [shape=point, label=\"\"];",
                "  \"__start\" -> \(quoted(row(storyboard.initialSceneID)));",
            ],
            node: { "  \(quoted(row($0.id))) [label=\(quoted(label(of: $0)))];" },
            cluster: { dotCluster($0, indent: "  ") },
            edge: { edge in
                let attributes =
                    switch edge.style {
                    case nil: Self.tabEdgeAttributes
                    case .push: ""
                    case .modal: ", style=bold"
                    case .replace: ", color=blue"
                    case .unwind: ", style=dashed"
                    }
                return "  \(quoted(row(edge.from))) -> \(quoted(row(edge.to)))"
                    + " [label=\(quoted(edge.label))\(attributes)];"
            },
            end: ["}"])
    }

    private func mermaid() -> String {
        graph(
            start: ["flowchart LR", "  __start(( )) --> \(mermaidID(storyboard.initialSceneID))"],
            node: { "  \(mermaidID($0.id))[\"\(mermaidText(label(of: $0)))\"]" },
            cluster: { mermaidSubgraph($0, indent: "  ") },
            edge: { edge in
                // A container's edge to a tab's root is dotted, as an unwind is.
                let arrow =
                    switch edge.style {
                    case nil, .unwind: "-.->"
                    case .modal: "==>"
                    case .push, .replace: "-->"
                    }
                let text = mermaidText(edge.label)
                return "  \(mermaidID(edge.from)) \(arrow)|\"\(text)\"| \(mermaidID(edge.to))"
            })
    }

    /// A DOT or Mermaid graph: the same parts in the same order, each written in the format's words:
    /// `start` (the header and the arrow to the initial scene), a `node` per scene, the containers'
    /// clusters, an `edge` per tab and segue (``edges()``), then `end`.
    private func graph(
        start: [String], node: (SceneDescriptor) -> String, cluster: (Cluster) -> [String],
        edge: (Edge) -> String, end: [String] = []
    ) -> String {
        let lines =
            start + storyboard.scenes.map(node) + containerTree().flatMap(cluster) + edges().map(edge) + end
        return lines.joined(separator: "\n") + "\n"
    }

    /// An edge of the DOT and Mermaid graphs: from a container to a tab's root (no `style`), or a
    /// segue; `label` is not yet escaped for the format.
    private struct Edge {
        let from: String
        let to: String
        let label: String
        let style: SegueDescriptor.Style?
    }

    /// The edges, scene by scene in the storyboard's order: a container's edges to its tabs' roots,
    /// then the scene's segues.
    private func edges() -> [Edge] {
        storyboard.scenes.flatMap { scene in
            (scene.container?.stacks ?? []).map { stack in
                Edge(from: scene.id, to: stack.root, label: label(of: stack), style: nil)
            }
                + scene.segues.map { segue in
                    Edge(from: scene.id, to: segue.destination, label: label(of: segue), style: segue.style)
                }
        }
    }

    /// The scene's title, and its id below when they differ, and its guards below that; the line
    /// breaks are the renderer's own.
    private func label(of scene: SceneDescriptor) -> String {
        (scene.title == scene.id ? row(scene.title) : "\(row(scene.title))\n\(row(scene.id))")
            + (scene.guards.isEmpty ? "" : "\n\(guards(scene.guards))")
    }

    /// `ViewContact (push)`, `WriteNote (push, into tab Notes)`, `Success (push, by action checkout)`,
    /// `Peek (modal, covering its tab)`,
    /// with the segue's guards on a second line and what it passes on the next.
    private func label(of segue: SegueDescriptor) -> String {
        let notes =
            [segue.style.rawValue]
            + [
                segue.action.map { "by action \(row($0))" }, segue.tab.map { "into tab \(row($0))" },
                segue.coversTabOnly ? "covering its tab" : nil,
            ].compactMap { $0 }
        return "\(row(segue.id)) (\(notes.joined(separator: ", ")))"
            + (segue.guards.isEmpty ? "" : "\n\(guards(segue.guards))")
            + (segue.passes.isEmpty ? "" : "\n\(passes(of: segue))")
    }

    /// A tab's id, with what the container passes its root on a second line.
    private func label(of stack: SceneDescriptor.Container.Stack) -> String {
        row(stack.id)
            + (stack.guards.isEmpty ? "" : "\n\(guards(stack.guards))")
            + (stack.passes.isEmpty
                ? "" : "\n" + row(stack.passes.map(\.description).joined(separator: ", ")))
    }

    /// `Contacts -> ContactList, Notes -> NotesList`: a container's tabs (or panes) and their roots,
    /// a guarded tab's guards after it (`Orders -> OrderList (if signedIn else Login)`), on one
    /// row; the text graph and the shell's `scenes` listing show a container this way.
    static func stacks(of container: SceneDescriptor.Container) -> String {
        container.stacks.map { stack in
            "\(TerminalText.oneRow(stack.id)) -> \(TerminalText.oneRow(stack.root))"
                + (stack.guards.isEmpty ? "" : " (\(TerminalText.oneRow(guards(stack.guards))))")
        }
        .joined(separator: ", ")
    }

    /// A DOT edge from a container to a tab's root: dashed, with a hollow head (an unwind is
    /// dashed too, with a plain head and its style in its label).
    private static let tabEdgeAttributes = ", style=dashed, arrowhead=empty"

    /// A container drawn as a cluster: its scene, and a cluster per tab holding the tab's root,
    /// itself drawn as a cluster when the root is a container.
    private struct Cluster {
        let scene: SceneDescriptor
        let container: SceneDescriptor.Container
        /// By tab, its root (when no other cluster holds it) and the container that root is.
        var tabs: [(stack: SceneDescriptor.Container.Stack, root: String?, nested: [Cluster])]
    }

    /// The containers as clusters, outermost first. A scene sits in one cluster only (both
    /// formats draw a node in one): the first, in the storyboard's order, whose tab it roots.
    private func containerTree() -> [Cluster] {
        let containers = storyboard.scenes.filter(\.isContainer)
        guard !containers.isEmpty else { return [] }
        // The scenes each container's tabs hold: a container that roots a tab nests in that tab.
        var placed: Set<String> = []
        var nestedIn: Set<String> = []
        for scene in containers {
            for stack in scene.container?.stacks ?? [] where stack.root != scene.id {
                if storyboard.scene(withID: stack.root)?.isContainer == true { nestedIn.insert(stack.root) }
            }
        }
        // `placed` also ends a cycle of containers rooting each other's tabs.
        func cluster(_ scene: SceneDescriptor) -> Cluster? {
            guard let container = scene.container, placed.insert(scene.id).inserted else { return nil }
            var result = Cluster(scene: scene, container: container, tabs: [])
            for stack in container.stacks {
                var nested: [Cluster] = []
                var root: String?
                if let rootScene = storyboard.scene(withID: stack.root), rootScene.isContainer {
                    if let inner = cluster(rootScene) { nested.append(inner) }
                } else if placed.insert(stack.root).inserted {
                    root = stack.root
                }
                result.tabs.append((stack, root, nested))
            }
            return result
        }
        let outermost = containers.filter { !nestedIn.contains($0.id) } + containers
        return outermost.compactMap(cluster)
    }

    /// `subgraph "cluster_Main" { label="App (tabs)"; "Main"; subgraph "cluster_Main/Notes" ... }`.
    private func dotCluster(_ cluster: Cluster, indent: String) -> [String] {
        let id = row(cluster.scene.id)
        var lines = [
            "\(indent)subgraph \(quoted("cluster_" + id)) {",
            "\(indent)  label=\(quoted("\(row(cluster.scene.title)) (\(cluster.container.kind.rawValue))"));",
            "\(indent)  style=rounded;",
            "\(indent)  \(quoted(id));",
        ]
        for tab in cluster.tabs {
            lines.append("\(indent)  subgraph \(quoted("cluster_\(id)/\(row(tab.stack.id))")) {")
            lines.append("\(indent)    label=\(quoted(row(tab.stack.title)));")
            lines.append("\(indent)    style=dashed;")
            if let root = tab.root { lines.append("\(indent)    \(quoted(row(root)));") }
            lines += tab.nested.flatMap { dotCluster($0, indent: indent + "    ") }
            lines.append("\(indent)  }")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// `subgraph cluster_Main["App (tabs)"]`, a subgraph per tab inside, each closed by `end`.
    private func mermaidSubgraph(_ cluster: Cluster, indent: String) -> [String] {
        let id = mermaidID(cluster.scene.id)
        let title = mermaidText("\(row(cluster.scene.title)) (\(cluster.container.kind.rawValue))")
        var lines = ["\(indent)subgraph cluster_\(id)[\"\(title)\"]", "\(indent)  \(id)"]
        for tab in cluster.tabs {
            let tabTitle = mermaidText(row(tab.stack.title))
            lines.append("\(indent)  subgraph cluster_\(id)_\(mermaidID(tab.stack.id))[\"\(tabTitle)\"]")
            if let root = tab.root { lines.append("\(indent)    \(mermaidID(root))") }
            lines += tab.nested.flatMap { mermaidSubgraph($0, indent: indent + "    ") }
            lines.append("\(indent)  end")
        }
        lines.append("\(indent)end")
        return lines
    }

    /// `contactID <- selectedContactID, mode = "edit"`, shown on one row.
    private func guards(_ guards: [Storyboard.Guard]) -> String {
        row(Self.guards(guards))
    }

    /// `if signedIn else Login`, `if signedIn else refused`: the conditions a scene, a segue or a
    /// tab requires and what happens when one does not hold; the text graph, DOT, Mermaid and the
    /// `scenes list` table show guards this way.
    static func guards(_ guards: [Storyboard.Guard]) -> String {
        guards.map { item in
            let otherwise =
                switch item.otherwise {
                case .refuse: "refused"
                case .redirect(let scene): scene
                }
            return "if \(item.condition) else \(otherwise)"
        }.joined(separator: ", ")
    }

    private func passes(of segue: SegueDescriptor) -> String {
        row(segue.passes.map(\.description).joined(separator: ", "))
    }

    private func row(_ text: String) -> String {
        TerminalText.oneRow(text)
    }

    /// A DOT quoted string: backslashes and quotes escaped, line breaks as `\n`.
    private func quoted(_ text: String) -> String {
        "\""
            + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            .replacingEvery("\n", with: "\\n") + "\""
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
        text.replacingScalars(Self.mermaidEntities)
    }

    private static let mermaidEntities: [Unicode.Scalar: String] = [
        "#": "#35;", "\"": "#quot;", "<": "#lt;", ">": "#gt;", "&": "#amp;", "|": "#124;", "`": "#96;",
        "\n": "<br>",
    ]
}
