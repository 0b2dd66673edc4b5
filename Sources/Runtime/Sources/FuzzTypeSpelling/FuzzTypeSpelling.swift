import FuzzSupport

// The libFuzzer entry point for the reader of type spellings; the checks are in TypeSpellingFuzzing.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTypeSpelling(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    TypeSpellingFuzzing.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
