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
        public internal(set) var file: String
        /// The 1-based line, or `nil` for a problem with the whole file.
        public var line: Int? { lineNumber > 0 ? Int(lineNumber) : nil }
        /// The 1-based column, or `nil` for a problem with the whole file.
        public var column: Int? { columnNumber > 0 ? Int(columnNumber) : nil }
        /// The line and column, 0 for none: four bytes each, as a storyboard may have a warning
        /// on every segue (a line past `UInt32.max`, in a file of gigabytes of line feeds, is
        /// shown as `UInt32.max`).
        private var lineNumber: UInt32 = 0
        private var columnNumber: UInt32 = 0
        /// Where the value concerned is, as indexes: its text (``path``) is made when read, so
        /// that loading a storyboard with a warning on every segue makes none.
        let place: StoryboardPath
        /// The byte offset of the value concerned, from which ``line`` and ``column`` are found
        /// once every problem of the file is (`StoryboardValidator.diagnostics`).
        let offset: Int

        /// The JSON path of the value concerned (`scenes[3].segues[1].to`); empty for the document.
        public var path: String { place.description }

        /// A problem as a reader of the file finds it, at `offset`: its line and column (and its
        /// file, unless given) are written when the problems are put in order; a problem with the
        /// whole file has none.
        init(_ problem: StoryboardProblem, at offset: Int, _ place: StoryboardPath, file: String = "") {
            self.problem = problem
            self.file = file
            self.place = place
            self.offset = offset
        }

        /// Sets the line and column.
        mutating func locate(line: Int, column: Int) {
            lineNumber = UInt32(clamping: line)
            columnNumber = UInt32(clamping: column)
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
        public var description: String { TextBuffer.text(capacity: 256) { write(to: &$0) } }

        /// Writes ``description`` into `text`: a storyboard may have a warning on every segue.
        package func write(to text: inout TextBuffer) {
            text.append(file)
            if let line, let column {
                text.append(":")
                text.append(line)
                text.append(":")
                text.append(column)
            }
            text.append(severity == .error ? ": error: " : ": warning: ")
            let start = text.count
            place.write(to: &text)
            if text.count > start { text.append(": ") }
            problem.write(to: &text)
        }
    }
}

/// The former name of ``Storyboard/Diagnostic``.
@available(*, deprecated, renamed: "Storyboard.Diagnostic")
public typealias Diagnostic = Storyboard.Diagnostic
