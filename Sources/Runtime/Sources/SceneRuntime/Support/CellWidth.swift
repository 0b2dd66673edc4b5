/// How many terminal cells text takes, measured per grapheme cluster (a Swift `Character`), the
/// way terminals lay text out:
///
/// - 2 for a cluster whose first scalar is East Asian Wide or Fullwidth (CJK ideographs, kana,
///   Hangul syllables, fullwidth forms), or an emoji shown as a picture: a scalar with the
///   Emoji_Presentation property, any emoji followed by VARIATION SELECTOR-16 (U+FE0F), a flag
///   (two regional indicators), a keycap; a ZWJ sequence (👨‍👩‍👧) or a skin-tone modifier does not
///   widen the cluster further, since it is drawn as one picture;
/// - 0 for a cluster made only of marks: nonspacing (Mn) and enclosing (Me) marks, Hangul medial
///   vowels and final consonants, and control characters (which the renderer never sends as they
///   are);
/// - a cluster holding a format character (Cf: ZERO WIDTH SPACE, a joiner, a bidirectional
///   control, the soft hyphen, a tag) is as wide as the renderer shows it, each format character
///   made visible as `\u{200B}` (so an emoji ZWJ sequence is its pictures and its joiners' escapes);
/// - 1 otherwise. A combining mark after a base (`e\u{301}`) belongs to the base's cluster.
///
/// The East Asian Width ranges are those of Unicode 15.1's `EastAsianWidth.txt` (W and F) outside
/// the emoji blocks, whose wide characters are exactly the Emoji_Presentation ones (the
/// standard library's Unicode properties give those, the general categories and Emoji).
package enum CellWidth {
    /// The cells `text` takes on one row.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The cells one grapheme cluster takes.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x7F, scalars.count == 1 { return first.value < 0x20 ? 0 : 1 }
        if scalars.contains(where: isFormat) {
            // Measured as shown: the visible form has no format character left.
            return of(printable(String(character), keepingLineBreaks: true))
        }
        if isZeroWidth(first) {
            // A cluster that starts with a mark (a mark at the start of a text) is as wide as the
            // first scalar that is not one, if any.
            guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
            return of(Character(base))
        }
        let properties = first.properties
        if isRegionalIndicator(first) { return scalars.count > 1 ? 2 : 1 }
        if scalars.contains("\u{FE0E}") { return isEastAsianWide(first.value) ? 2 : 1 }
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji, scalars.contains(where: { $0 == "\u{FE0F}" || $0 == "\u{20E3}" }) { return 2 }
        return isEastAsianWide(first.value) ? 2 : 1
    }

    /// `text` followed by spaces up to `width` cells.
    package static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: return true
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true  // Hangul medial vowels, final consonants
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether the renderer shows the scalar as an escape: a format character (Cf).
    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.generalCategory == .format
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// East Asian Width W or F (the emoji ranges aside, measured by their properties instead).
    package static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
            0x2FF0...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F, 0x3131...0x318E,
            0x3190...0x31E5, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF, 0x4E00...0xA48C,
            0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7, 0x18800...0x18CD5,
            0x18D00...0x18D08, 0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
            0x1B000...0x1B122, 0x1B132, 0x1B150...0x1B152, 0x1B155, 0x1B164...0x1B167,
            0x1B170...0x1B2FB, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
            0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
