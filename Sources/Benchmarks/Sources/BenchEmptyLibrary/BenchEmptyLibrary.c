#include "BenchEmptyLibrary.h"

int bench_empty_library(void) {
    return 0;
}
