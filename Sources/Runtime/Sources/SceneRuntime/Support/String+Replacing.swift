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
}
