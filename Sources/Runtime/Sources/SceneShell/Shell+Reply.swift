extension Shell {
    /// What a line produced.
    package struct Reply: Equatable {
        /// Text for standard output.
        package var output: TerminalText = ""
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
    }
}
