import FuzzSupport

// The libFuzzer entry point for the reader of `scenes explore`'s answers; the checks are in
// ExploreAnswerFuzzing.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzExploreAnswer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    ExploreAnswerFuzzing.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
