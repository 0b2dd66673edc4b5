extension Shell {
    /// Writes this session's navigation events to `trace` from now on.
    func trace(to trace: NavigationTrace) {
        self.trace = trace
        trace.attach(to: navigator)
    }

    /// The message of a failed write to the trace, once; notes that it failed.
    func traceFailure() -> String? {
        guard let failure = trace?.takeFailure() else { return nil }
        traceFailed = true
        return failure
    }
}

extension Shell {
    /// Adds a failed write to the trace, if one just happened, to `reply`, which then fails.
    func noteTraceFailure(in reply: inout Reply) {
        guard let failure = traceFailure() else { return }
        reply.warnings.append(failure)
        reply.failed = true
    }
}
