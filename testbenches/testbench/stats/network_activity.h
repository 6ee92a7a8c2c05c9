#pragma once
// Every router's activity counters (rtl::RouterActivity) in one contiguous array, with the
// per-port flit counts in another, attached to the routers of a network. Counting starts at
// attach; a window of a run is the difference of two snapshots (ActivityRecorder).

#include <cstdint>
#include <vector>

#include "rtl_models/network.h"
#include "rtl_models/router_activity.h"

namespace kncube::stats {

// One router's counts, by value: the scalar counters (port pointers null) and the flits per port.
struct RouterCounts {
  rtl::RouterActivity totals;
  std::vector<std::uint64_t> flits_in;   // per input port: network ports, then injection ports
  std::vector<std::uint64_t> flits_out;  // per output port: network ports, then ejection

  // This minus `earlier`, counter by counter (the counts only grow).
  RouterCounts since(const RouterCounts& earlier) const;
  std::uint64_t injected() const;  // flits written from the injection ports
};

// One network output port's channel as the topology describes it.
struct OutputChannel {
  rtl::NodeId router = 0;
  int port = 0;
  int dimension = 0;
  int direction = +1;
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
  // Starts or stops the counting of one router (its counts stay).
  void count(rtl::NodeId router, bool on);
  rtl::NodeId routers() const { return static_cast<rtl::NodeId>(routers_.size()); }
  RouterCounts counts(rtl::NodeId router) const;
  std::vector<RouterCounts> counts() const;

 private:
  rtl::Network* network_;
  std::vector<rtl::RouterActivity> routers_;
  std::vector<std::uint64_t> port_flits_;  // per router: its input ports' counts, then its output ports'
  std::vector<std::size_t> first_port_;    // per router: where its counts start in port_flits_
  std::vector<int> input_ports_;
  std::vector<int> output_ports_;
};

}  // namespace kncube::stats
