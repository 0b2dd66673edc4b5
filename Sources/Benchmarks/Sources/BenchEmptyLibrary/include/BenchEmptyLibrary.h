#ifndef BENCH_EMPTY_LIBRARY_H
#define BENCH_EMPTY_LIBRARY_H

/// The one symbol of the empty shared library that `plugin-load` opens with dlopen as its floor.
int bench_empty_library(void);

#endif
