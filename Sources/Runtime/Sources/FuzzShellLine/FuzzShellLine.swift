import FuzzSupport

// The libFuzzer entry point for the REPL's line parser; the checks are in ShellLineFuzzing.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzShellLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { ShellLineFuzzing.check(bytes) }
    return 0
}
