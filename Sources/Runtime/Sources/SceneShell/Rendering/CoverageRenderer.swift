import Foundation

/// The text `scenes coverage` prints: how many reports it merged, the table of what they reached
/// of each kind, and what they did not reach, and why where it is known.
enum CoverageRenderer {
    static func render(
        _ rows: [ExploreCoverage.Row], config: String, read: Int, skipped: Int, written: String
    ) -> TerminalText {
        var lines = [
            "scenes coverage \(config): \(read) report\(read == 1 ? "" : "s") merged"
                + (skipped == 0 ? "" : ", \(skipped) skipped"),
            "",
            "  kind     reached  total",
        ]
        for kind in ["scene", "segue", "guard", "action"] {
            let ofKind = rows.filter { $0.kind == kind }
            lines.append(
                "  " + (kind + "s").padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(ofKind.count(where: \.reached)).padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(ofKind.count))
        }
        let missed = rows.filter { !$0.reached }
        if !missed.isEmpty {
            lines += ["", "Not reached by any test:"]
            let width = missed.map { $0.kind.count + 1 + $0.name.count }.max() ?? 0
            for row in missed {
                let name = row.kind + " " + row.name
                lines.append(
                    "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + (row.why ?? "")
                )
            }
        }
        lines += ["", "Written: \(written)"]
        return TerminalText(lines.joined(separator: "\n") + "\n")
    }
}
