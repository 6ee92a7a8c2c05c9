#pragma once
// A quick measured saturation rate, for --rates auto when no analytical model applies: bisect
// the generation rate with short simulation runs, each of which says saturated or not.
//
// The bracket starts at [0, 1/M]: no node can inject more than one flit per cycle, so a rate of
// 1/M messages/node/cycle (M flits each) saturates any network; if it does not, the upper end
// doubles (at most `max_doublings` times). Then `steps` bisections halve the bracket. The
// estimate is the largest rate seen not to saturate (the lower end), so the sweep's highest
// automatic point, 95% of it, lies on the stable side of what the short runs could tell.
// Bisection is sequential on purpose: the estimate (and so the sweep's rates) is the same
// whatever the number of parallel processes.

#include <functional>
#include <vector>

namespace kncube::sweep {

struct SaturationProbe {
  double rate = 0.0;
  bool saturated = false;
};

struct SaturationEstimate {
  double rate = 0.0;  // messages/node/cycle
  double low = 0.0;   // the final bracket
  double high = 0.0;
  std::vector<SaturationProbe> probes;  // every short run, in order
};

// `saturates(rate)` runs one short simulation.
SaturationEstimate estimate_saturation(const std::function<bool(double rate)>& saturates, int message_length,
                                       int steps = 8, int max_doublings = 4);

}  // namespace kncube::sweep
