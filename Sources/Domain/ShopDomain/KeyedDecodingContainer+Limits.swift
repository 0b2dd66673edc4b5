extension KeyedDecodingContainer {
    /// The whole number at `key`, which must be within `limits`: outside them, decoding throws
    /// `a quantity must be from 1 to 9999` (`name` is `a quantity`; `unit`, if any, follows), so a
    /// data file holding such a number is reported as corrupt instead of trapping later.
    func decode(
        _ type: Int.Type, forKey key: Key, within limits: ClosedRange<Int>, as name: String, unit: String = ""
    ) throws -> Int {
        let value = try decode(Int.self, forKey: key)
        guard limits.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "\(name) must be from \(limits.lowerBound) to \(limits.upperBound)\(unit)")
        }
        return value
    }
}
