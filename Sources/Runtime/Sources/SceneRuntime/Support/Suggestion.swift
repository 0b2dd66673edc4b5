/// Finds the candidate closest to what the user typed, for "did you mean" hints.
package enum Suggestion {
    /// The candidate with the smallest edit distance to `input`, if it is close enough to be a
    /// plausible typo: at most a third of the input's length away (one edit for short words,
    /// three at most), ignoring case. Ties go to the alphabetically first candidate, so the
    /// answer does not depend on the order of `candidates`.
    ///
    /// When no candidate is that close, an input of five characters or more that is that close to
    /// the first words of a candidate of several words names it: `Shoping` suggests `Shopping
    /// cart`, as a person types the first word of a title.
    package static func closest(to input: String, in candidates: some Sequence<String>) -> String? {
        closest(to: input, in: Candidates(candidates))
    }

    /// Candidates prepared once (lowercased, as scalars), for many look-ups among the same names.
    package struct Candidates: Sendable {
        fileprivate let entries: [(name: String, scalars: [Unicode.Scalar])]

        /// Prepares `names`.
        package init(_ names: some Sequence<String>) {
            entries = names.map { ($0, Array($0.lowercased().unicodeScalars)) }
        }
    }

    /// ``closest(to:in:)`` among candidates prepared beforehand.
    package static func closest(to input: String, in candidates: Candidates) -> String? {
        let typed = Array(input.lowercased().unicodeScalars)
        let limit = max(1, min(3, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for (candidate, other) in candidates.entries {
            guard abs(other.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, other, limit: best?.distance ?? limit)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
            best = (candidate, distance)
        }
        return best?.candidate ?? closestStart(of: typed, limit: limit, in: candidates)
    }

    /// The candidate whose first words (up to a blank) are closest to `typed`, at most `limit`
    /// edits away: `Shopping cart` for `Shoping`; `nil` for an input shorter than five characters,
    /// which starts too many names, or longer than a name is typed.
    private static func closestStart(of typed: [Unicode.Scalar], limit: Int, in candidates: Candidates)
        -> String?
    {
        guard (5...100).contains(typed.count) else { return nil }
        var best: (candidate: String, distance: Int)?
        for (candidate, other) in candidates.entries {
            for (index, scalar) in other.enumerated() where scalar == " " && abs(index - typed.count) <= limit
            {
                let distance = editDistance(typed, Array(other[..<index]), limit: best?.distance ?? limit)
                guard distance <= limit else { continue }
                if let current = best, (current.distance, current.candidate) <= (distance, candidate) {
                    continue
                }
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit; gives up (returns
    /// `limit + 1`) as soon as the distance must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
