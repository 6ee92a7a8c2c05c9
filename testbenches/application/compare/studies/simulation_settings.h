#pragma once
// How `kncube compare --simulate` simulates each network of a comparison, and the `kncube run`
// options that say so (spec 03 §3.9, thesis-compatible link mode):
//   --link thesis --channel-time ceil(mu) --switch-time R: a flit occupies a channel mu base
//     cycles plus a non-overlapped switch time, on the injection channel too (A13, A17);
//   --routing duato, unidirectional, V from the router-cost normalisation (§3.6), M 2D-torus flits;
//   --buffer-depth 2 by default. The thesis's VCs hold one flit and the model has no credit delay;
//     the simulator returns a credit one cycle after a flit leaves, so with a flit period of
//     t_c + t_s >= 2 cycles a one-flit buffer would stall every flit for the credit round trip
//     (link latency t_c + t_s plus 1 cycle) and lower throughput below the model's. Two flits
//     cover that round trip (rtl_models/network_config.h: depth >= ceil((router + wire + credit) /
//     period) = ceil((t + 1) / t) = 2), which is the closest match to a one-flit buffer with
//     instantaneous flow control. --buffer-depth 1 gives the literal thesis buffer.

#include <cstdint>

#include "analytical/cost/cost_comparison.h"
#include "rtl_models/network_config.h"
#include "testbenches/testbench/simulation/run_control.h"
#include "testbenches/application/sweep/engine/run_arguments.h"
#include "testbenches/application/sweep/engine/run_journal.h"

namespace kncube::compare {

struct SimulationSettings {
  std::int64_t warmup_messages = 1000;   // network-wide, before measuring
  std::int64_t measure_messages = 3000;  // network-wide, measured (20 batches)
  int buffer_depth = 2;                  // flits per VC buffer (see above)
  std::uint64_t seed = 1;
  int jobs = 1;                          // parallel `kncube run` processes
  double max_memory = 0.0;               // bytes one run may take (--max-memory); 0 = what the machine allows
  const sweep::RunRecords* records = nullptr;  // finished runs to reuse and record new ones in (--resume); none: run all
  const sweep::ProcessRunner* runner = nullptr;  // the ranks of an MPI job; nullptr: a local pool of `jobs`
  int ranks = 1;                                 // of that MPI job: `jobs` run at once on each
};

// How one network of the comparison is simulated: the thesis-compatible network and run settings
// above. Both its `kncube run` options and compare's memory check are made from it.
struct ThesisRun {
  rtl::NetworkConfig network;
  simulation::RunControl control;
};
ThesisRun thesis_run(const analytical::ComparedNetwork& network, const SimulationSettings& settings);

// The `kncube run` options of one network of the comparison, rate and seed excluded.
sweep::OptionList thesis_run_options(const analytical::ComparedNetwork& network, const SimulationSettings& settings);

}  // namespace kncube::compare
