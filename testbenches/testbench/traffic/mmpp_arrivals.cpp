#include "testbenches/testbench/traffic/mmpp_arrivals.h"

#include <limits>
#include <stdexcept>

namespace kncube::traffic {

namespace {
// Streams of the per-node generators, apart from the interfaces' streams (which use the node id).
constexpr std::uint64_t stream_offset = 0x4d4d5050ULL << 20;
constexpr double infinity = std::numeric_limits<double>::infinity();
}  // namespace

MmppArrivals::MmppArrivals(std::vector<MmppComponent> components, std::int64_t nodes, std::uint64_t seed)
    : components_(std::move(components)) {
  if (components_.empty() || nodes < 1) throw std::invalid_argument("MmppArrivals: needs components and nodes");
  nodes_.reserve(static_cast<std::size_t>(nodes));
  for (std::int64_t node = 0; node < nodes; ++node) {
    NodeState state{rtl::Random(seed, stream_offset + static_cast<std::uint64_t>(node)), 0.0, 0.0, 0.0, {}, {}};
    // Stationary start: a start all ON or all OFF would bias a run for the slowest correlation time.
    for (std::size_t i = 0; i < components_.size(); ++i) {
      const bool first = state.random.uniform() < components_[i].probability_first();
      state.first.push_back(first);
      state.total_rate += first ? components_[i].rate_first : components_[i].rate_second;
      state.switch_at.push_back(state.random.exponential(leave_rate(i, first)));
    }
    nodes_.push_back(std::move(state));
  }
}

double MmppArrivals::leave_rate(std::size_t component, bool in_first) const {
  return in_first ? components_[component].leave_first : components_[component].leave_second;
}

double MmppArrivals::next_arrival(NodeState& s) const {
  for (;;) {
    // Memorylessness: the arrival clock may be redrawn after every event.
    const double arrival = s.total_rate > 0.0 ? s.now + s.random.exponential(s.total_rate) : infinity;
    std::size_t next = 0;
    for (std::size_t i = 1; i < s.switch_at.size(); ++i)
      if (s.switch_at[i] < s.switch_at[next]) next = i;
    if (arrival < s.switch_at[next]) {
      s.now = arrival;
      return arrival;
    }
    s.now = s.switch_at[next];
    const MmppComponent& c = components_[next];
    const bool was_first = s.first[next] != 0;
    s.total_rate += was_first ? c.rate_second - c.rate_first : c.rate_first - c.rate_second;
    if (s.total_rate < 0.0) s.total_rate = 0.0;  // rounding of the running sum
    s.first[next] = !was_first;
    s.switch_at[next] = s.now + s.random.exponential(leave_rate(next, !was_first));
  }
}

double MmppArrivals::first_arrival(rtl::NodeId node, rtl::Random&) const {
  NodeState& s = nodes_.at(static_cast<std::size_t>(node));
  s.last_arrival = next_arrival(s);
  return s.last_arrival;
}

double MmppArrivals::gap(rtl::NodeId node, rtl::Random&) const {
  NodeState& s = nodes_.at(static_cast<std::size_t>(node));
  const double previous = s.last_arrival;
  s.last_arrival = next_arrival(s);
  return s.last_arrival - previous;
}

}  // namespace kncube::traffic
