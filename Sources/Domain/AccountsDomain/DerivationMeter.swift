import Synchronization

/// Counts the rounds of ``PBKDF2`` done while it is the task's meter (`PBKDF2.$meter`): how the
/// tests see that signing in does the same work whether or not the email is known.
final class DerivationMeter: Sendable {
    private let count = Mutex(0)

    /// The rounds counted so far.
    var rounds: Int { count.withLock { $0 } }

    /// Adds `rounds`.
    func add(_ rounds: Int) {
        count.withLock { $0 += rounds }
    }
}
