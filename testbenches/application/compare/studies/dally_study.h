#pragma once
// Dally's constant-bisection study (spec 03 Part A) as `kncube compare --study dally` shows it:
// TABLE I (§2.10) computed by the analytical library next to the published values, and latency
// against dimension for the three wire-delay models with the optimal dimension (§2.4, Figs 8-10).

#include <array>
#include <string>
#include <vector>

#include "analytical/dally/dally_throughput.h"
#include "analytical/dally/dally_wire_delay.h"
#include "testbenches/application/compare/studies/dally_published.h"

namespace kncube::compare {

struct TableOneComparison {
  PublishedTableOneRow paper;
  double zero_load_latency = 0.0;       // eq (12), cycles
  std::array<double, 3> latency = {};   // D + T_n at table_one_loads, cycles (blocking model, A7)
  analytical::DallyThroughput throughput;  // §2.8 procedure, bits/cycle/node
};

struct DimensionComparison {
  PublishedOptimalDimension paper;
  std::array<analytical::DallyDimensionSweep, 3> sweeps;  // one per dimension_study_delay_models entry
};

struct DallyStudy {
  std::vector<TableOneComparison> table_one;
  std::vector<DimensionComparison> dimensions;
};

DallyStudy run_dally_study();

// "constant", "logarithmic", "linear".
std::string delay_model_name(analytical::DallyDelayModel model);
// "sing" or "src", as spec 03 §2.10 marks which limit binds.
std::string limit_name(analytical::DallyLimit limit);

}  // namespace kncube::compare
