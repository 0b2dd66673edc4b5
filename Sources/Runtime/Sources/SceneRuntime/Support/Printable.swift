/// `text` with its control characters made visible, so that printing it cannot drive the
/// terminal: C0 controls and DEL in caret notation (`^[` for Esc, `^@` for NUL, `^?` for DEL, `^J`
/// for a line feed), C1 controls and every format character (Unicode's general category Cf: the
/// bidirectional controls that reorder what follows them, U+202E; the invisible ones that would
/// hide or join text, ZERO WIDTH SPACE U+200B, the joiners U+200C and U+200D, even inside an emoji
/// sequence, WORD JOINER U+2060, the byte order mark U+FEFF, the soft hyphen U+00AD, tags from
/// U+E0001) as `\u{9B}`, `\u{202E}`, `\u{200B}`. Tabs
/// are kept unless `keepingTabs` is false; line feeds only when `keepingLineBreaks` is true. This
/// is the one implementation: error messages, the shell's prompt echo and everything the shell
/// writes to the terminal use it.
package func printable(_ text: String) -> String {
    printable(text, keepingLineBreaks: false)
}

/// ``printable(_:)``, keeping line feeds (and a carriage return right before one, which cannot
/// overwrite anything) if `keepingLineBreaks`, and tabs unless `keepingTabs` is false. (A separate
/// function, so that `printable` stays usable as a `(String) -> String`.)
package func printable(_ text: String, keepingLineBreaks: Bool, keepingTabs: Bool = true) -> String {
    // Printable ASCII needs nothing: checked on the bytes, the common case costs little.
    if isPlainASCII(text, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs) { return text }
    return printableScalars(text, keepingLineBreaks: keepingLineBreaks, keepingTabs: keepingTabs)
}

/// Whether every byte of `text` is printable ASCII, a line feed kept or a tab kept, so that
/// ``printable(_:keepingLineBreaks:keepingTabs:)`` returns it as it is. The speed path of that
/// function (eight bytes at a time): on the `script` benchmark, reading every text by its scalars
/// instead costs 13% more instructions (see Benchmarks.md, "Speed paths").
func isPlainASCII(_ text: String, keepingLineBreaks: Bool, keepingTabs: Bool) -> Bool {
    func isPlain(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F) || (byte == 0x0A && keepingLineBreaks) || (byte == 0x09 && keepingTabs)
    }
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
        // Eight bytes at a time while they are all 0x20...0x7E, then byte by byte. A byte below
        // 0x20 or from 0x7F sets the high bit of its lane in `below` or `above`; a borrow or carry
        // may set a later lane's too, which only sends the eight bytes to the check one by one.
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let below = (word &- 0x2020_2020_2020_2020) & ~word
            let above = (word &+ 0x0101_0101_0101_0101) | word
            if (below | above) & 0x8080_8080_8080_8080 != 0 {
                for offset in index..<index + 8 where !isPlain(raw[offset]) { return false }
            }
            index += 8
        }
        while index < raw.count, isPlain(raw[index]) { index += 1 }
        return index == raw.count
    }
    return plain ?? text.utf8.allSatisfy(isPlain)
}

/// ``printable(_:keepingLineBreaks:keepingTabs:)`` read by Unicode scalars, with no ASCII
/// shortcut: the plain path, right for any text.
func printableScalars(_ text: String, keepingLineBreaks: Bool, keepingTabs: Bool) -> String {
    func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: !keepingTabs
        case 0x0A: !keepingLineBreaks
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x00A0..<0x00AD: false  // the Latin-1 letters and signs, quickly
        case 0x00AD...: scalar.properties.generalCategory == .format
        default: false
        }
    }
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
        next = scalars.next()
        switch scalar.value {
        case _ where !isHidden(scalar): result.unicodeScalars.append(scalar)
        case 0x0D where keepingLineBreaks && next == "\n": result.unicodeScalars.append(scalar)
        case 0x7F: result += "^?"
        case 0x80...: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: result += "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
        }
    }
    return result
}
