extension String {
    /// `self` with every occurrence of `target` replaced by `replacement`, matched byte by byte
    /// in UTF-8 (so scalar by scalar), as Foundation's `replacingOccurrences(of:with:)` matches:
    /// a quote or a backslash followed by a combining mark is still found, where the standard
    /// library's `replacing(_:with:)`, which compares characters, would pass it by.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard let first = pattern.first else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let end = index + pattern.count
            if bytes[index] == first, end <= bytes.count, bytes[index..<end].elementsEqual(pattern) {
                result.append(contentsOf: replacement.utf8)
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `self` with each scalar that `replacements` has a key for replaced by its value, in one pass:
    /// an escaping that maps characters to entities (XML's, Mermaid's). Matched scalar by scalar, as
    /// ``replacingEvery(_:with:)`` matches, so a `<` followed by a combining mark is still replaced.
    package func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
