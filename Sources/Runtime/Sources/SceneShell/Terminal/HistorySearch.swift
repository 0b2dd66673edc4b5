/// Ctrl-R's reverse incremental search through the history, as readline and fish do it: the text
/// typed so far, the newest entry that contains it, and the line as it was before the search, to
/// go back to on Esc or Ctrl-G. Entries are searched newest first and matched by substring, with
/// regard to case; an entry equal to the match shown is skipped when looking further back.
struct HistorySearch: Equatable {
    /// What was typed since Ctrl-R.
    private(set) var query = ""
    /// How many characters `query` has (kept, so that a long paste is not counted at every key).
    private var queryCount = 0
    /// The index in the history of the match shown, if any was found.
    private(set) var matchIndex: Int?
    /// Whether the text typed, or the last Ctrl-R, found nothing (the last match stays shown).
    private(set) var failed = false
    /// The line being edited when the search began.
    let original: LineBuffer
    /// The search before each key that changed it, for Backspace.
    private var steps: [Step] = []

    /// A search as it was: its query by length (the query only grows by keys, so a long paste
    /// costs linear memory), its match and whether it failed.
    private struct Step: Equatable {
        let queryLength: Int
        let matchIndex: Int?
        let failed: Bool
    }

    /// The most characters of the query the prompt shows: the end of a longer one, after `…`.
    static let shownQueryLength = 40

    init(original: LineBuffer) {
        self.original = original
    }

    /// The prompt that stands for the shell's during the search:
    /// `(reverse-i-search)'text': `, or `(failed reverse-i-search)'text': ` when nothing matches.
    var prompt: String {
        let shown = queryCount > Self.shownQueryLength ? "…" + query.suffix(Self.shownQueryLength - 1) : query
        return "(\(failed ? "failed " : "")reverse-i-search)'\(shown)': "
    }

    /// Adds typed text to the query and finds the newest match at or before the one shown;
    /// `false` if there is none.
    @discardableResult
    mutating func type(_ text: String, in history: [String]) -> Bool {
        steps.append(Step(queryLength: queryCount, matchIndex: matchIndex, failed: failed))
        query += text
        queryCount += text.count
        // Text added to a query nothing matched matches nothing either: not searched again.
        guard !failed else { return false }
        return find(in: history, before: (matchIndex ?? history.count - 1) + 1, skipping: nil)
    }

    /// Backspace: back to the search as it was before the last key typed or the last Ctrl-R, as
    /// readline does; `false` if there is nothing to undo.
    @discardableResult
    mutating func undo() -> Bool {
        guard let step = steps.popLast() else { return false }
        if step.queryLength != queryCount { query = String(query.prefix(step.queryLength)) }
        queryCount = step.queryLength
        (matchIndex, failed) = (step.matchIndex, step.failed)
        return true
    }

    /// Ctrl-R again: the next older entry that matches and differs from the one shown; `false` if
    /// there is none (the search is then marked failed, the match kept).
    @discardableResult
    mutating func older(in history: [String]) -> Bool {
        guard !query.isEmpty, let current = matchIndex else {
            failed = !query.isEmpty
            return false
        }
        steps.append(Step(queryLength: queryCount, matchIndex: matchIndex, failed: failed))
        return find(in: history, before: current, skipping: history[current])
    }

    /// The line the search shows: the match, or the original line when there is none.
    func line(in history: [String]) -> LineBuffer {
        matchIndex.map { LineBuffer(history[$0]) } ?? original
    }

    private mutating func find(in history: [String], before end: Int, skipping shown: String?) -> Bool {
        var index = min(end, history.count) - 1
        while index >= 0 {
            let entry = history[index]
            if entry != shown, entry.contains(query) {
                (matchIndex, failed) = (index, false)
                return true
            }
            index -= 1
        }
        failed = true
        return false
    }
}
