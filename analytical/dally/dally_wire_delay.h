#pragma once
// Dally's wire-delay models and latency against dimension at a fixed node count (spec 03 §2.4,
// eqs 16-18, Figs 8-10). k = N^(1/n) is real-valued here, n runs over 2 .. floor(log2 N).

#include <cstdint>
#include <vector>

namespace kncube::analytical {

// Eq (17): how the channel delay T_c grows with the longest wire.
enum class DallyDelayModel {
  constant,     // T_c = 1
  logarithmic,  // T_c = 1 + ln l = 1 + (n/2 - 1) ln k  (capacitive wire driven by a repeater chain)
  linear,       // T_c = l = k^(n/2 - 1)               (speed-of-light or RC-limited wire)
};

// Eq (16): the longest wire of the folded planar layout, in node pitches, l = k^(n/2 - 1).
double dally_longest_wire(double k, int n);

// Eq (17): T_c in cycles of a network whose longest wire is one pitch (n = 2 gives 1 everywhere).
double dally_channel_delay(DallyDelayModel model, double k, int n);

// One point of a latency-against-dimension curve (eq 18: T_c(model) times eq 12).
struct DallyDimensionLatency {
  int n = 0;
  double k = 0.0;              // N^(1/n), not rounded
  double channel_delay = 0.0;  // T_c, cycles
  double latency = 0.0;        // T_net, cycles
};

struct DallyDimensionSweep {
  std::vector<DallyDimensionLatency> points;  // n = 2 .. floor(log2 N)
  int best_dimension = 0;                // n of the smallest latency
  double best_latency = 0.0;
};

// Figs 8-10: latency of N-node networks of every dimension under one delay model, L bits per message.
DallyDimensionSweep dally_latency_by_dimension(double nodes, double message_bits, DallyDelayModel model);

}  // namespace kncube::analytical
