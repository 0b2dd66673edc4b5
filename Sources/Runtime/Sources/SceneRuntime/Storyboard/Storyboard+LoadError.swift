extension Storyboard {
    /// The storyboard could not be loaded; ``diagnostics`` lists every problem found, errors and
    /// warnings, in the order they appear in the file.
    public struct LoadError: Error, Sendable, CustomStringConvertible {
        /// Every problem found.
        public let diagnostics: [Storyboard.Diagnostic]

        /// Creates an error from diagnostics.
        public init(diagnostics: [Storyboard.Diagnostic]) {
            self.diagnostics = diagnostics
        }

        init(file: String, problem: StoryboardProblem) {
            self.diagnostics = [
                Storyboard.Diagnostic(problem, at: 0, .root, file: file)
            ]
        }

        /// Only the errors.
        public var errors: [Storyboard.Diagnostic] { diagnostics.filter { $0.severity == .error } }

        /// One diagnostic a line.
        public var description: String {
            diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}

/// The former name of ``Storyboard/LoadError``.
@available(*, deprecated, renamed: "Storyboard.LoadError")
public typealias StoryboardError = Storyboard.LoadError
