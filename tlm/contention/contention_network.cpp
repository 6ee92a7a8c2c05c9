#include "tlm/contention/contention_network.h"

#include <cmath>

namespace kncube::tlm2 {
namespace {

rtl::NetworkConfig response_plane(rtl::NetworkConfig config) {
  config.seed += 1;  // its own tie draws, as the cycle-level bridge's second network
  return config;
}

}  // namespace

ContentionNetwork::ContentionNetwork(sc_core::sc_module_name name, const TransportConfig& config,
                                     DeliveryListener& listener, std::vector<rtl::MessageObserver*> request_observers,
                                     std::vector<rtl::MessageObserver*> response_observers)
    : sc_core::sc_module(name),
      clock_period_(config.clock_period),
      listener_(listener),
      requests_(config.network),
      responses_(response_plane(config.network)),
      request_observers_(std::move(request_observers)),
      response_observers_(std::move(response_observers)) {
  SC_METHOD(deliver);
  sensitive << due_;
  dont_initialize();
}

rtl::Cycle ContentionNetwork::cycle_at(const sc_core::sc_time& time) const {
  // A message handed over at time t is taken by the network interface at the first clock edge
  // after t, as in the cycle-level bridge, whose edge at t has already been evaluated when a
  // process of that time hands a message over.
  return static_cast<rtl::Cycle>(std::floor(time / clock_period_ + 1e-9)) + 1;
}

MessageTiming ContentionNetwork::reserve(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits,
                                         rtl::Cycle generated) {
  return (plane == Plane::request ? requests_ : responses_).reserve(from, to, flits, generated);
}

void ContentionNetwork::send(Plane plane, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) {
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  const rtl::Cycle generated = cycle_at(now);
  const MessageTiming timing = reserve(plane, from, to, flits, generated);
  const auto p = static_cast<std::size_t>(plane == Plane::request ? 0 : 1);
  const std::uint64_t id = next_id_[p]++;
  const auto& observers = plane == Plane::request ? request_observers_ : response_observers_;
  if (!observers.empty()) {
    rtl::GeneratedMessage generated_message;
    generated_message.id = id;
    generated_message.source = from;
    generated_message.destination = to;
    generated_message.length = flits;
    generated_message.generated = generated;
    for (auto* observer : observers) observer->on_generated(generated_message);
  }
  Pending pending{timing.delivered, sent_++, plane, &transfer, {}};
  pending.message.id = id;
  pending.message.source = from;
  pending.message.destination = to;
  pending.message.length = flits;
  pending.message.hops = timing.hops;
  pending.message.generated = generated;
  pending.message.injected = timing.injected;
  pending.message.delivered = timing.delivered;
  pending_.push(pending);
  due_.notify(time_of(pending_.top().delivered) - now);  // keeps the earlier of two notifications
}

void ContentionNetwork::deliver() {
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  while (!pending_.empty() && time_of(pending_.top().delivered) <= now) {
    const Pending pending = pending_.top();
    pending_.pop();
    for (auto* observer : pending.plane == Plane::request ? request_observers_ : response_observers_)
      observer->on_delivered(pending.message);
    listener_.message_delivered(pending.plane, *pending.transfer, pending.message);
  }
  if (!pending_.empty()) due_.notify(time_of(pending_.top().delivered) - now);
}

}  // namespace kncube::tlm2
