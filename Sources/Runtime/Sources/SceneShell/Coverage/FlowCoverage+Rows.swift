import SceneRuntime

extension FlowCoverage {
    /// What the reached rows of a coverage.json say was exercised (a failed guard counts as
    /// refused), and the actions of every action row as offered.
    init(rows: [ExploreCoverage.Row]) {
        self.init()
        for row in rows {
            switch row.kind {
            case "scene" where row.reached: scenes.insert(row.name)
            case "segue" where row.reached:
                segues.insert(String(row.name.prefix { $0 != "-" }.dropLast()))
            case "action":
                actionsOffered.insert(row.name)
                if row.reached { actions.insert(row.name) }
            case "guard" where row.reached:
                let words = row.name.split(separator: " ")
                guard words.count == 6 else { continue }
                guards.insert(
                    "\(words[0]) \(words[1]) \(words[4]) \(words[5] == "held" ? "held" : "refused")")
            default: continue
            }
        }
    }
}
