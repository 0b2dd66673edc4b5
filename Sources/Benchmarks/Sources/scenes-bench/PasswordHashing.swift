import AccountsDomain
import Foundation

/// `password-hash`: the cost of checking one password, as signing in pays it: a sign-in with a
/// wrong password against the demo user of a new data directory, whose hash is PBKDF2-HMAC-SHA256
/// at the release cost (600,000 iterations). Reading `users.json` is part of it, but the derivation
/// is nearly all. The fastest of several runs (`--quick`: one).
@MainActor enum PasswordHashing {
    static func run(quick: Bool) -> [Figure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenes-password-hash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let accounts = AccountsWorker(dataDirectory: folder.path)
        // Seeds the demo user, hashed once.
        guard accounts.checkFiles() == nil else {
            return [
                Figure(
                    name: "password-hash", value: .nan, unit: "ms",
                    extra: [("error", "no data directory at \(folder.path)")])
            ]
        }
        var fastest = UInt64.max
        for _ in 0..<(quick ? 1 : 5) {
            let start = now()
            _ = try? accounts.signIn(email: "demo@example.com", password: "not the password")
            fastest = min(fastest, now() - start)
        }
        return [
            Figure(
                name: "password-hash", value: Double(fastest) / 1e6, unit: "ms",
                extra: [("kdf", "pbkdf2-sha256"), ("iterations", 600_000)])
        ]
    }
}
