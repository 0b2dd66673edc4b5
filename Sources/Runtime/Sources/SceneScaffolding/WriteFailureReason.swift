import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Why writing a generated file failed, in the one voice of messages: the system's reason in
/// lower case (`permission denied`), not Foundation's sentence with its capital and full stop.
package enum WriteFailureReason {
    /// The reason `error`, thrown by a Foundation write, gives.
    package static func describe(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return system(posix.code.rawValue) }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return system(posix.code.rawValue) }
            if let code = systemCode(of: cocoa.code) { return system(code) }
        }
        var text = (error as? any LocalizedError)?.errorDescription ?? "\(error)"
        while text.hasSuffix(".") { text.removeLast() }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The error number a Foundation file error stands for, when it names one.
    private static func systemCode(of code: CocoaError.Code) -> Int32? {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
        case .fileWriteNoPermission, .fileReadNoPermission: EACCES
        case .fileWriteOutOfSpace: ENOSPC
        case .fileWriteVolumeReadOnly: EROFS
        case .fileWriteFileExists: EEXIST
        default: nil
        }
    }

    /// The system's reason for an error number, in lower case.
    static func system(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
