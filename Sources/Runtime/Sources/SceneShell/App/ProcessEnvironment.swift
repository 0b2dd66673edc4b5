#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment variables, read from `environ`.
///
/// `ProcessInfo.processInfo.environment` builds the same dictionary, but at start-up it costs
/// about 0.6 M instructions of a 15.6 M start (its first `[String: String]` is found by name,
/// with a scan of every conformance record); this costs a few thousand.
enum ProcessEnvironment {
    /// Every variable by name; where a name is given twice, the first value, as `getenv` reads it.
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var next: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let entry = next, let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.utf8.index(after: equals)...])
                }
            }
            next = entry + 1
        }
        return variables
    }
}
