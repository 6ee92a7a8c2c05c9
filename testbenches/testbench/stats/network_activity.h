#pragma once
// Every router's activity counters (rtl::RouterActivity) in one contiguous array, with the
// per-port flit counts in another, attached to the routers of a network. Counting starts at
// attach; a window of a run is the difference of two snapshots (ActivityRecorder).

#include <cstdint>
#include <vector>

#include "rtl_models/network.h"
#include "rtl_models/router_activity.h"
#include "testbenches/testbench/stats/input_vcs.h"

namespace kncube::stats {

// One router's counts, by value: the scalar counters (port pointers null) and the flits per port.
struct RouterCounts {
  rtl::RouterActivity totals;
  std::vector<std::uint64_t> flits_in;   // per input port: network ports, then injection ports
  std::vector<std::uint64_t> flits_out;  // per output port: network ports, then ejection
  // Per input VC (input ports in order, V VCs each), the cycles counted in which its flits were
  // buffered (flit-cycles: its mean occupancy times the cycles) and in which it held a message
  // (not idle), as after-cycle samples of every cycle would count them.
  std::vector<std::int64_t> vc_flit_cycles;
  std::vector<std::int64_t> vc_busy_cycles;
  // Per input port: vc_busy_cycles summed over its VCs (VC-cycles: the port's mean busy VCs times
  // the cycles). The contention model, which has no VC buffers of its own, fills this alone
  // (tlm2::ChannelReservations::channel_busy_cycles); empty where nothing counted it.
  std::vector<std::int64_t> input_busy_cycles;

  // This minus `earlier`, counter by counter (the counts only grow).
  RouterCounts since(const RouterCounts& earlier) const;
  std::uint64_t injected() const;  // flits written from the injection ports
};

// Per input VC of every router (node order, input ports, `vcs` VCs each), its mean flits
// buffered and the share of the cycles it held a message, over a window of `cycles` cycles whose
// counts are `routers` (each router's since() the window opened).
std::vector<VcMean> vc_means(const std::vector<RouterCounts>& routers, int vcs, std::int64_t cycles);

// One network output port's channel as the topology describes it.
struct OutputChannel {
  rtl::NodeId router = 0;
  int port = 0;
  int dimension = 0;
  int direction = +1;
  rtl::NodeId sink = 0;  // the router it enters, through input port `sink_port`
  int sink_port = 0;
};

// The network output ports of `topology` that have a channel, in router and port order.
std::vector<OutputChannel> output_channels(const rtl::TopologyGraph& topology);

class NetworkActivity {
 public:
  // Makes every router of `network` count from now on (or only once count() says so, when
  // `counting` is false). The routers point into this object: the network must not step once it
  // is gone, or detach() first (the network, usually gone first itself, is never touched by the
  // destructor).
  explicit NetworkActivity(rtl::Network& network, bool counting = true);
  NetworkActivity(const NetworkActivity&) = delete;
  NetworkActivity& operator=(const NetworkActivity&) = delete;

  void detach();
  // Starts or stops the counting of one router into this object (its counts stay; stopping leaves
  // a router that counts into something else alone).
  void count(rtl::NodeId router, bool on);
  rtl::NodeId routers() const { return static_cast<rtl::NodeId>(routers_.size()); }
  RouterCounts counts(rtl::NodeId router) const;
  std::vector<RouterCounts> counts() const;

 private:
  // Adds `sign` x what router `i`'s input VCs hold now x the next cycle to their running sums:
  // -1 when counting starts (what is buffered is counted from the next cycle on), +1 when it stops
  // or is read (counted up to this cycle), see rtl::RouterActivity::vc_flit_cycles.
  void settle(std::size_t i, std::int64_t sign, std::int64_t* flit_cycles, std::int64_t* busy_cycles) const;

  rtl::Network* network_;
  std::vector<rtl::RouterActivity> routers_;
  std::vector<std::uint64_t> port_flits_;  // per router: its input ports' counts, then its output ports'
  std::vector<std::int64_t> vc_cycles_;    // per router: its input VCs' flit-cycles, then their busy cycles
  std::vector<std::size_t> first_vc_;      // per router: where its VCs start in vc_cycles_
  std::vector<int> input_vcs_;             // per router
  std::vector<std::size_t> first_port_;    // per router: where its counts start in port_flits_
  std::vector<int> input_ports_;
  std::vector<int> output_ports_;
};

}  // namespace kncube::stats
