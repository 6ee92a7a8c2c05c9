#pragma once
// Numbers printed in W. J. Dally, "Performance analysis of k-ary n-cube interconnection
// networks", IEEE Trans. Computers 39(6), 1990, as spec 03 transcribes them: TABLE I (§2.10) and
// the optimal dimensions of Figs 8-10 (§2.4). `kncube compare --study dally` prints them next to
// what the analytical library computes.

#include <array>
#include <vector>

#include "analytical/dally/dally_wire_delay.h"

namespace kncube::compare {

// TABLE I: L = 200-bit messages, W = k/2 (constant bisection, eq 7), unidirectional, e-cube.
constexpr double table_one_message_bits = 200.0;
constexpr std::array<double, 3> table_one_loads = {0.1, 0.2, 0.3};  // lambda, bits/cycle/node

struct PublishedTableOneRow {
  const char* size;                    // "1K" or "4K"
  int k = 0;
  int n = 0;
  double max_throughput = 0.0;         // fraction of capacity = bits/cycle/node (§2.5, A24)
  std::array<double, 3> latency = {};  // cycles at table_one_loads
};

std::vector<PublishedTableOneRow> published_table_one();

// Figs 8-10: latency against dimension at a fixed N, L = 150 bits, k = N^(1/n) real-valued.
constexpr double dimension_study_message_bits = 150.0;
constexpr std::array<analytical::DallyDelayModel, 3> dimension_study_delay_models = {
    analytical::DallyDelayModel::constant, analytical::DallyDelayModel::logarithmic, analytical::DallyDelayModel::linear};

struct PublishedOptimalDimension {
  double nodes = 0.0;                     // 256, 16K, 1M
  const char* label;                      // "256", "16K", "1M"
  std::array<int, 3> best_dimension = {};  // constant, logarithmic, linear wire delay
};

std::vector<PublishedOptimalDimension> published_optimal_dimensions();

}  // namespace kncube::compare
