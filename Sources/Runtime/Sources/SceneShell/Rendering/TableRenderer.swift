import SceneRuntime

/// Renders a storyboard as a table: one row per segue, the scene's columns on its first row. Cells
/// are made visible on one row (a line feed in a title is shown as `^J`) and columns are aligned
/// in terminal cells, so wide characters and combining marks keep the table straight.
struct TableRenderer {
    let storyboard: Storyboard

    func render() -> String {
        // Version 2 storyboards add what each segue passes.
        let passes = storyboard.version >= 2
        var rows = [["SCENE", "MODULE", "TITLE", "SEGUE", "TO", "STYLE"] + (passes ? ["PASSES"] : [])]
        let noSegue = [String](repeating: "", count: passes ? 4 : 3)
        for scene in storyboard.scenes {
            let id = scene.id == storyboard.initialSceneID ? scene.id + " *" : scene.id
            // A container has no module: its kind stands there, and its tabs (or panes) are rows,
            // each leading to its root.
            let module = scene.container.map { "(\($0.kind.rawValue))" } ?? scene.module
            let first = [id, module, scene.title].map(TerminalText.oneRow)
            let edges: [(id: String, to: String, style: String, passes: [SeguePass])] =
                scene.container.map { container in
                    container.stacks.map {
                        ($0.id, $0.root, container.kind == .tabs ? "tab" : "pane", $0.passes)
                    }
                }
                ?? scene.segues.map {
                    (
                        $0.id, $0.destination, $0.style.rawValue + ($0.tab.map { " into tab \($0)" } ?? ""),
                        $0.passes
                    )
                }
            if edges.isEmpty { rows.append(first + noSegue) }
            for (index, edge) in edges.enumerated() {
                rows.append(
                    (index == 0 ? first : ["", "", ""])
                        + [edge.id, edge.to, edge.style].map(TerminalText.oneRow)
                        + (passes
                            ? [TerminalText.oneRow(edge.passes.map(\.description).joined(separator: ", "))]
                            : []))
            }
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], CellWidth.of(cell))
            }
        }
        let lines = rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : CellWidth.padded(cell, to: widths[column])
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        return lines.joined(separator: "\n") + "\n(* initial scene)\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
