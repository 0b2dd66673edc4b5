#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Names interned to small integers: the loader turns every scene and segue id into one once,
/// while scanning, so that checking the graph compares and indexes integers instead of hashing
/// strings.
///
/// Open addressing over a cheap hash of the UTF-8 bytes (FNV-1a), computed by the scanner as it
/// checks an identifier, so that no string is hashed twice.
struct SymbolTable: Sendable {
    /// The names, by symbol.
    private(set) var names: [String] = []
    /// The names' UTF-8 bytes, one after the other, and where each starts (one more than there
    /// are names): a probe on bytes compares them with `memcmp`, no string in the way.
    private var utf8: [UInt8] = []
    private var starts: [Int] = [0]
    /// In each slot, the name's hash in the high half and its symbol + 1 in the low half; 0 for
    /// an empty slot. A probe reads one slot, and the name only when the hashes match.
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
        utf8.reserveCapacity(capacity * 8)
        starts.reserveCapacity(capacity + 1)
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

    /// The symbol of `name`, interning it if new; `hash` is ``hash(of:)`` of the name.
    mutating func intern(_ name: String, hash: UInt32) -> Int32 {
        let (slot, found) = probe(hash) { names[$0] == name }
        return found ?? add(name, hash: hash, at: slot)
    }

    /// The symbol of the name whose UTF-8 bytes are `bytes`, interning it if new; `hash` is
    /// their hash. A name seen before is found on its bytes: no string is made for it.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32 {
        let (slot, found) = probe(hash) { symbol in
            let start = starts[symbol]
            guard starts[symbol + 1] - start == bytes.count else { return false }
            guard let right = bytes.baseAddress else { return true }
            return utf8.withUnsafeBufferPointer { stored in
                stored.baseAddress.map { memcmp($0 + start, right, bytes.count) == 0 } ?? false
            }
        }
        return found ?? add(String(decoding: bytes, as: UTF8.self), hash: hash, at: slot)
    }

    /// The slot of the name with `hash` whose symbol `matches` accepts, and its symbol; or the
    /// empty slot where it would go, and `nil`.
    private func probe(_ hash: UInt32, _ matches: (Int) -> Bool) -> (slot: Int, symbol: Int32?) {
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if UInt32(entry >> 32) == hash {
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
        utf8.append(contentsOf: name.utf8)
        starts.append(utf8.count)
        slots[slot] = UInt64(hash) << 32 | UInt64(symbol + 1)
        if names.count * 2 > slots.count { grow() }
        return symbol
    }

    /// The symbol of `name`, if interned.
    func symbol(of name: String) -> Int32? {
        probe(Self.hash(of: name)) { names[$0] == name }.symbol
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(UInt32(entry >> 32)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
