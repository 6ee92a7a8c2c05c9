#pragma once
// What the control plane of a circuit-switched network did (spec 04 B.5 step 7 compares these with
// the model's intermediates): probe attempts, where attempts were blocked, set-up times.

#include <cstdint>
#include <vector>

namespace kncube::rtl {

struct CircuitCounters {
  std::int64_t attempts = 0;            // probes launched: first attempts and retries
  std::vector<std::int64_t> failures;   // [i]: attempts blocked after i hops, i = 0..n-1
  std::int64_t setups = 0;              // circuits whose acknowledgement reached the source
  std::int64_t setup_cycles = 0;        // sum over setups: first probe launched to acknowledgement received
  std::int64_t probe_hops = 0;          // VCs reserved by probes
  std::int64_t backtrack_hops = 0;      // VCs released by backtracking probes
  // Sum over cycles of the VCs held on all channels, for the mean occupancy.
  std::int64_t vc_cycles = 0;
  std::int64_t cycles = 0;
  std::int64_t channels = 0;            // N n

  double attempts_per_setup() const { return setups > 0 ? static_cast<double>(attempts) / setups : 0.0; }
  double mean_setup_cycles() const { return setups > 0 ? static_cast<double>(setup_cycles) / setups : 0.0; }
  double mean_busy_vcs() const {        // per channel, over the run
    return cycles > 0 && channels > 0 ? static_cast<double>(vc_cycles) / (static_cast<double>(cycles) * channels) : 0.0;
  }
};

}  // namespace kncube::rtl
