#pragma once
// What a simulation measures: the one record of a measurement, whether the runner produced it
// (`kncube run`), a sweep read it back from a run's JSON report, or a sweep pooled the
// replications of one point. Its JSON writer and reader are in
// testbenches/application/records/measurement_json.h.

#include <cstdint>
#include <string>
#include <vector>

#include "testbenches/testbench/stats/latency_distribution.h"

namespace kncube::simulation {

struct MeasuredValue {
  double mean = 0.0;  // cycles
  double ci95 = 0.0;  // half-width of the 95% confidence interval (batch means), cycles; 0 with fewer than 2 filled batches
};

// One message class of the traffic (hot-spot or permutation traffic has several).
struct ClassResult {
  std::string name;
  std::int64_t messages = 0;  // measured messages of this class delivered
  MeasuredValue latency;
  MeasuredValue network_latency;
  stats::LatencyPercentiles latency_percentiles;
  std::vector<stats::LatencyBin> latency_histogram;
};

struct Measurement {
  std::int64_t messages = 0;      // measured messages delivered (not combined over replications: 0 there)
  MeasuredValue latency;          // generation to tail delivered
  MeasuredValue network_latency;  // head injected to tail delivered
  MeasuredValue source_wait;      // generation to head injected
  double hops = 0.0;              // mean channels crossed per measured message
  double offered_flits = 0.0;     // flits/node/cycle generated in the measurement window ("offered_load")
  double accepted_flits = 0.0;    // flits/node/cycle delivered in the measurement window ("accepted_load")
  double offered_messages = 0.0;  // messages/node/cycle
  double accepted_messages = 0.0;
  std::vector<ClassResult> classes;  // one per message class, in the traffic's order (none when combined)
  // Of one run's measured messages (none when combined over replications): latency percentiles,
  // their histogram, and hop_counts[h] the messages that crossed h network channels.
  stats::LatencyPercentiles latency_percentiles;
  std::vector<std::int64_t> hop_counts;
  std::vector<stats::LatencyBin> latency_histogram;
};

}  // namespace kncube::simulation
