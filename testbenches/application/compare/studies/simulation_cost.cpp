#include "testbenches/application/compare/studies/simulation_cost.h"

#include <algorithm>
#include <cmath>

namespace kncube::compare {

namespace {

constexpr double reference_nodes = 64.0;
constexpr double seconds_per_flit_hop = 3.5e-7;   // at N = 64
constexpr double flit_hop_growth = 0.4;           // exponent of N / 64
constexpr double seconds_per_vc_cycle = 1.4e-9;   // at N = 64
constexpr double vc_cycle_growth = 0.27;
constexpr double process_start_seconds = 0.05;

// Mean hops of uniform traffic in a unidirectional k-ary n-cube without self-traffic: n (k-1)/2 N/(N-1).
double mean_hops(const NetworkSpec& spec) {
  const double nodes = static_cast<double>(spec.nodes());
  return spec.n * (spec.k - 1) / 2.0 * nodes / (nodes - 1.0);
}

}  // namespace

double estimated_run_seconds(const NetworkSpec& spec, double rate, std::int64_t messages, double zero_load_latency) {
  const double nodes = static_cast<double>(spec.nodes());
  const double scale = nodes / reference_nodes;
  const double flit_hops = static_cast<double>(messages) * spec.message_length * mean_hops(spec);
  const double cycles = static_cast<double>(messages) / (rate * nodes) + zero_load_latency;
  const double vc_cycles = cycles * nodes * spec.n * spec.vcs;
  return process_start_seconds + seconds_per_flit_hop * std::pow(scale, flit_hop_growth) * flit_hops +
         seconds_per_vc_cycle * std::pow(scale, vc_cycle_growth) * vc_cycles;
}

}  // namespace kncube::compare
