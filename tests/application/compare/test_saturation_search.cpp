// compare's saturation search (testbenches/application/compare/studies/saturation_search.h) against a stand-in for
// `kncube run`: a script that saturates above a threshold taken from its --k option, or fails,
// so the bracket, the probe order and the handling of a failed run are known exactly.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "testbenches/application/compare/studies/saturation_search.h"

namespace kncube::compare {
namespace {

// Saturates at rates at or above --k/1000; --fail=1 makes every run fail as a crash would.
const char* const stand_in = R"(#!/bin/sh
threshold=0; rate=0; fail=0
for argument in "$@"; do
  case "$argument" in
    --k=*) threshold=${argument#--k=} ;;
    --rate=*) rate=${argument#--rate=} ;;
    --fail=*) fail=${argument#--fail=} ;;
  esac
done
if [ "$fail" = 1 ]; then echo "kncube: internal error: stand-in crash" >&2; exit 1; fi
status=$(awk -v r="$rate" -v t="$threshold" 'BEGIN { print (r * 1000 >= t) ? 3 : 0 }')
m='{"mean": 100, "ci95": 1}'
echo "{\"config\": {\"batches\": 10}, \"measured\": {\"latency\": $m, \"network_latency\": $m, \"source_wait\": $m, \"hops\": 2, \"offered_load\": 0.1, \"accepted_load\": 0.1, \"offered_messages\": 0.01, \"accepted_messages\": 0.01, \"messages\": 100}}"
exit "$status"
)";

class StandIn {
 public:
  StandIn() {
    char pattern[] = "/tmp/kncube-stand-in-XXXXXX";
    folder_ = mkdtemp(pattern);
    path_ = folder_ + "/kncube";
    std::ofstream(path_) << stand_in;
    chmod(path_.c_str(), 0755);
  }
  ~StandIn() {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  const std::string& path() const { return path_; }

 private:
  std::string folder_;
  std::string path_;
};

SimulationJob network(const std::string& label, int threshold_thousandths, double model_rate, bool fail = false) {
  sweep::OptionList options = {{"k", std::to_string(threshold_thousandths)}};
  if (fail) options.emplace_back("fail", "1");
  return {label, options, {model_rate}};
}

TEST(SaturationSearch, BisectsFromTwiceTheModelRateToTheLargestStableRate) {
  StandIn program;
  SearchSettings settings;
  settings.steps = 4;
  settings.jobs = 2;
  // Saturates at 0.3; model rate 0.2: probes 0.4 (sat), then midpoints of [0, 0.4]: 0.2 (ok),
  // 0.3 (sat), 0.25 (ok), 0.275 (ok).
  const auto results = search_saturation(program.path(), {network("a", 300, 0.2)}, settings, {});
  ASSERT_EQ(results.size(), 1u);
  const SaturationSearch& search = results[0];
  EXPECT_TRUE(search.error.empty()) << search.error;
  const std::vector<double> rates = {0.4, 0.2, 0.3, 0.25, 0.275};
  const std::vector<bool> saturated = {true, false, true, false, false};
  ASSERT_EQ(search.probes.size(), rates.size());
  for (std::size_t i = 0; i < rates.size(); ++i) {
    EXPECT_DOUBLE_EQ(search.probes[i].rate, rates[i]) << i;
    EXPECT_EQ(search.probes[i].saturated, saturated[i]) << i;
  }
  EXPECT_DOUBLE_EQ(search.low, 0.275);
  EXPECT_DOUBLE_EQ(search.high, 0.3);
  EXPECT_DOUBLE_EQ(search.estimate(), 0.275);
}

TEST(SaturationSearch, DoublesWhileTheUpperEndDoesNotSaturate) {
  StandIn program;
  SearchSettings settings;
  settings.steps = 1;
  // Saturates at 0.5; model rate 0.1: 0.2 ok, 0.4 ok, 0.8 sat, then 0.6 sat.
  const auto results = search_saturation(program.path(), {network("a", 500, 0.1)}, settings, {});
  const SaturationSearch& search = results[0];
  ASSERT_EQ(search.probes.size(), 4u);
  EXPECT_DOUBLE_EQ(search.probes[2].rate, 0.8);
  EXPECT_DOUBLE_EQ(search.low, 0.4);
  EXPECT_DOUBLE_EQ(search.high, 0.6);
}

TEST(SaturationSearch, NoRateKnownToSaturateWhenNoProbeDid) {
  StandIn program;
  SearchSettings settings;
  settings.max_doublings = 2;
  // Never saturates (threshold 1000): 0.2, 0.4, 0.8 all stable, then the doublings are spent.
  const auto results = search_saturation(program.path(), {network("a", 1000000, 0.1)}, settings, {});
  const SaturationSearch& search = results[0];
  ASSERT_EQ(search.probes.size(), 3u);
  EXPECT_DOUBLE_EQ(search.low, 0.8);
  EXPECT_TRUE(std::isinf(search.high)) << "1.6 was never run, so it is not the smallest rate seen to saturate";
  EXPECT_DOUBLE_EQ(search.estimate(), 0.8);
}

TEST(SaturationSearch, AFailedRunEndsThatSearchWithItsErrorAndIsNotCountedAsSaturated) {
  StandIn program;
  SearchSettings settings;
  settings.steps = 3;
  settings.jobs = 2;
  const auto results =
      search_saturation(program.path(), {network("fails", 300, 0.2, true), network("works", 300, 0.2)}, settings, {});
  ASSERT_EQ(results.size(), 2u);
  EXPECT_TRUE(results[0].probes.empty()) << "a failure is not a saturated probe";
  EXPECT_NE(results[0].error.find("exit status 1: kncube: internal error: stand-in crash"), std::string::npos)
      << results[0].error;
  EXPECT_TRUE(results[1].error.empty()) << "the other network's search goes on";
  EXPECT_EQ(results[1].probes.size(), 4u);
  EXPECT_DOUBLE_EQ(results[1].low, 0.25);
}

}  // namespace
}  // namespace kncube::compare
