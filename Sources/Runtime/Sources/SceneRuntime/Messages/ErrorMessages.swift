#if canImport(Glibc)
    import Glibc
#endif

// Every message the runtime shows a person is written in this folder, `Messages/` (one file for
// each part of the runtime, and the helpers they share here), so that wording stays consistent
// and typed errors stay free of text. One voice for all of them (the DemoApp article,
// "Messages"): lower case at the start unless a name starts it, no full stop at the end, clauses joined with "; ", what the user
// typed in single quotes, the reason a file could not be used (`systemReason(_:)`), and a
// suggestion last: "; did you mean 'x'?". The "error: " prefix is the renderer's, never a message's.

/// A character beyond ASCII: `'é' (U+00E9)`, or for an invisible one its code and name:
/// `U+00A0 (NO-BREAK SPACE)`.
func describe(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    let properties = scalar.properties
    let invisible =
        properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(
            properties.generalCategory)
    guard invisible else { return "'\(scalar)' (\(code))" }
    return properties.name.map { "\(code) (\($0))" } ?? code
}

/// How to write a control character in a JSON string: `\t`, `\u0001`.
func escape(of byte: UInt8) -> String {
    switch byte {
    case 0x08: #"\b"#
    case 0x09: #"\t"#
    case 0x0C: #"\f"#
    default: #"\u00"# + hex(byte).dropFirst(2)
    }
}

/// A byte in hexadecimal: `0x0A`.
func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
}

/// Bytes in hexadecimal, separated by spaces: `0xE2 0x82`.
func hex(_ bytes: [UInt8]) -> String {
    bytes.map(hex).joined(separator: " ")
}

/// `; did you mean 'Menu'?`, or nothing without a suggestion.
package func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
}

func list(_ items: [String]) -> String {
    items.joined(separator: ", ")
}

/// A sentence a storyboard writes for the person (a guard's `refuse`) in the one voice of
/// messages: its first word lower-cased when it is a capitalised word (`Sign in to see your home
/// page.` as `sign in to see your home page`; `ID` or `iOS` stay), one full stop at its end left out.
func inOneVoice(_ sentence: String) -> String {
    var text = sentence
    if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
    let first = text.prefix { $0.isLetter }
    if first.count > 1, first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase) {
        text = first.prefix(1).lowercased() + text.dropFirst()
    }
    return text
}

/// A stack of scene ids, root first: `Menu > List > Detail`; a deep one abridged by
/// ``StackSummary``: `Menu > … 95 more > List > Detail > ...`.
func path(_ stack: [String]) -> String {
    var (named, hidden) = StackSummary.abridge(stack)
    if hidden > 0 { named.insert("… \(hidden) more", at: 1) }
    return named.joined(separator: " > ")
}

/// The most characters of a text from outside the program that a message quotes
/// (``quoted(_:)``, ``abbreviated(_:)``, a link's excerpt): a longer one is cut there.
package let quotedCharacterLimit = 60

/// A word from outside the program (typed at the prompt, read from a file) as a message shows it:
/// in single quotes, made ``printable(_:)``, and cut after ``quotedCharacterLimit`` (60)
/// characters, with its full length given, so that a 1 MB word does not come back 1 MB long.
package func quoted(_ text: String) -> String {
    guard isLong(text) else { return "'\(printable(text))'" }
    return "'\(printable(String(text.prefix(quotedCharacterLimit))))…' (\(text.count) characters)"
}

/// A file's path as a message shows it: in single quotes, made ``printable(_:)``, and whole, since
/// a person needs all of it to find the file (a path names at most `PATH_MAX`, 4,096 bytes; a
/// longer one is cut after 4,096 characters as ``quoted(_:)`` cuts after 60).
package func quotedPath(_ path: String) -> String {
    guard path.utf8.count > 4_096, !path.dropFirst(4_096).isEmpty else { return "'\(printable(path))'" }
    return "'\(printable(String(path.prefix(4_096))))…' (\(path.count) characters)"
}

/// ` from 1 to 3`; a range of one value reads ` 1`.
func wholeNumberRange(_ range: ClosedRange<Int>) -> String {
    if range.lowerBound == range.upperBound { return " \(range.lowerBound)" }
    return " from \(range.lowerBound) to \(range.upperBound)"
}

/// A text from the file, made ``printable(_:)`` and cut after its first ``quotedCharacterLimit``
/// (60) characters if it is longer.
func abbreviated(_ text: String) -> String {
    printable(isLong(text) ? text.prefix(quotedCharacterLimit) + "…" : text)
}

/// Whether a text is longer than ``quotedCharacterLimit`` characters (counted only when it has
/// more bytes than that, and only up to one past the limit, so that the check costs no more than
/// the quote).
func isLong(_ text: String) -> Bool {
    text.utf8.count > quotedCharacterLimit && !text.dropFirst(quotedCharacterLimit).isEmpty
}

/// The system's words for an error number, in lowercase, as messages quote them: `permission denied`.
func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}
