// Long saturated soak runs (CTest label "soak", not in the default suite): 200 000 cycles per
// routing x topology with all sources backlogged; every 2000-cycle window must deliver.
#include <gtest/gtest.h>

#include "rtl/soak.h"

namespace kncube::test {
namespace {

class LongSoak : public ::testing::TestWithParam<SoakCase> {};

TEST_P(LongSoak, KeepsDeliveringForTwoHundredThousandCycles) { soak(GetParam(), 100, 2000); }

INSTANTIATE_TEST_SUITE_P(RoutingByTopology, LongSoak, ::testing::ValuesIn(soak_cases()),
                         [](const ::testing::TestParamInfo<SoakCase>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube::test
