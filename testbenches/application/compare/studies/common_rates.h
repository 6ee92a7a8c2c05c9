#pragma once
// The generation rates at which the three networks of a comparison are evaluated side by side:
// one common range, so that curves and tables line up rate by rate (spec 03 §3.8: "better" means
// lower latency at a given lambda_g and/or a later saturation point).

#include <vector>

namespace kncube::compare {

// The automatic choice: `points` rates at the midpoints of equal slices of (0, s_max], s_max the
// largest of the networks' saturation rates (20 points give 2.5%, 7.5%, ..., 97.5% of s_max).
// Networks that saturate earlier show their saturated points as such. Saturation rates that are
// not finite and > 0 are ignored; with none left the result is empty.
std::vector<double> common_rates(const std::vector<double>& saturation_rates, int points);

// A light load for the three networks: `share` of the smallest finite saturation rate, so that
// every network is well below saturation and latency is close to zero-load latency.
double light_load_rate(const std::vector<double>& saturation_rates, double share);

}  // namespace kncube::compare
