import SceneRuntime

extension Shell {
    /// `goto LINK`: the stack the link names replaces the current one, or nothing changes; when a
    /// guard on the way redirects, the link waits for it (``go(waitingFor:force:)``). With
    /// `force`, the scenes it takes off the stack are not asked (`goto!`).
    /// - Returns: The note that says the link waits, when it does.
    func goto(_ text: String, force: Bool = false) throws -> String? {
        try go(waitingFor: navigator.state(for: Link(parsing: text)), force: force)
    }

    /// The link of a `goto` line: the rest of the line after `goto`, as typed. A link pasted with
    /// the single quotes a POSIX shell needs (`goto 'Quiz:title="Pop quiz"'`) is unquoted once.
    /// `nil` when the line has nothing after `goto`.
    static func rawLink(_ line: String, _ words: [Words.Word]) -> String? {
        guard words.count >= 2 else { return nil }
        let rest = String(line[words[1].range.lowerBound...]).trimmingTrailingSpaces()
        if rest.hasPrefix("'"), let unquoted = try? Words.split(rest), unquoted.count == 1 {
            return unquoted[0]
        }
        return rest
    }
}
