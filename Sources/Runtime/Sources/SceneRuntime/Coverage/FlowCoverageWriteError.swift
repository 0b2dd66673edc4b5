#if canImport(Glibc)
    import Glibc
#endif

/// Writing a flow coverage report failed, with the system's error number.
package struct FlowCoverageWriteError: Error, CustomStringConvertible {
    package var errno: Int32
    /// The system's reason, in lower case as every message is (`no such file or directory`).
    package var description: String { String(cString: strerror(errno)).lowercased() }
}
