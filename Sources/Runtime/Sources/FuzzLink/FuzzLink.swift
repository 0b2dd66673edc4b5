import FuzzSupport

// The libFuzzer entry point for the link parser and resolver; the checks are in LinkFuzzing.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { LinkFuzzing.check(bytes) }
    return 0
}
