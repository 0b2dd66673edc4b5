extension Storyboard {
    /// One problem found in a storyboard, with where it is.
    ///
    /// Its ``description`` follows the compiler convention, `FILE:LINE:COLUMN: error: PATH: message`,
    /// so that editors and terminals turn it into a link.
    public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
        /// Whether the problem stops the storyboard from loading.
        public enum Severity: String, Sendable {
            /// The storyboard cannot be used.
            case error
            /// The storyboard works, but something is probably not what was meant.
            case warning
        }

        /// What is wrong, as the runtime and its tools tell problems apart.
        package let problem: StoryboardProblem
        /// The file the problem is in.
        public let file: String
        /// The 1-based line, or `nil` for a problem with the whole file.
        public let line: Int?
        /// The 1-based column, or `nil` for a problem with the whole file.
        public let column: Int?
        /// The JSON path of the value concerned (`scenes[3].segues[1].to`); empty for the document.
        public let path: String

        /// Creates a diagnostic.
        package init(problem: StoryboardProblem, file: String, line: Int?, column: Int?, path: String) {
            self.problem = problem
            self.file = file
            self.line = line
            self.column = column
            self.path = path
        }

        /// Whether this is an error or a warning.
        public var severity: Severity { problem.severity }

        /// The message alone, without location.
        public var message: String { problem.message }

        /// What kind of problem this is, in a word that stays the same from one version to the next
        /// (`unknownDestination`, `duplicateSceneID`, `unreachableScene`): what a script or a tool
        /// matches on, where ``message`` is for a person and may be reworded.
        public var code: String { problem.code }

        /// The diagnostic rendered as `FILE:LINE:COLUMN: error: PATH: message`.
        public var description: String {
            var text = file
            if let line, let column { text += ":\(line):\(column)" }
            text += ": \(severity.rawValue): "
            if !path.isEmpty { text += "\(path): " }
            return text + message
        }
    }
}

/// The former name of ``Storyboard/Diagnostic``.
@available(*, deprecated, renamed: "Storyboard.Diagnostic")
public typealias Diagnostic = Storyboard.Diagnostic
