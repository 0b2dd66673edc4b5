/// Paths as text, split at `/` by hand: Foundation's `NSString` path methods trap on some short
/// relative paths (`"d"`), and these are given by a person (`scenes --data d`).
package enum PathText {
    /// The folder holding `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`, `a/b/` → `a`, `/` → `/`.
    package static func parent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        var end = slash
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The last part of `path`: `a/b` → `b`, `b` → `b`, `a/b/` → `b`, `/` → `/`.
    package static func lastComponent(of path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1 && bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard bytes.count > 1, let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// `name` inside `folder`, with one `/` between them.
    package static func joining(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
