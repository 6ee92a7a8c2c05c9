// Long saturated soak runs of circuit-switched hypercubes (label soak): the paper's sizes and VC
// counts (spec 04 B.6), millions of cycles each.
#include "rtl/circuit/circuit_soak.h"

namespace kncube::test {
namespace {

TEST(CircuitSoakLong, SixCubeFiveVcs) { circuit_soak({6, 5, 32, 0.05}, 20, 50000); }
TEST(CircuitSoakLong, EightCubeSevenVcs) { circuit_soak({8, 7, 64, 0.02}, 10, 50000); }
TEST(CircuitSoakLong, FourCubeOneVcShortMessages) { circuit_soak({4, 1, 2, 0.5}, 20, 50000); }

}  // namespace
}  // namespace kncube::test
