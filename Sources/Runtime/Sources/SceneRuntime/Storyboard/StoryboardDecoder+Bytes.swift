/// Reading values straight from the bytes: keys matched among an object's known ones, objects
/// and arrays entered, booleans, strings and identifiers (checked and hashed as scanned).
extension StoryboardDecoder {
    /// The keys of one object already given, and where (for a duplicate's message).
    struct SeenKeys {
        var offsets = InlineArray<8, Int>(repeating: -1)

        func contains(_ slot: Int) -> Bool { offsets[slot] >= 0 }
    }

    /// The slot among `keys` of the next member of `object` with a known key, its value being next;
    /// `nil` after the closing brace. Unknown and duplicate keys on the way are reported and their
    /// values skipped: the one loop over an object's members, for the root, a scene and a segue.
    mutating func nextSlot(
        in object: inout JSONScanner.Container, of keys: KeyTable, seen: inout SeenKeys,
        path: StoryboardPath
    ) throws(JSONSyntaxError) -> Int? {
        while let (key, keyOffset) = try scanner.nextKey(in: &object) {
            if let slot = try slot(of: key, at: keyOffset, in: keys, seen: &seen, path: path) { return slot }
        }
        return nil
    }

    /// The slot of `key` among `keys`, its value being next; `nil`, the value skipped, for an
    /// unknown or duplicate key, reported.
    private mutating func slot(
        of key: JSONStringToken, at keyOffset: Int, in keys: KeyTable, seen: inout SeenKeys,
        path: StoryboardPath
    ) throws(JSONSyntaxError) -> Int? {
        guard let slot = keys.slot(of: key, in: scanner) else {
            let name = scanner.text(of: key)
            let allowed = keys.names
            report(
                .unknownKey(name, allowed: allowed, suggestion: Suggestion.closest(to: name, in: allowed)),
                at: keyOffset, path.appending(name))
            _ = try scanner.skipValue()
            return nil
        }
        guard !seen.contains(slot) else {
            let name = scanner.text(of: key)
            report(
                .duplicateKey(name, firstLine: line(of: seen.offsets[slot])), at: keyOffset,
                path.appending(name))
            _ = try scanner.skipValue()
            return nil
        }
        seen.offsets[slot] = keyOffset
        return slot
    }

    mutating func reportMissing(
        _ seen: SeenKeys, in keys: KeyTable, required: [Int], at offset: Int, _ path: StoryboardPath
    ) {
        for slot in required where !seen.contains(slot) {
            report(.missingKey(keys.names[slot]), at: offset, path)
        }
    }

    /// Enters the object next, or skips and reports a value of another type.
    mutating func beginObject(at path: StoryboardPath) throws(JSONSyntaxError) -> JSONScanner.Container? {
        try begin(UInt8(ascii: "{"), expected: "an object", at: path)
    }

    /// Enters the array next, or skips and reports a value of another type.
    mutating func beginArray(at path: StoryboardPath) throws(JSONSyntaxError) -> JSONScanner.Container? {
        try begin(UInt8(ascii: "["), expected: "an array", at: path)
    }

    /// Enters the object or the array that `opening` (`{` or `[`) starts, if it is next; or skips
    /// and reports a value of another type.
    private mutating func begin(
        _ opening: UInt8, expected: String, at path: StoryboardPath
    ) throws(JSONSyntaxError) -> JSONScanner.Container? {
        guard scanner.next == opening else {
            try skipWrongType(expected: expected, at: path)
            return nil
        }
        return try opening == UInt8(ascii: "{") ? scanner.beginObject() : scanner.beginArray()
    }

    mutating func skipWrongType(expected: String, at path: StoryboardPath) throws(JSONSyntaxError) {
        let offset = scanner.index
        let shape = try scanner.skipValue()
        report(.wrongType(expected: expected, found: scanner.describe(shape)), at: offset, path)
    }

    /// The boolean next, or `nil` after reporting a value of another type.
    mutating func readBoolean(at path: StoryboardPath) throws(JSONSyntaxError) -> Bool? {
        let offset = scanner.index
        let shape = try scanner.skipValue()
        guard case .bool(let value) = shape else {
            report(.wrongType(expected: "true or false", found: scanner.describe(shape)), at: offset, path)
            return nil
        }
        return value
    }

    /// The string next, or `nil` after reporting a value of another type.
    mutating func readString(at path: StoryboardPath) throws(JSONSyntaxError) -> String? {
        guard scanner.next == UInt8(ascii: "\"") else {
            try skipWrongType(expected: "a string", at: path)
            return nil
        }
        return scanner.text(of: try scanner.scanString())
    }

    /// The identifier next, checked and hashed on its bytes; `nil` after reporting anything else.
    /// An `interned` one is given its symbol, and a name seen before is not made again: its text
    /// is the symbol table's.
    mutating func readIdentifier(
        at path: StoryboardPath, role: String, interned: Bool = false
    ) throws(JSONSyntaxError) -> Identifier? {
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "\"") else {
            try skipWrongType(expected: "a string", at: path)
            return nil
        }
        if let (token, hash) = scanPlainIdentifier() {
            guard interned else {
                return Identifier(text: scanner.text(of: token), hash: hash, offset: offset)
            }
            let symbol = declaration.symbols.intern(
                UnsafeBufferPointer(rebasing: scanner.bytes[token.start..<token.end]), hash: hash,
                readable: scanner.bytes.count - token.start)
            return Identifier(
                text: declaration.symbols.names[Int(symbol)], hash: hash, offset: offset, symbol: symbol)
        }
        // Not a plain identifier: one written with escapes, or not an identifier.
        let token = try scanner.scanString()
        let text = scanner.text(of: token)
        guard token.escaped, Names.isIdentifier(text) else {
            report(.invalidIdentifier(text, role: role), at: offset, path)
            return nil
        }
        let hash = SymbolTable.hash(of: text)
        guard interned else { return Identifier(text: text, hash: hash, offset: offset) }
        return Identifier(
            text: text, hash: hash, offset: offset, symbol: declaration.symbols.intern(text, hash: hash))
    }

    /// The string next, from its opening quote, if it is a plain identifier (no escape, a letter
    /// or `_`, then letters, digits or `_`), moving past it, with the hash of its bytes: one
    /// pass over them for the common case. `nil`, the scanner where it was, for anything else,
    /// which ``JSONScanner/scanString()`` then reads (and reports) as any string.
    private mutating func scanPlainIdentifier() -> (JSONStringToken, hash: UInt32)? {
        let bytes = scanner.bytes
        let start = scanner.index + 1
        guard start < bytes.count, Self.isIdentifierHead(bytes[start]) else { return nil }
        var hash = SymbolTable.emptyHash
        var position = start
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                scanner.index = position + 1
                return (JSONStringToken(start: start, end: position, escaped: false), hash)
            }
            guard Self.isIdentifierHead(byte) || byte &- UInt8(ascii: "0") < 10 else { return nil }
            hash = SymbolTable.hash(hash, adding: byte)
            position += 1
        }
        return nil
    }

    /// Whether `byte` may start an identifier: an ASCII letter or `_`.
    @inline(__always) private static func isIdentifierHead(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }
}
