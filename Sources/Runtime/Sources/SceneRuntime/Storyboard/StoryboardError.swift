/// The storyboard could not be loaded; ``diagnostics`` lists every problem found, errors and
/// warnings, in the order they appear in the file.
public struct StoryboardError: Error, Sendable, CustomStringConvertible {
    /// Every problem found.
    public let diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    init(file: String, problem: StoryboardProblem) {
        self.diagnostics = [Diagnostic(problem: problem, file: file, line: nil, column: nil, path: "")]
    }

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One diagnostic a line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
