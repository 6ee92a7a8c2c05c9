#pragma once
// What each router, channel and VC did during a run's measurement window: the routers' activity
// counters (NetworkActivity, the VCs' occupancy over every cycle among them) snapshotted when the
// window opens and when it closes, and every input VC's buffer occupancy sampled at a fixed
// interval in between (the time series of vc_occupancy.csv). Like VcOccupancySampler
// (which samples how many VCs per channel are allocated, for the models' P_v) it watches each node
// with a CycleObserver, so nothing of it runs unless asked for (kncube run --stats or --plots).
//
// The window: a window in cycles (--measure-cycles) is counted exactly. Of a window in messages
// the probes learn at the end of a cycle that it opened (the first measured message was
// generated) or closed; every router starts (or stops) counting at the end of the following
// cycle, the same cycle for all. Either way the counted cycles are (first_cycle, last_cycle].
// Outside the window the routers do not count, so warm-up and drain cost nothing.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/network.h"
#include "rtl_models/observers.h"
#include "testbenches/testbench/stats/input_vcs.h"
#include "testbenches/testbench/stats/network_activity.h"
#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::stats {

class ActivityRecorder {
 public:
  // Samples VC buffers every `interval` cycles (>= 1) of the window `window` reports.
  ActivityRecorder(std::int64_t interval, const RunStatistics& window);
  void attach(rtl::Network& network);
  // After the run: a window the run never closed (it stopped early) ends at the last cycle seen.
  void finish();

  bool window_opened() const { return start_cycle_ >= 0; }
  rtl::Cycle first_cycle() const { return start_cycle_; }  // counted: after this cycle ...
  rtl::Cycle last_cycle() const { return end_cycle_; }     // ... up to and including this one
  std::int64_t cycles() const { return window_opened() ? end_cycle_ - start_cycle_ : 0; }
  std::int64_t interval() const { return interval_; }
  // Per router, the counts over the window (after finish()).
  const std::vector<RouterCounts>& routers() const { return window_; }
  // The network output ports that have a channel, in router and port order.
  const std::vector<OutputChannel>& channels() const { return channels_; }

  const std::vector<VcKey>& vcs() const { return vcs_; }
  const std::vector<rtl::Cycle>& sample_cycles() const { return sample_cycles_; }
  // Flits buffered in VC `vc` (an index into vcs()) at sample `sample`.
  int flits(std::size_t sample, std::size_t vc) const {
    return samples_[sample * vcs_.size() + vc];
  }
  // Every VC's mean flits buffered and share of the cycles it held a message, over every cycle of
  // the window (the routers' running sums, not the samples), in vcs()' order (after finish()).
  std::vector<VcMean> vc_means() const;

 private:
  class NodeProbe final : public rtl::CycleObserver {
   public:
    NodeProbe(ActivityRecorder& owner, const rtl::Router& router, rtl::NodeId node)
        : owner_(owner), router_(router), node_(node) {}
    void after_cycle(rtl::Cycle now) override;

   private:
    enum class Phase { before, open, closed };
    void sample(rtl::Cycle now);
    ActivityRecorder& owner_;
    const rtl::Router& router_;
    rtl::NodeId node_;
    Phase phase_ = Phase::before;
    rtl::Cycle next_sample_ = -1;
  };

  std::int64_t interval_;
  const RunStatistics& measurement_;
  std::unique_ptr<NetworkActivity> activity_;
  std::vector<NodeProbe> probes_;
  rtl::Cycle start_cycle_ = -1;
  rtl::Cycle end_cycle_ = -1;
  rtl::Cycle last_seen_ = -1;
  std::vector<RouterCounts> start_;   // per router, at the window's opening
  std::vector<bool> closed_;          // per router: window_ holds its counts
  std::vector<RouterCounts> window_;  // per router, over the window
  std::vector<OutputChannel> channels_;
  std::vector<VcKey> vcs_;
  std::vector<std::size_t> first_vc_;  // per router: its first entry in vcs_
  std::vector<rtl::Cycle> sample_cycles_;
  std::vector<std::uint32_t> samples_;  // [sample][vc]
  int vcs_per_port_ = 0;
};

}  // namespace kncube::stats
