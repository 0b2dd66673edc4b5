import FoundationEssentials
@_spi(Hashing) import SceneRuntime

/// A password as `users.json` keeps it: never the password, only what checks it.
///
/// New hashes are PBKDF2-HMAC-SHA256 with a random 16-byte salt, stored with their cost as one
/// self-describing string, `pbkdf2-sha256$600000$SALT$HASH` (salt and hash in hexadecimal). Records
/// written before that keep one SHA-256 of `salt:password` (the salt in its own field); they are
/// still checked, and replaced by a current hash at the next successful sign-in, as is a hash whose
/// cost is below ``currentIterations``.
enum PasswordHash: Sendable, Hashable {
    /// PBKDF2-HMAC-SHA256 with `iterations` rounds: 32 bytes derived from the password and `salt`.
    case pbkdf2SHA256(iterations: Int, salt: [UInt8], derived: [UInt8])
    /// The old form: one SHA-256 of `salt:password`, as 64 lowercase hexadecimal digits.
    case saltedSHA256(salt: String, digest: String)

    /// The cost of a new hash: the iterations OWASP's Password Storage Cheat Sheet gives for
    /// PBKDF2-HMAC-SHA256.
    static let defaultIterations = 600_000

    /// The highest cost a stored hash may ask for: a file cannot make a sign-in take minutes.
    static let maximumIterations = 10_000_000

    /// The cost of hashes made now, and below which a stored hash is upgraded: ``defaultIterations``.
    /// Debug builds only (the tests' builds) take `SCENES_PASSWORD_ITERATIONS` from the environment
    /// instead, at least 1, so that tests registering hundreds of users stay fast; release builds
    /// ignore it.
    static let currentIterations: Int = {
        #if DEBUG
            if let text = ProcessInfo.processInfo.environment["SCENES_PASSWORD_ITERATIONS"],
                let iterations = Int(text)
            {
                return min(max(iterations, 1), maximumIterations)
            }
        #endif
        return defaultIterations
    }()

    private static let prefix = "pbkdf2-sha256"
    private static let saltLength = 16
    private static let derivedLength = 32

    /// A new hash of `password` at ``currentIterations`` with a fresh salt from the system's random
    /// source.
    static func make(_ password: String) -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return make(password, salt: salt, iterations: currentIterations)
    }

    /// A hash at ``currentIterations`` that no password is known to match: a random salt and random
    /// derived bytes, made without deriving anything. Checking a password against it costs what
    /// checking one against a current hash costs.
    static func unmatchable() -> PasswordHash {
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let derived = (0..<derivedLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return .pbkdf2SHA256(iterations: currentIterations, salt: salt, derived: derived)
    }

    /// A hash of `password` with a given salt and cost.
    static func make(_ password: String, salt: [UInt8], iterations: Int) -> PasswordHash {
        let derived = PBKDF2.sha256(
            password: Array(password.utf8), salt: salt, iterations: iterations, length: derivedLength)
        return .pbkdf2SHA256(iterations: iterations, salt: salt, derived: derived)
    }

    /// Whether `password` is the one hashed. The bytes are compared in constant time: every byte is
    /// looked at whether or not an earlier one differed.
    func accepts(_ password: String) -> Bool {
        switch self {
        case .pbkdf2SHA256(let iterations, let salt, let derived):
            let given = PBKDF2.sha256(
                password: Array(password.utf8), salt: salt, iterations: iterations, length: derived.count)
            return Self.constantTimeEqual(given, derived)
        case .saltedSHA256(let salt, let digest):
            let hashed = SHA256State.initial.finishing(
                Array((salt + ":" + password).utf8), compressedBefore: 0)
            let given = Self.hexadecimal(hashed.bytes)
            return Self.constantTimeEqual(Array(given.utf8), Array(digest.utf8))
        }
    }

    /// Whether this hash is of the current kind and cost, so that a sign-in keeps it.
    var isCurrent: Bool {
        guard case .pbkdf2SHA256(let iterations, _, _) = self else { return false }
        return iterations >= Self.currentIterations
    }

    /// Whether two byte strings are equal, after looking at every byte (their lengths are no secret).
    static func constantTimeEqual(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard first.count == second.count else { return false }
        var difference: UInt8 = 0
        for index in first.indices { difference |= first[index] ^ second[index] }
        return difference == 0
    }

    /// The `passwordHash` field of the record.
    var stored: String {
        switch self {
        case .pbkdf2SHA256(let iterations, let salt, let derived):
            [Self.prefix, String(iterations), Self.hexadecimal(salt), Self.hexadecimal(derived)]
                .joined(separator: "$")
        case .saltedSHA256(_, let digest): digest
        }
    }

    /// The `salt` field of the record: only the old form has one.
    var storedSalt: String? {
        guard case .saltedSHA256(let salt, _) = self else { return nil }
        return salt
    }

    /// The hash a record's `passwordHash` and `salt` fields describe, or nil if they describe none
    /// this app knows (a cost out of 1…``maximumIterations``, a salt or hash of the wrong size, a
    /// digit that is not hexadecimal).
    init?(stored: String, salt: String?) {
        if stored.hasPrefix(Self.prefix + "$") {
            let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
            guard parts.count == 4, let iterations = Int(parts[1]),
                (1...Self.maximumIterations).contains(iterations),
                let saltBytes = Self.bytes(hexadecimal: parts[2]), (8...64).contains(saltBytes.count),
                let derived = Self.bytes(hexadecimal: parts[3]), derived.count == Self.derivedLength
            else { return nil }
            self = .pbkdf2SHA256(iterations: iterations, salt: saltBytes, derived: derived)
        } else {
            guard let salt, stored.utf8.count == 64, Self.bytes(hexadecimal: Substring(stored)) != nil else {
                return nil
            }
            self = .saltedSHA256(salt: salt, digest: stored.lowercased())
        }
    }

    private static func hexadecimal(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func bytes(hexadecimal text: Substring) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(of: digits[index]), let low = value(of: digits[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func value(of digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
