/// The names a storyboard, a module and the command line share: scene and segue ids, module,
/// input, output and condition names are ASCII identifiers, a letter or `_`, then letters, digits
/// or `_`. The decoder, the registry, the manifests' reader, the scaffolder and the shell's
/// options all check names here.
package enum Names {
    /// Whether `text` is an identifier.
    package static func isIdentifier(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), first == UInt8(ascii: "_") || isLetter(first) else { return false }
        while let byte = utf8.next() {
            guard
                byte == UInt8(ascii: "_") || isLetter(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            else { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
