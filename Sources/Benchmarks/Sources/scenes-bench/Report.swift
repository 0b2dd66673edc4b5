/// The readable table of `--table`: each figure with its anchor, the ratio between them, the
/// target and whether it is met.
enum Report {
    static func table(_ figures: [Figure]) -> String {
        let rows = figures.map(row)
        let header = ["benchmark", "figure", "anchor", "ratio", "target", "met"]
        let widths = (0..<header.count).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// One row: a figure with an anchor shows it; one without shows the first `ratio_to_…` of its
    /// extra fields, if any, and its own target.
    private static func row(_ figure: Figure) -> [String] {
        let value = number(figure.value) + " " + figure.unit
        if let error = figure.extra.first(where: { $0.0 == "error" }) {
            return [figure.name, value, "", "", "error: \(error.1)", "NO"]
        }
        let target = figure.extra.first { $0.0 == "target" }.map { String(describing: $0.1) } ?? ""
        let met = figure.extra.first { $0.0 == "met" }.map { ($0.1 as? Bool) == true }
        if let anchor = figure.anchor, let ratio = figure.ratio {
            let bothMet = (figure.met ?? false) && (met ?? true)
            return [
                figure.name, value, "\(anchor.name) \(number(anchor.value))", number(ratio) + "x",
                [anchor.target.description, target].filter { !$0.isEmpty }.joined(separator: "; "),
                bothMet ? "yes" : "NO",
            ]
        }
        let legacy = figure.extra.first { $0.0.hasPrefix("ratio_to_") }
        return [
            figure.name, value, legacy.map { String($0.0.dropFirst("ratio_to_".count)) } ?? "",
            legacy.flatMap { $0.1 as? Double }.map { number($0) + "x" } ?? "", target,
            met.map { $0 ? "yes" : "NO" } ?? "-",
        ]
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 1000 { return String(Int(value.rounded())) }
        if value >= 10 { return String(Double(Int(value * 10)) / 10) }
        return String(Double(Int(value * 100)) / 100)
    }
}
