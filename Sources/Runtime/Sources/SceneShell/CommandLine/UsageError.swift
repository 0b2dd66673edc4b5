/// A command line that cannot be understood; the program exits with status 2.
struct UsageError: Error, Equatable {
    let message: String
    /// The subcommand whose usage to show, or `nil` for the program's.
    let command: String?
}
