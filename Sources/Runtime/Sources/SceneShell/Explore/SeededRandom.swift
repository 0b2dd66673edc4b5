/// SplitMix64: the same seed gives the same numbers on every machine, so that the same seed gives
/// the same run of `scenes explore`.
struct SeededRandom: RandomNumberGenerator {
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

    /// A number from 0 to `bound - 1` (0 when `bound` is 0).
    mutating func next(below bound: UInt64) -> UInt64 {
        bound == 0 ? 0 : next() % bound
    }

    /// `items` in an order drawn from the generator (Fisher–Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        guard items.count > 1 else { return items }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, Int(next(below: UInt64(index + 1))))
        }
        return items
    }
}
