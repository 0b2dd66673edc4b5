import FoundationEssentials
import SceneRuntime

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
        ]
        lines += table(
            rows, kinds: ["scene", "segue", "guard", "action"], missedHeading: "Not reached by any test:"
        ) {
            $0
        }
        lines += ["", "Written: \(written)"]
        return TerminalText(lines.joined(separator: "\n") + "\n")
    }

    /// The table of what `rows` reached of each of `kinds` (reached and total), then, under
    /// `missedHeading`, each row not reached with why (as `why` writes it): the table
    /// `scenes coverage` and `scenes explore` both print.
    static func table(
        _ rows: [ExploreCoverage.Row], kinds: [String], missedHeading: String, why: (String) -> String
    ) -> [String] {
        var lines = ["  kind     reached  total"]
        for kind in kinds {
            let ofKind = rows.filter { $0.kind == kind }
            lines.append(
                "  " + CellWidth.padded(kind + "s", to: 9)
                    + CellWidth.padded(String(ofKind.count(where: \.reached)), to: 9)
                    + String(ofKind.count))
        }
        let missed = rows.filter { !$0.reached }
        if !missed.isEmpty {
            lines += ["", missedHeading]
            let width = missed.map { CellWidth.of($0.kind + " " + $0.name) }.max() ?? 0
            for row in missed {
                let name = row.kind + " " + row.name
                lines.append(
                    "  " + CellWidth.padded(name, to: width) + "  "
                        + why(row.why ?? ""))
            }
        }
        return lines
    }
}
