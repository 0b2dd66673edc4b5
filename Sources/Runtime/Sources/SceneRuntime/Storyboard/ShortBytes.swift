/// The first 16 bytes of a run of bytes as two little-endian words, zero past its end: a key or a
/// name compared in two word compares. Two runs of one length are equal when their values are,
/// up to 16 bytes.
struct ShortBytes: Equatable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// The first 16 of `bytes`; `readable` bytes may be read from their start (their count, or
    /// more where they are part of a larger input: then two loads, the rest masked off).
    init(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) {
        guard let base = bytes.baseAddress else { return }
        let count = min(bytes.count, 16)
        if readable >= 16 {
            let raw = UnsafeRawPointer(base)
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (1 << (UInt64(count) &* 8)) &- 1
                high = 0
            } else if count < 16 {
                high &= (1 << (UInt64(count - 8) &* 8)) &- 1
            }
            return
        }
        for position in 0..<count {
            let byte = UInt64(base[position])
            if position < 8 {
                low |= byte << (UInt64(position) &* 8)
            } else {
                high |= byte << (UInt64(position - 8) &* 8)
            }
        }
    }

    /// The first 16 bytes of `text`'s UTF-8.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { ShortBytes($0, readable: 0) }
    }
}
