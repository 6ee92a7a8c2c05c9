#pragma once
// MMPP message arrivals (--arrivals mmpp, spec 04 B.3.1): per node, L independent two-state CTMCs
// started in their stationary law, generated exactly in continuous time. The components come from
// analytical::mmpp_components, the same fit the circuit-mmpp model uses.
//
// Unlike the stateless processes of arrival_processes.h, an MMPP source has a phase, so each node
// keeps its own state and its own random stream, seeded from (seed, node): a node's arrivals do not
// depend on what other nodes or its interface draw. Each node's state is touched only by that
// node's calls.

#include <cstdint>
#include <vector>

#include "analytical/vocabulary/arrival_spec.h"
#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class MmppArrivals final : public rtl::ArrivalProcess {
 public:
  // components: non-empty, switch rates > 0; nodes >= 1.
  MmppArrivals(std::vector<MmppComponent> components, std::int64_t nodes, std::uint64_t seed);

  // The interface's stream is not used (see above).
  double first_arrival(rtl::NodeId node, rtl::Random& random) const override;
  double gap(rtl::NodeId node, rtl::Random& random) const override;

 private:
  struct NodeState {
    rtl::Random random;
    double now = 0.0;                 // time of the last event (arrival or switch), cycles
    double last_arrival = 0.0;        // time of the last arrival returned
    double total_rate = 0.0;          // sum of the current states' rates
    std::vector<std::uint8_t> first;  // per component: in state 1
    std::vector<double> switch_at;    // per component: time of its next state change
  };

  double next_arrival(NodeState& state) const;
  double leave_rate(std::size_t component, bool in_first) const;

  std::vector<MmppComponent> components_;
  mutable std::vector<NodeState> nodes_;
};

}  // namespace kncube::traffic
