/// A random number generator that repeats itself for a seed (SplitMix64), so that a test fed with
/// random bytes fails the same way every time; the failing seed is in the failure message.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// `count` random bytes, leaving out `excluded`.
    mutating func bytes(_ count: Int, excluding excluded: Set<UInt8> = []) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            let byte = UInt8.random(in: 0...255, using: &self)
            if !excluded.contains(byte) { bytes.append(byte) }
        }
        return bytes
    }
}
