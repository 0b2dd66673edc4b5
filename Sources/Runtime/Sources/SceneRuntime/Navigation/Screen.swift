/// What a scene shows, independent of any terminal: the shell decides how each line looks.
public struct Screen: Sendable, Equatable {
    /// One line of a screen.
    public enum Line: Sendable, Equatable {
        /// Plain text.
        case text(String)
        /// A heading inside the screen.
        case heading(String)
        /// An entry of a list; `number` is what the user types to pick it, if anything.
        case item(number: Int?, String)
        /// A labelled value, as in a form or a detail view.
        case field(label: String, value: String)
        /// A message about the last action that went wrong (a validation error, a refused login).
        case error(String)
        /// A message about the last action that went well.
        case success(String)
        /// A hint shown in place of missing content: `(no contacts yet)`.
        case placeholder(String)
        /// An empty line.
        case blank
    }

    /// The lines, top to bottom.
    public var lines: [Line]

    /// Creates a screen.
    public init(_ lines: [Line] = []) {
        self.lines = lines
    }
}
