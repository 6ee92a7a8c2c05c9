#include "tlm/contention/channel_reservations.h"

#include <algorithm>
#include <cstdlib>

#include "rtl_models/link_config.h"

namespace kncube::tlm2 {

ChannelReservations::ChannelReservations(const rtl::NetworkConfig& config)
    : topology_(rtl::make_topology(config.spec)),
      head_wait_(config.router.delays.route + config.router.delays.vc_alloc),
      switch_latency_(config.router.delays.sw_alloc + config.router.delays.crossbar),
      ejection_latency_(config.router.ejection_latency),
      ejection_blocks_(config.router.ejection == rtl::EjectionKind::single_port),
      random_(config.seed) {
  const rtl::LinkTiming injection = rtl::injection_timing(config.links, config.router.injection_latency);
  injection_latency_ = injection.latency;
  injection_period_ = injection.period;
  injection_servers_ = config.router.injection_ports(config.spec.vcs);
  const int n = topology_.dimensions();
  for (int i = 0; i < n; ++i)
    dimension_order_.push_back(config.router.dimension_order == rtl::DimensionOrder::descending ? n - 1 - i : i);
  const auto nodes = static_cast<std::size_t>(topology_.node_count());
  channel_at_.assign(nodes * static_cast<std::size_t>(topology_.network_ports()), -1);
  for (const rtl::ChannelSpec& channel : topology_.channels()) {
    channel_at_[static_cast<std::size_t>(channel.source) * static_cast<std::size_t>(topology_.network_ports()) +
                static_cast<std::size_t>(channel.source_port)] = static_cast<int>(channel_latency_.size());
    const rtl::LinkTiming timing = rtl::link_timing(config.links, channel.dimension);
    channel_latency_.push_back(timing.latency);
    channel_period_.push_back(timing.period);
  }
  channel_free_.assign(channel_latency_.size(), 0);
  injection_free_.assign(nodes * static_cast<std::size_t>(injection_servers_), 0);
  ejection_free_.assign(nodes, 0);
}

void ChannelReservations::cross(int channel, int flits, rtl::Cycle& head, rtl::Cycle& tail) {
  // The head is switched once routed and VC-allocated and the channel is free; the tail leaves no
  // earlier than it arrived and (flits - 1) periods after the head.
  const auto c = static_cast<std::size_t>(channel);
  const int period = channel_period_[c];
  const rtl::Cycle start = std::max(head + head_wait_, channel_free_[c]);
  const rtl::Cycle tail_switched = std::max(tail, start + static_cast<rtl::Cycle>(flits - 1) * period);
  channel_free_[c] = tail_switched + period;
  head = start + switch_latency_ + channel_latency_[c];
  tail = tail_switched + switch_latency_ + channel_latency_[c];
}

rtl::Cycle ChannelReservations::eject(rtl::NodeId node, int flits, rtl::Cycle head, rtl::Cycle tail) {
  rtl::Cycle start = head + head_wait_;
  if (ejection_blocks_) start = std::max(start, ejection_free_[static_cast<std::size_t>(node)]);
  const rtl::Cycle tail_switched = std::max(tail, start + flits - 1);  // one flit per cycle per input
  if (ejection_blocks_) ejection_free_[static_cast<std::size_t>(node)] = tail_switched + 1;
  return tail_switched + switch_latency_ + ejection_latency_;
}

MessageTiming ChannelReservations::reserve(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated) {
  MessageTiming timing;
  // Injection: the earliest free of the node's servers.
  auto first = injection_free_.begin() + static_cast<std::ptrdiff_t>(from) * injection_servers_;
  auto server = std::min_element(first, first + injection_servers_);
  timing.injected = std::max(generated, *server);
  *server = timing.injected + static_cast<rtl::Cycle>(flits) * injection_period_;
  rtl::Cycle head = timing.injected + injection_latency_;
  rtl::Cycle tail = head + static_cast<rtl::Cycle>(flits - 1) * injection_period_;

  const int k = topology_.radix();
  const int ports = topology_.network_ports();
  rtl::NodeId node = from;
  int digits[rtl::kMaxDimensions];
  for (int d = 0; d < topology_.dimensions(); ++d) digits[d] = topology_.digit(from, d);
  for (int dimension : dimension_order_) {
    const int target = topology_.digit(to, dimension);
    int steps;
    int direction = +1;
    if (topology_.kind() == Topology::mesh) {
      steps = std::abs(target - digits[dimension]);
      direction = target >= digits[dimension] ? +1 : -1;
    } else {
      const int up = ((target - digits[dimension]) % k + k) % k;
      steps = up;
      if (topology_.bidirectional()) {
        const int down = (k - up) % k;
        if (down < up || (down == up && up != 0 && (random_() & 1U) != 0)) {
          steps = down;
          direction = -1;
        }
      }
    }
    const int port = topology_.port_of(dimension, direction);
    for (int step = 0; step < steps; ++step) {
      cross(channel_at_[static_cast<std::size_t>(node) * static_cast<std::size_t>(ports) + static_cast<std::size_t>(port)],
            flits, head, tail);
      digits[dimension] = ((digits[dimension] + direction) % k + k) % k;
      node = topology_.node_at(digits);
      ++timing.hops;
    }
  }
  timing.delivered = eject(to, flits, head, tail);
  return timing;
}

}  // namespace kncube::tlm2
