#ifndef BENCH_SUPPORT_H
#define BENCH_SUPPORT_H

#include <stddef.h>

/// The bytes malloc has handed out and not taken back (glibc's mallinfo2().uordblks).
size_t bench_heap_in_use(void);

#endif
