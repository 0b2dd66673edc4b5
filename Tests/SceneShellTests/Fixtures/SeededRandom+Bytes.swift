@testable import SceneShell

/// Random bytes from `scenes explore`'s generator (SplitMix64), which repeats itself for a seed,
/// so that a test fed with random bytes fails the same way every time; the failing seed is in the
/// failure message.
extension SeededRandom {
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
