import SceneRuntime

/// Renders a storyboard as a table: one row per segue, the scene's columns on its first row. Cells
/// are made visible on one row (a line feed in a title is shown as `^J`) and columns are aligned
/// in terminal cells, so wide characters and combining marks keep the table straight.
struct TableRenderer {
    let storyboard: Storyboard

    func render() -> String {
        // Version 2 storyboards add what each segue passes; the ACTION and GUARDS columns appear
        // when some segue is performed by an action or some scene, segue or tab has a guard.
        let passes = storyboard.version >= 2
        let actions = storyboard.scenes.contains { $0.segues.contains { $0.action != nil } }
        let guards = storyboard.scenes.contains { scene in
            !scene.guards.isEmpty || scene.segues.contains { !$0.guards.isEmpty }
                || scene.container?.stacks.contains { !$0.guards.isEmpty } == true
        }
        var rows = [
            ["SCENE", "MODULE", "TITLE", "SEGUE", "TO", "STYLE"] + (actions ? ["ACTION"] : [])
                + (guards ? ["GUARDS"] : []) + (passes ? ["PASSES"] : [])
        ]
        for scene in storyboard.scenes {
            let id = scene.id == storyboard.initialSceneID ? scene.id + " *" : scene.id
            // A container has no module: its kind stands there, and its tabs (or panes) are rows,
            // each leading to its root.
            let module = scene.container.map { "(\($0.kind.rawValue))" } ?? scene.module
            let first = [id, module, scene.title]
            var edges: [Edge] =
                scene.container.map { container in
                    container.stacks.map {
                        Edge(
                            id: $0.id, to: $0.root, style: container.kind == .tabs ? "tab" : "pane",
                            guards: $0.guards, passes: $0.passes)
                    }
                }
                ?? scene.segues.map {
                    Edge(
                        id: $0.id, to: $0.destination,
                        style: $0.style.rawValue + ($0.tab.map { " into tab \($0)" } ?? "")
                            + ($0.coversTabOnly ? " covering its tab" : ""),
                        action: $0.action, guards: $0.guards, passes: $0.passes)
                }
            // The scene's own guards (to show it at all) on a row of their own, before its segues.
            if !scene.guards.isEmpty || edges.isEmpty { edges.insert(Edge(guards: scene.guards), at: 0) }
            for (index, edge) in edges.enumerated() {
                let cells =
                    (index == 0 ? first : ["", "", ""]) + [edge.id, edge.to, edge.style]
                    + (actions ? [edge.action ?? ""] : [])
                    + (guards ? [edge.guards.isEmpty ? "" : GraphRenderer.guards(edge.guards)] : [])
                    + (passes ? [edge.passes.map(\.description).joined(separator: ", ")] : [])
                rows.append(cells.map(TerminalText.oneRow))
            }
        }
        let lines = Screen.columns(rows).map { $0.trimmingTrailingSpaces() }
        return lines.joined(separator: "\n") + "\n(* initial scene)\n"
    }

    /// One row's segue columns: a segue, a tab or pane, or none (a scene's own row).
    private struct Edge {
        var id = ""
        var to = ""
        var style = ""
        var action: String?
        var guards: [Storyboard.Guard] = []
        var passes: [SegueDescriptor.Pass] = []
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
