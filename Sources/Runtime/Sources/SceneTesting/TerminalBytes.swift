/// Checks what a program wrote to a terminal: only the shell's own escape sequences, no control,
/// C1 or format character (Cf: bidirectional controls, ZERO WIDTH SPACE, joiners...) that text
/// could have smuggled in.
///
/// ```swift
/// #expect(TerminalBytes.problems(in: output) == [])
/// ```
public enum TerminalBytes {
    /// What the check allows besides text, line feeds (with or without a carriage return) and tabs.
    public enum Allowance: Sendable {
        /// Select Graphic Rendition sequences (`Esc [ 1 m`, `Esc [ 0 m`): the shell's colours.
        case colors
        /// Colours, and the line editor's controls: carriage return, bell, `Esc [ K` and
        /// `Esc [ N D`.
        case lineEditor
        /// The line editor's, and the full screen's: `Esc [ ROW ; COLUMN H`, `Esc [ H`,
        /// `Esc [ 2 J` and the alternate screen's `Esc [ ? 1049 h` and `l`.
        case fullScreen
    }

    /// Every character or sequence in `text` that a terminal would act on, other than those
    /// `allowance` permits, each described with its offset (in Unicode scalars); empty when
    /// `text` is safe.
    public static func problems(in text: String, allowing allowance: Allowance = .colors) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var problems: [String] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                if let length = ownSequence(scalars, at: index, allowance: allowance) {
                    index += length
                    continue
                }
                let sequence = String(
                    String.UnicodeScalarView(scalars[index..<min(scalars.count, index + 8)]))
                problems.append("escape sequence at \(index): \(sequence.debugDescription)")
            } else if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                // A carriage return before a line feed overwrites nothing.
            } else if isHidden(scalar, allowance: allowance) {
                problems.append("U+\(String(scalar.value, radix: 16, uppercase: true)) at \(index)")
            }
            index += 1
        }
        return problems
    }

    /// The length of the shell's own sequence starting at `index`, or `nil` if it is none.
    private static func ownSequence(_ scalars: [Unicode.Scalar], at index: Int, allowance: Allowance) -> Int?
    {
        guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
        if allowance == .fullScreen {
            let alternate = String(
                String.UnicodeScalarView(scalars[(index + 2)..<min(scalars.count, index + 8)]))
            if alternate == "?1049h" || alternate == "?1049l" { return 8 }
        }
        var end = index + 2
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
        guard end < scalars.count else { return nil }
        switch scalars[end] {
        case "m": return end - index + 1
        case "K" where allowance != .colors, "D" where allowance != .colors: return end - index + 1
        case "H" where allowance == .fullScreen, "J" where allowance == .fullScreen: return end - index + 1
        default: return nil
        }
    }

    private static func isHidden(_ scalar: Unicode.Scalar, allowance: Allowance) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x0D, 0x07: allowance == .colors
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0xAD...: scalar.properties.generalCategory == .format  // bidi controls, ZWSP, joiners...
        default: false
        }
    }
}
