import Foundation
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// One figure of a benchmark, printed as a JSON object on its own line.
///
/// A figure that has an anchor (what it is compared with, measured in the same run or recorded)
/// carries it with the target for the ratio `value / anchor`: the report prints the three side by
/// side. Use ``anchored(_:_:ratio:)`` to add one:
///
///     Figure(name: "load-10000", value: ms, unit: "ms")
///         .anchored("JSONDecoder", decoderMS, ratio: .atMost(0.2))
struct Figure {
    let name: String
    let value: Double
    let unit: String
    var extra: [(String, Any)] = []
    /// What the figure is compared with, in the same unit.
    var anchor: Anchor?

    /// What a figure is compared with.
    struct Anchor {
        /// What the anchor is ("C dlopen of an empty library", "recorded on ...").
        let name: String
        /// Its value, in the figure's unit.
        let value: Double
        /// The target for `figure / anchor`.
        let target: Target
    }

    /// A bound on the ratio `figure / anchor`.
    enum Target {
        case atMost(Double)
        case atLeast(Double)

        func holds(_ ratio: Double) -> Bool {
            switch self {
            case .atMost(let bound): ratio <= bound
            case .atLeast(let bound): ratio >= bound
            }
        }

        var description: String {
            switch self {
            case .atMost(let bound): "<= \(bound)x"
            case .atLeast(let bound): ">= \(bound)x"
            }
        }
    }

    /// `figure / anchor`, if the figure has an anchor.
    var ratio: Double? { anchor.map { value / $0.value } }

    /// Whether the ratio meets its target, if the figure has an anchor.
    var met: Bool? {
        guard let anchor, let ratio else { return nil }
        return ratio.isFinite && anchor.target.holds(ratio)
    }

    /// This figure compared with `anchor` (named `name`), with a target for the ratio.
    func anchored(_ name: String, _ value: Double, ratio target: Target) -> Figure {
        var figure = self
        figure.anchor = Anchor(name: name, value: value, target: target)
        return figure
    }

    /// The figure as one JSON object; every string written by the runtime's one JSON string writer
    /// (``SceneValue/json``), so that a quote or a control character in a name reads back as it is.
    var json: String {
        var fields: [String] = [
            "\"name\": \(string(name))", "\"value\": \(format(value))", "\"unit\": \(string(unit))",
        ]
        if let anchor, let ratio, let met {
            fields += [
                "\"anchor\": \(string(anchor.name))", "\"anchor_value\": \(format(anchor.value))",
                "\"ratio\": \(format(ratio))", "\"ratio_target\": \(string(anchor.target.description))",
                "\"ratio_met\": \(met)",
            ]
        }
        for (key, item) in extra {
            switch item {
            case let number as Double: fields.append("\(string(key)): \(format(number))")
            case let number as Int: fields.append("\(string(key)): \(number)")
            case let flag as Bool: fields.append("\(string(key)): \(flag)")
            default: fields.append("\(string(key)): \(string(String(describing: item)))")
            }
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `text` as a JSON string literal.
    private func string(_ text: String) -> String {
        SceneValue.text(text).json
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

/// A new empty folder in the temporary directory, named `prefix-UUID`; the caller removes it.
func newTemporaryFolder(_ prefix: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
