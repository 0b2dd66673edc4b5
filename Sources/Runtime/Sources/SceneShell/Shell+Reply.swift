extension Shell {
    /// What a command replied, in parts that each medium puts together its own way: what the
    /// command said, its warnings and its error, and the screen to show after it.
    ///
    /// - Script mode and line mode print ``printed`` (what it said, then the screen) on standard
    ///   output, then the warnings and the error on standard error (``ScriptSession/show(_:console:errorPrefix:)``).
    /// - Full-screen mode draws the screen at the top, and what the command said, its warnings and
    ///   its error under it (`FullScreen.show(_:errorPrefix:)`).
    ///
    /// The screen is rendered once, by the command that shows it; no medium takes it out of what
    /// the command said.
    package struct Reply: Equatable {
        /// What the command said, for standard output: a listing, a report, the note that it was
        /// cancelled. Never the screen, which is ``screen``.
        package var output: TerminalText = ""
        /// The screen after the command, when the command shows it (a navigation, an action, a
        /// reload that went through); `nil` when it shows none (a listing, help, an error, a
        /// cancelled command).
        package var screen: TerminalText?
        /// An error message (without the `error: ` prefix), for standard error.
        package var error: String?
        /// Warnings, one per line, for standard error.
        package var warnings: [String] = []
        /// Whether `error` is a storyboard's diagnostics, each line saying where and what it is
        /// (``ShellMessages/isLocated(_:)``), so that no `error: ` goes before it.
        package var errorIsLocated = false
        /// Whether the user asked to leave.
        package var quit = false
        /// Whether the command failed without an error of its own: the scene action went through,
        /// but the scene shows on its screen why it did not do what was asked (a refused login, an
        /// invalid form, a failed save). See ``Shell/sceneReportsFailure(of:)``.
        package var failed = false

        /// What a medium that prints replies one after the other (script mode, line mode) writes
        /// on standard output: what the command said, then the screen.
        package var printed: TerminalText {
            guard let screen else { return output }
            return output + screen
        }
    }
}
