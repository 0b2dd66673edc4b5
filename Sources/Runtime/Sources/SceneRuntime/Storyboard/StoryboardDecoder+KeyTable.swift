extension StoryboardDecoder {
    /// The keys an object may hold, matched on a key's bytes: each key of up to 16 bytes is two
    /// words and a length, compared whole. Every key of the storyboard passes here, so no
    /// closure, no `String`.
    struct KeyTable: Sendable {
        /// The keys, by slot, as messages name them.
        let names: [String]
        /// Each key's bytes and length, by slot.
        private let keys: [Key]

        private struct Key: Equatable {
            var bytes: ShortBytes
            var count: Int
        }

        init(_ names: [String]) {
            self.names = names
            keys = names.map { Key(bytes: ShortBytes($0), count: $0.utf8.count) }
        }

        /// The slot of the key `token` that `scanner` read, if any: matched on its bytes, or on
        /// its text for one written with escapes.
        @inline(__always) func slot(of token: JSONStringToken, in scanner: JSONScanner) -> Int? {
            guard !token.escaped else { return names.firstIndex(of: scanner.text(of: token)) }
            return slot(
                of: UnsafeBufferPointer(rebasing: scanner.bytes[token.start..<token.end]),
                readable: scanner.bytes.count - token.start)
        }

        /// The slot of the key whose UTF-8 bytes are `key`, if any; `readable` bytes may be read
        /// from its start (its count, or more when it is part of a larger input).
        private func slot(of key: UnsafeBufferPointer<UInt8>, readable: Int) -> Int? {
            guard key.count <= 16 else { return names.firstIndex { $0.utf8.elementsEqual(key) } }
            let wanted = Key(bytes: ShortBytes(key, readable: readable), count: key.count)
            for slot in keys.indices where keys[slot] == wanted { return slot }
            return nil
        }
    }
}
