#if canImport(Glibc)
    import Glibc
#endif

/// Writing a flow coverage report failed, with the system's error number.
package struct FlowCoverageWriteError: Error, CustomStringConvertible {
    package var errno: Int32
    package var description: String { String(cString: strerror(errno)) }
}
