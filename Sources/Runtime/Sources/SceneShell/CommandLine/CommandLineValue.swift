/// One value the command line gave, checked against its ``CommandLineValueKind``.
enum CommandLineValue: Equatable, Sendable {
    /// A flag, given.
    case flag
    /// Text: a path, a word of a choice, a link.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// A whole number from 0 to the largest `UInt64`.
    case unsigned(UInt64)
    /// A number of seconds.
    case seconds(Double)
}
