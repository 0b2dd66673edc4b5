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
    /// Alt (or Esc before it) and a printable key, a letter given in lowercase: `.alt("b")` is
    /// Alt-B, sent as `Esc b`.
    case alt(Character)
    /// Alt-Backspace (`Esc` and Backspace).
    case altBackspace
    /// Ctrl-Left or Alt-Left (`Esc [ 1 ; 5 D`, `Esc [ 1 ; 3 D`): one word to the left.
    case wordLeft
    /// Ctrl-Right or Alt-Right (`Esc [ 1 ; 5 C`, `Esc [ 1 ; 3 C`): one word to the right.
    case wordRight
    /// A sequence this editor does not handle.
    case unknown
}
