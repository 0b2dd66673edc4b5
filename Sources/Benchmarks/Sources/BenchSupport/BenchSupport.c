#include "BenchSupport.h"

#include <malloc.h>

size_t bench_heap_in_use(void) {
    return mallinfo2().uordblks;
}
