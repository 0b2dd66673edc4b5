/// The readable table of `--table`.
enum Report {
    static func table(_ figures: [Figure]) -> String {
        let rows = figures.map { figure -> [String] in
            let met =
                figure.extra.first { $0.0 == "met" }.map { ($0.1 as? Bool) == true ? "yes" : "NO" } ?? "-"
            let target = figure.extra.first { $0.0 == "target" }.map { String(describing: $0.1) } ?? ""
            let error = figure.extra.first { $0.0 == "error" }.map { "error: \($0.1)" }
            return [figure.name, number(figure.value) + " " + figure.unit, met, error ?? target]
        }
        let header = ["benchmark", "median", "target met", "target"]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 1000 { return String(Int(value.rounded())) }
        return String(Double(Int(value * 100)) / 100)
    }
}
