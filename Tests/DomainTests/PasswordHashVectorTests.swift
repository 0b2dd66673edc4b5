@_spi(Hashing) import SceneRuntime
import Testing

@testable import AccountsDomain

/// HMAC-SHA256 and PBKDF2-HMAC-SHA256 against their published vectors (off the main actor: the
/// 80,000 rounds take seconds in a debug build, and need not hold the other suites up).
@Suite struct PasswordHashVectorTests {
    static func bytes(_ hexadecimal: String) -> [UInt8] {
        let digits = Array(hexadecimal.utf8)
        return stride(from: 0, to: digits.count, by: 2).map {
            UInt8(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16) ?? 0
        }
    }

    // FIPS 180-4's examples (one block, and 56 bytes whose padding takes a second block), and the
    // empty message: the digest the old salted records are checked with.
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ])
    func sha256MatchesFIPS180(message: String, digest: String) {
        #expect(SHA256State.initial.finishing(Array(message.utf8), compressedBefore: 0).bytes == Self.bytes(digest))
    }

    // RFC 4231, section 4: test cases 1, 2, 6 (a key longer than a block) and 7 (key and data longer).
    @Test(arguments: [
        (
            [UInt8](repeating: 0x0b, count: 20), "Hi There",
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            Array("Jefe".utf8), "what do ya want for nothing?",
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            [UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
        (
            [UInt8](repeating: 0xaa, count: 131),
            "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.",
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
        ),
    ])
    func hmacSHA256MatchesRFC4231(key: [UInt8], data: String, code: String) {
        #expect(HMACSHA256(key: key).code(for: Array(data.utf8)) == Self.bytes(code))
    }

    // RFC 7914, section 11: the two PBKDF2-HMAC-SHA256 vectors (64 bytes, so two blocks each).
    @Test(arguments: [
        (
            "passwd", "salt", 1,
            "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
        ),
        (
            "Password", "NaCl", 80000,
            "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"
        ),
    ])
    func pbkdf2SHA256MatchesRFC7914(password: String, salt: String, iterations: Int, derived: String) {
        let expected = Self.bytes(derived)
        #expect(
            PBKDF2.sha256(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: 64)
                == expected)
        #expect(
            PBKDF2.sha256(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: 20)
                == Array(expected.prefix(20)), "a shorter key is the start of the longer one")
    }
}
