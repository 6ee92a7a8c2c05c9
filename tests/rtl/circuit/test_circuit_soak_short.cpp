// Short saturated soak runs of circuit-switched hypercubes (the long ones carry the label soak).
#include "circuit_soak.h"

namespace kncube::test {
namespace {

TEST(CircuitSoakShort, FourCubeThreeVcsKeepsDeliveringAndLosesNothing) { circuit_soak({4, 3, 16, 0.05}, 5, 20000); }
TEST(CircuitSoakShort, FiveCubeOneVcKeepsDeliveringAndLosesNothing) { circuit_soak({5, 1, 8, 0.1}, 5, 20000); }

}  // namespace
}  // namespace kncube::test
