/// Names interned to small integers: the loader turns every scene and segue id into one once,
/// while scanning, so that checking the graph compares and indexes integers instead of hashing
/// strings.
///
/// Open addressing over a cheap hash of the UTF-8 bytes (FNV-1a), computed by the scanner as it
/// checks an identifier, so that no string is hashed twice.
struct SymbolTable: Sendable {
    /// The names, by symbol.
    private(set) var names: [String] = []
    /// Each name's first 16 bytes, by symbol: a probe compares a name of up to 16 bytes in two
    /// word compares, without reading its string.
    private var prefixes: [ShortBytes] = []
    /// In each slot, the name's tag (``tag(hash:count:)``) in the high half and its symbol + 1 in
    /// the low half; 0 for an empty slot. A probe reads one slot, and the name only when the tags
    /// match.
    private var slots: [UInt64]
    private var mask: Int

    /// The hash of nothing, to which ``hash(_:adding:)`` adds bytes.
    static let emptyHash: UInt32 = 2_166_136_261

    /// A table sized for about `capacity` names before it grows.
    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        names.reserveCapacity(capacity)
        prefixes.reserveCapacity(capacity)
    }

    /// How many names are interned.
    var count: Int { names.count }

    /// `hash` with `byte` added (FNV-1a).
    @inline(__always) static func hash(_ hash: UInt32, adding byte: UInt8) -> UInt32 {
        (hash ^ UInt32(byte)) &* 16_777_619
    }

    /// The hash of a name's UTF-8 bytes.
    static func hash(of name: String) -> UInt32 {
        var hash = emptyHash
        for byte in name.utf8 { hash = Self.hash(hash, adding: byte) }
        return hash
    }

    /// What a slot keeps of a name to compare before reading it: 24 bits of its hash and its
    /// length in bytes (255 for 255 or more).
    private static func tag(hash: UInt32, count: Int) -> UInt32 {
        hash << 8 | UInt32(min(count, 255))
    }

    /// The symbol of `name`, interning it if new; `hash` is ``hash(of:)`` of the name.
    mutating func intern(_ name: String, hash: UInt32) -> Int32 {
        let (slot, found) = probe(hash, count: name.utf8.count) { names[$0] == name }
        return found ?? add(name, hash: hash, at: slot)
    }

    /// The symbol of the name whose UTF-8 bytes are `bytes`, interning it if new; `hash` is
    /// their hash, and `readable` bytes may be read from their start (see ``ShortBytes``). A
    /// name seen before is found on its bytes: no string is made for it.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, readable: Int) -> Int32 {
        let (slot, found): (Int, Int32?)
        if bytes.count <= 16 {
            let prefix = ShortBytes(bytes, readable: readable)
            (slot, found) = probe(hash, count: bytes.count) { prefixes[$0] == prefix }
        } else {
            (slot, found) = probe(hash, count: bytes.count) { names[$0].utf8.elementsEqual(bytes) }
        }
        return found ?? add(String(decoding: bytes, as: UTF8.self), hash: hash, at: slot)
    }

    /// The slot of the name with `hash` and `count` bytes whose symbol `matches` accepts, and its
    /// symbol; or the empty slot where it would go, and `nil`.
    private func probe(_ hash: UInt32, count: Int, _ matches: (Int) -> Bool) -> (slot: Int, symbol: Int32?) {
        let tag = Self.tag(hash: hash, count: count)
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if UInt32(entry >> 32) == tag {
                let symbol = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if matches(symbol) { return (slot, Int32(symbol)) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Interns `name`, new, in the empty `slot`.
    private mutating func add(_ name: String, hash: UInt32, at slot: Int) -> Int32 {
        let symbol = Int32(names.count)
        names.append(name)
        prefixes.append(ShortBytes(name))
        slots[slot] = UInt64(Self.tag(hash: hash, count: name.utf8.count)) << 32 | UInt64(symbol + 1)
        if names.count * 2 > slots.count { grow() }
        return symbol
    }

    /// The symbol of `name`, if interned.
    func symbol(of name: String) -> Int32? {
        probe(Self.hash(of: name), count: name.utf8.count) { names[$0] == name }.symbol
    }

    /// Doubles the slots, each name placed again by its whole hash (a slot keeps only part).
    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for entry in old where entry != 0 {
            let symbol = Int(UInt32(truncatingIfNeeded: entry)) - 1
            var slot = Int(Self.hash(of: names[symbol])) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
