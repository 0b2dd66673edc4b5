/// How `scenes diff` prints a comparison.
enum DiffFormat: String, CaseIterable, Equatable {
    /// Grouped lines, for reading in the terminal.
    case text
    /// One JSON object, for tools (its shape is in the Storyboard format article).
    case json
}
