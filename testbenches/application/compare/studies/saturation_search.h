#pragma once
// Saturation rates of several networks by simulation, searched together: each network's rate is
// bisected with short runs (saturated or not) as kncube sweep's estimate does
// (sweep/saturation_estimate.h), but the bracket starts from the network's model saturation rate
// s, [0, 2s], and every round runs one probe of every network still searching in parallel, so the
// cores stay busy and the result does not depend on the number of processes.
//
// The upper end doubles while it does not saturate (at most `max_doublings` times); then `steps`
// halvings leave a bracket 2s / 2^steps wide. The estimate is the largest rate seen not to
// saturate (the lower end). A probe that fails (the run neither finishes nor saturates) ends
// that network's search with `error` set.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "testbenches/application/compare/studies/simulation_jobs.h"
#include "testbenches/testbench/simulation/saturation_estimate.h"

namespace kncube::compare {

struct SaturationSearch {
  double low = 0.0;   // messages/node/base cycle: the largest rate seen not to saturate
  double high = 0.0;  // the smallest rate seen to saturate; infinite if none did
  std::vector<sweep::SaturationProbe> probes;  // in order
  std::string error;  // a probe that failed (neither ok nor saturated); the search stopped there
  int exit_code = 0;  // that probe's exit status
  double estimate() const { return low > 0.0 ? low : 0.5 * high; }
};

struct SearchSettings {
  int steps = 6;
  int max_doublings = 3;
  std::uint64_t seed = 1;
  int jobs = 1;
  const sweep::RunRecords* records = nullptr;  // see run_simulation_jobs
  const sweep::ProcessRunner* runner = nullptr;  // see run_simulation_jobs
};

// `networks[i].rates` holds one rate: the model's saturation rate s_i (> 0). Progress lines go to
// `progress.out`, one bar per round.
std::vector<SaturationSearch> search_saturation(const std::string& program, const std::vector<SimulationJob>& networks,
                                                const SearchSettings& settings, const sweep::ProgressSink& progress);

}  // namespace kncube::compare
