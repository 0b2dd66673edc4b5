/// The file name of a snapshot, made from the link that rebuilds it: readable, safe in any file
/// system and shell (letters, digits, `_`, `-` and `.` only), and unique within a folder.
///
/// `/` becomes `.`, `+` becomes `-`, `=` becomes `-`, every other character that is not an ASCII
/// letter, digit, `_` or `-` becomes `_`; `Main/NotesList/NoteDetail:noteID=2` is
/// `Main.NotesList.NoteDetail_noteID-2`. A long name is cut and ends in a hash of the link; two
/// links with the same name are told apart by `-2`, `-3`... in the order of their links.
enum SnapshotName {
    /// The longest name, in bytes, before its extension (file systems allow 255 bytes).
    static let maximumLength = 120

    /// The name of each link, without extension, unique ignoring case.
    static func names(for links: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for link in links.sorted() where names[link] == nil {
            let base = name(for: link)
            var name = base
            var number = 1
            while !taken.insert(name.lowercased()).inserted {
                number += 1
                name = base + "-\(number)"
            }
            names[link] = name
        }
        return names
    }

    /// The name of one link, before it is made unique.
    static func name(for link: String) -> String {
        var name = ""
        for scalar in link.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-": name.unicodeScalars.append(scalar)
            case "/": name += "."
            case "+", "=": name += "-"
            default: name += "_"
            }
        }
        if name.isEmpty || name.hasPrefix(".") || name.hasPrefix("-") { name = "_" + name }
        guard name.utf8.count > maximumLength else { return name }
        return String(name.prefix(maximumLength - 17)) + "_" + hash(link)
    }

    /// A 64-bit FNV-1a hash of the link's bytes, as 16 hexadecimal digits.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
