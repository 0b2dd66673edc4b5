import Testing

@testable import SceneRuntime

/// The SHA-256 that identifies a plugin library in its manifest, against the FIPS 180-4 examples.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func digestsTheStandardExamples(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    /// Bytes fed in pieces of every size up to two blocks give the digest of the whole.
    @Test func piecesGiveTheDigestOfTheWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.hexDigest(of: bytes)
        for size in 1...130 {
            var hash = SHA256()
            var start = 0
            while start < bytes.count {
                let end = min(start + size, bytes.count)
                hash.update(bytes[start..<end])
                start = end
            }
            #expect(hash.hexDigest() == whole, "pieces of \(size)")
        }
    }
}
