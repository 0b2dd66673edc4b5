/// Text written as UTF-8 bytes into one buffer and made a `String` once: for texts made by the
/// hundred thousand, a storyboard's diagnostics, where each `String` append or interpolation
/// costs hundreds of instructions and a byte copy costs a few.
package struct TextBuffer {
    private var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The text `write` writes into a buffer with room for `capacity` bytes.
    package static func text(capacity: Int, _ write: (inout TextBuffer) -> Void) -> String {
        var buffer = TextBuffer(capacity: capacity)
        write(&buffer)
        return buffer.text
    }

    /// How many bytes are written.
    package var count: Int { bytes.count }

    /// The text written.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `text` as it is.
    package mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Writes `number` in decimal digits.
    package mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // Room for the digits, written from the last: `UInt.max` has 20.
        var digits = 1
        var power: UInt = 10
        while digits < 20 && magnitude >= power {
            digits += 1
            power = power &* 10
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = bytes.count
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    /// Writes `text` as ``quoted(_:)`` shows it: in single quotes, made printable, cut when long.
    package mutating func appendQuoted(_ text: String) {
        guard text.utf8.count <= quotedCharacterLimit,
            isPlainASCII(text, keepingLineBreaks: false, keepingTabs: false)
        else { return append(quoted(text)) }
        bytes.append(UInt8(ascii: "'"))
        append(text)
        bytes.append(UInt8(ascii: "'"))
    }
}
