#pragma once
// Rough cost of simulating a network in thesis link mode, to tell users before a long
// `kncube compare --simulate` starts how long it will take, and to refuse networks that would
// not fit the memory budget.
//
// Calibrated on the project's 2-core build machine (Release, `kncube run`, buffers of 2 flits):
//   CPU seconds ~ a(N) * flit-hops + b(N) * VC-cycles, flit-hops = messages x M x mean hops,
//   VC-cycles = simulated cycles x N x (n V), simulated cycles ~ messages / (rate N) + zero-load latency.
//   N = 64 (8x8 torus V=6, 6-cube V=2): a = 3.5e-7 s, b = 1.4e-9 s; N = 4096 (64x64 torus V=12,
//   12-cube V=2): a = 1.8e-6 s, b = 4.3e-9 s (cache misses grow with the network), so
//   a(N) = 3.5e-7 (N/64)^0.4 and b(N) = 1.4e-9 (N/64)^0.27 s. Saturated runs stop early or late
//   depending on how fast the queues grow; they are counted as if unsaturated.
//   Memory: 8 MB + per node 16 KB + 0.8 KB n + 330 B V^2 (64x64 torus V=12: 274 MB measured,
//   12-cube V=2: 107 MB).
// An estimate, good to a factor of about 2, not a promise.

#include <cstdint>
#include <vector>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::compare {

// Estimated CPU seconds of one `kncube run` of `spec` at `rate` (messages/node/base cycle)
// measuring `messages` messages in all (warm-up included), with the model's zero-load latency.
double estimated_run_seconds(const NetworkSpec& spec, double rate, std::int64_t messages, double zero_load_latency);

}  // namespace kncube::compare
