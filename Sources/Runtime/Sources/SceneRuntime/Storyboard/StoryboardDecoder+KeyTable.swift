extension StoryboardDecoder {
    /// The keys an object may hold, matched on a key's bytes: each key of up to 16 bytes is two
    /// words, compared whole. Every key of the storyboard passes here, so no closure, no `String`.
    struct KeyTable: Sendable {
        /// The keys, by slot, as messages name them.
        let names: [String]
        /// Each key's bytes as two little-endian words, and its length, by slot.
        private let packed: [Packed]

        private struct Packed: Equatable {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var count: Int
        }

        init(_ names: [String]) {
            self.names = names
            packed = names.map { Array($0.utf8).withUnsafeBufferPointer { Self.pack($0, readable: 0) } }
        }

        /// The slot of the key whose UTF-8 bytes are `key`, if any; `readable` bytes may be read
        /// from its start (its count, or more when it is part of a larger input).
        func slot(of key: UnsafeBufferPointer<UInt8>, readable: Int) -> Int? {
            guard key.count <= 16 else { return names.firstIndex { $0.utf8.elementsEqual(key) } }
            let wanted = Self.pack(key, readable: readable)
            for slot in packed.indices where packed[slot] == wanted { return slot }
            return nil
        }

        /// The slot of the key `text`, if any: for a key written with escapes.
        func slot(of text: String) -> Int? {
            names.firstIndex(of: text)
        }

        /// The first 16 bytes of `bytes`, as two little-endian words, and their count. Read as two
        /// loads where 16 bytes are there to read (the bytes of the input beyond a key are
        /// ignored), else byte by byte.
        private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> Packed {
            var packed = Packed(count: bytes.count)
            guard let base = bytes.baseAddress else { return packed }
            let count = min(bytes.count, 16)
            if readable >= 16 {
                let raw = UnsafeRawPointer(base)
                packed.low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                packed.high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                if count < 8 {
                    packed.low &= (1 << (UInt64(count) &* 8)) &- 1
                    packed.high = 0
                } else if count < 16 {
                    packed.high &= (1 << (UInt64(count - 8) &* 8)) &- 1
                }
                return packed
            }
            for position in 0..<count {
                let byte = UInt64(base[position])
                if position < 8 {
                    packed.low |= byte << (UInt64(position) &* 8)
                } else {
                    packed.high |= byte << (UInt64(position - 8) &* 8)
                }
            }
            return packed
        }
    }
}
