import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One figure of a benchmark, printed as a JSON object on its own line.
struct Figure {
    let name: String
    let value: Double
    let unit: String
    var extra: [(String, Any)] = []

    var json: String {
        var fields: [String] = [
            "\"name\": \"\(name)\"", "\"value\": \(format(value))", "\"unit\": \"\(unit)\"",
        ]
        for (key, item) in extra {
            switch item {
            case let number as Double: fields.append("\"\(key)\": \(format(number))")
            case let number as Int: fields.append("\"\(key)\": \(number)")
            case let flag as Bool: fields.append("\"\(key)\": \(flag)")
            default:
                fields.append(
                    "\"\(key)\": \"\(String(describing: item).replacingOccurrences(of: "\"", with: "'"))\"")
            }
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func format(_ number: Double) -> String {
        number.isFinite ? String(format: "%.4g", number) : "null"
    }
}

/// Time in nanoseconds from a monotonic clock.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `runs` measurements of `body`, each the nanoseconds it took.
func median(runs: Int, _ body: () throws -> UInt64) rethrows -> Double {
    var samples: [UInt64] = []
    for _ in 0..<runs { samples.append(try body()) }
    samples.sort()
    return Double(samples[samples.count / 2])
}

/// Nanoseconds to run `body` once.
func time(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = now()
    try body()
    return now() - start
}

/// The resident memory of this process, in bytes.
func residentMemory() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Keeps a value from being optimised away.
@inline(never) func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
