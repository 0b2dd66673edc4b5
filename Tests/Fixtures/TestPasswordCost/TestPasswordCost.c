// Lowers the cost of password hashing for the whole test process, and the `scenes` processes it
// starts, before any test runs: debug builds honour SCENES_PASSWORD_ITERATIONS (release builds
// ignore it), and the tests register and sign in hundreds of users. A value already set wins, so
// `SCENES_PASSWORD_ITERATIONS=600000 swift test` runs them at the real cost.
#include "TestPasswordCost.h"

#include <stdlib.h>

__attribute__((constructor)) static void test_password_cost_lower(void) {
    setenv("SCENES_PASSWORD_ITERATIONS", TEST_PASSWORD_ITERATIONS, 0);
}
