/// Names interned to small integers: the loader turns every scene and segue id into one once,
/// while scanning, so that checking the graph compares and indexes integers instead of hashing
/// strings.
///
/// Open addressing over a cheap hash of the UTF-8 bytes (FNV-1a), computed by the scanner as it
/// checks an identifier, so that no string is hashed twice.
struct SymbolTable: Sendable {
    /// The names, by symbol.
    private(set) var names: [String] = []
    private var hashes: [UInt32] = []
    /// Symbol + 1 in each slot; 0 for an empty slot.
    private var slots: [Int32]
    private var mask: Int

    /// The hash of nothing, to which ``hash(_:adding:)`` adds bytes.
    static let emptyHash: UInt32 = 2_166_136_261

    /// A table sized for about `capacity` names before it grows.
    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
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
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let symbol = Int(entry - 1)
            if hashes[symbol] == hash && names[symbol] == name { return Int32(symbol) }
            slot = (slot + 1) & mask
        }
        let symbol = Int32(names.count)
        names.append(name)
        hashes.append(hash)
        slots[slot] = symbol + 1
        if names.count * 2 > slots.count { grow() }
        return symbol
    }

    /// The symbol of `name`, if interned.
    func symbol(of name: String) -> Int32? {
        let hash = Self.hash(of: name)
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let symbol = Int(entry - 1)
            if hashes[symbol] == hash && names[symbol] == name { return Int32(symbol) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        for (symbol, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(symbol) + 1
        }
    }
}
