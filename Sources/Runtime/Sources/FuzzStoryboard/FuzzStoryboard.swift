import FuzzSupport

// The libFuzzer entry point for the storyboard loader; the checks are in StoryboardFuzzing.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { StoryboardFuzzing.check(bytes) }
    return 0
}
