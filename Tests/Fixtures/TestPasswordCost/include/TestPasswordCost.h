#ifndef TEST_PASSWORD_COST_H
#define TEST_PASSWORD_COST_H

/// The cost of password hashing in the tests, unless SCENES_PASSWORD_ITERATIONS is set already.
#define TEST_PASSWORD_ITERATIONS "100"

#endif
