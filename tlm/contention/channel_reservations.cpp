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
    channel_sink_.push_back(channel.sink);
  }
  channel_free_.assign(channel_latency_.size(), 0);
  injection_free_.assign(nodes * static_cast<std::size_t>(injection_servers_), 0);
  ejection_free_.assign(nodes, 0);
}

bool ChannelReservations::route_next_dimension(Message& message) {
  const int k = topology_.radix();
  while (message.next_dimension < topology_.dimensions()) {
    const int dimension = dimension_order_[static_cast<std::size_t>(message.next_dimension++)];
    const int here = topology_.digit(message.node, dimension);
    const int target = topology_.digit(message.to, dimension);
    int steps;
    int direction = +1;
    if (topology_.kind() == Topology::mesh) {
      steps = std::abs(target - here);
      direction = target >= here ? +1 : -1;
    } else {
      const int up = ((target - here) % k + k) % k;
      steps = up;
      if (topology_.bidirectional()) {
        const int down = (k - up) % k;
        if (down < up || (down == up && up != 0 && (random_() & 1U) != 0)) {
          steps = down;
          direction = -1;
        }
      }
    }
    if (steps == 0) continue;
    message.steps = steps;
    message.port = topology_.port_of(dimension, direction);
    return true;
  }
  message.steps = 0;
  return false;
}

void ChannelReservations::submit(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated,
                                 std::uint64_t token) {
  int slot;
  if (free_.empty()) {
    slot = static_cast<int>(messages_.size());
    messages_.emplace_back();
  } else {
    slot = free_.back();
    free_.pop_back();
  }
  Message& message = messages_[static_cast<std::size_t>(slot)];
  message = Message{};
  message.node = from;
  message.to = to;
  message.flits = flits;
  message.sequence = sent_++;
  message.token = token;
  // Injection: the earliest free of the node's servers, in the order the node sends.
  auto first = injection_free_.begin() + static_cast<std::ptrdiff_t>(from) * injection_servers_;
  auto server = std::min_element(first, first + injection_servers_);
  message.timing.injected = std::max(generated, *server);
  *server = message.timing.injected + static_cast<rtl::Cycle>(flits) * injection_period_;
  message.head = message.timing.injected + injection_latency_;
  message.tail = message.head + static_cast<rtl::Cycle>(flits - 1) * injection_period_;
  route_next_dimension(message);
  request(slot);
}

void ChannelReservations::request(int slot) {
  const Message& message = messages_[static_cast<std::size_t>(slot)];
  requests_.push(HeadRequest{message.head + head_wait_, message.sequence, slot});
}

void ChannelReservations::advance(rtl::Cycle horizon, std::vector<CompletedMessage>& completed) {
  while (requests_.earliest() < horizon) {
    requests_.take_earliest(batch_);
    for (const HeadRequest& granted : batch_) {
      Message& message = messages_[static_cast<std::size_t>(granted.message)];
      if (grant(message, granted.cycle)) {
        completed.push_back(CompletedMessage{message.token, message.timing});
        free_.push_back(granted.message);
      } else {
        request(granted.message);
      }
    }
  }
}

bool ChannelReservations::grant(Message& message, rtl::Cycle cycle) {
  if (message.steps == 0) {
    message.timing.delivered = eject(message.node, message.flits, cycle, message.tail);
    return true;
  }
  const int channel = channel_at_[static_cast<std::size_t>(message.node) * static_cast<std::size_t>(topology_.network_ports()) +
                                  static_cast<std::size_t>(message.port)];
  cross(channel, message.flits, cycle, message.head, message.tail);
  message.node = channel_sink_[static_cast<std::size_t>(channel)];
  ++message.timing.hops;
  if (--message.steps == 0) route_next_dimension(message);
  return false;
}

void ChannelReservations::cross(int channel, int flits, rtl::Cycle start_request, rtl::Cycle& head, rtl::Cycle& tail) {
  // The head is switched once routed and VC-allocated and the channel is free; the tail leaves no
  // earlier than it arrived and (flits - 1) periods after the head.
  const auto c = static_cast<std::size_t>(channel);
  const int period = channel_period_[c];
  const rtl::Cycle start = std::max(start_request, channel_free_[c]);
  const rtl::Cycle tail_switched = std::max(tail, start + static_cast<rtl::Cycle>(flits - 1) * period);
  channel_free_[c] = tail_switched + period;
  head = start + switch_latency_ + channel_latency_[c];
  tail = tail_switched + switch_latency_ + channel_latency_[c];
}

rtl::Cycle ChannelReservations::eject(rtl::NodeId node, int flits, rtl::Cycle request, rtl::Cycle tail) {
  rtl::Cycle start = request;
  if (ejection_blocks_) start = std::max(start, ejection_free_[static_cast<std::size_t>(node)]);
  const rtl::Cycle tail_switched = std::max(tail, start + flits - 1);  // one flit per cycle per input
  if (ejection_blocks_) ejection_free_[static_cast<std::size_t>(node)] = tail_switched + 1;
  return tail_switched + switch_latency_ + ejection_latency_;
}

MessageTiming ChannelReservations::reserve(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated,
                                           std::vector<CompletedMessage>& others) {
  submit(from, to, flits, generated, kReserved);
  MessageTiming timing;
  bool delivered = false;
  while (!delivered) {
    const std::size_t before = others.size();
    advance(next_request() + 1, others);
    for (std::size_t i = before; i < others.size(); ++i) {
      if (others[i].token != kReserved) continue;
      timing = others[i].timing;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
      delivered = true;
      break;
    }
  }
  return timing;
}

}  // namespace kncube::tlm2
