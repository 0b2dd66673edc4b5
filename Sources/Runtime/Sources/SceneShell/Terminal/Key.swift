/// A key press, decoded from the bytes a terminal sends.
enum Key: Equatable {
    /// Printable text (one character, possibly several bytes of UTF-8).
    case text(String)
    case enter
    case tab
    case backspace
    case delete
    case left
    case right
    case up
    case down
    case home
    case end
    /// Esc pressed alone (not the start of a sequence).
    case escape
    /// Ctrl and a letter, given in lowercase: `.control("a")` is Ctrl-A.
    case control(Character)
    /// A sequence this editor does not handle.
    case unknown
}
