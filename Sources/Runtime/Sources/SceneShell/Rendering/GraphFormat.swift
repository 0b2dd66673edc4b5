/// How the flow graph is printed.
enum GraphFormat: String, CaseIterable, Equatable {
    /// An indented outline, for reading in the terminal.
    case text
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart.
    case mermaid
}
