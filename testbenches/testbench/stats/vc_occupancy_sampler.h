#pragma once
// A diagnostic probe: how many VCs of each network channel are allocated, sampled during the
// measurement window. The models derive this distribution P_v from a Markov chain (spec 01
// eqs 3.22/3.23) and build the multiplexing degree V-bar on it, so setting the two side by side
// shows where a model's assumption and the hardware part ways. Unlike the reference monitor it
// reads router state, so it is only installed when asked for (--vc-occupancy).

#include <cstdint>
#include <vector>

#include "rtl_models/network.h"
#include "rtl_models/observers.h"
#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::stats {

class VcOccupancySampler {
 public:
  // Samples every `interval` cycles while `window` says the measured messages are being generated.
  VcOccupancySampler(int vcs, std::int64_t interval, const RunStatistics& window);
  void attach(rtl::Network& network);

  // Fraction of (channel, sample) pairs with v VCs allocated, v = 0..V.
  std::vector<double> distribution() const;
  std::int64_t samples() const { return samples_; }

 private:
  class NodeProbe final : public rtl::CycleObserver {
   public:
    NodeProbe(VcOccupancySampler& owner, const rtl::Router& router) : owner_(owner), router_(router) {}
    void after_cycle(rtl::Cycle now) override;

   private:
    VcOccupancySampler& owner_;
    const rtl::Router& router_;
  };

  int vcs_;
  std::int64_t interval_;
  const RunStatistics& window_;
  std::vector<std::int64_t> counts_;
  std::int64_t samples_ = 0;
  std::vector<NodeProbe> probes_;
};

// V-bar of a distribution P_v: sum v^2 P_v / sum v P_v (spec 01 eq 3.24).
double multiplexing_of(const std::vector<double>& distribution);

}  // namespace kncube::stats
