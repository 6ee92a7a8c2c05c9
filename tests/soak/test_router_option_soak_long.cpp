// Long saturated runs of every routing x topology x router configuration (label soak): each
// combination of tests/rtl/router_option_matrix.h runs until it delivered its share of 10^9
// flit-hops, with the per-VC progress checker and the conservation scoreboard, then drains. One
// test per network (so that ctest -j spreads them); each prints its combinations and its total,
// and together they deliver at least 10^9 flit-hops.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "rtl/saturated_soak.h"

namespace kncube::test {
namespace {

constexpr std::int64_t kLabelFlitHops = 1000000000;

std::int64_t share_per_combination() {
  const auto combinations = static_cast<std::int64_t>(soak_combinations().size());
  return (kLabelFlitHops + combinations - 1) / combinations;
}

class RouterOptionSoakLong : public ::testing::TestWithParam<SoakNetwork> {};

TEST_P(RouterOptionSoakLong, EveryVcProgressesAndEveryMessageArrivesOnce) {
  const std::int64_t share = share_per_combination();
  std::int64_t total = 0;
  rtl::Cycle longest_wait = 0;
  for (const SoakCombination& c : soak_combinations()) {
    if (c.network.name != GetParam().name) continue;
    const SoakFigures figures = saturated_soak(c, share, 2 * vc_progress_bound(c.network));
    total += figures.flit_hops;
    if (figures.longest_wait > longest_wait) longest_wait = figures.longest_wait;
    std::printf("%s: %lld flit-hops, %lld messages, %lld cycles, longest VC wait %lld cycles: %s\n", c.name().c_str(),
                static_cast<long long>(figures.flit_hops), static_cast<long long>(figures.messages),
                static_cast<long long>(figures.cycles), static_cast<long long>(figures.longest_wait),
                figures.longest_wait_where.c_str());
    std::fflush(stdout);
    if (HasFailure()) break;
  }
  std::printf("router-option soak, %s: %lld flit-hops (share per combination %lld, %zu combinations in the label for "
              "at least %lld in total); longest VC wait %lld cycles (bound %lld)\n",
              GetParam().name.c_str(), static_cast<long long>(total), static_cast<long long>(share),
              soak_combinations().size(), static_cast<long long>(kLabelFlitHops), static_cast<long long>(longest_wait),
              static_cast<long long>(vc_progress_bound(GetParam())));
}

INSTANTIATE_TEST_SUITE_P(Networks, RouterOptionSoakLong, ::testing::ValuesIn(soak_networks()),
                         [](const ::testing::TestParamInfo<SoakNetwork>& info) { return info.param.name; });

}  // namespace
}  // namespace kncube::test
